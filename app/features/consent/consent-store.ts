import { useSyncExternalStore } from "react";
import { pushConsentUpdate } from "./consent-mode.ts";
import { readStored, STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import { CookieConsentSchema, type CookieChoice, type CookieConsent } from "./cookie-consent-schemas.ts";

/** Accept all / reject optional, as the prompt's two quick buttons choose. */
export const ACCEPT_ALL: CookieChoice = { analytics: true, marketing: true };
export const REJECT_OPTIONAL: CookieChoice = { analytics: false, marketing: false };

type State = { consent: CookieConsent | null; settingsOpen: boolean };

let state: State | undefined;
const listeners = new Set<() => void>();
// On the server and during hydration nobody knows the stored choice yet: the prompt is rendered, and the head's
// script hides it before first paint when a choice is stored (COOKIE_CHOICE_ATTRIBUTE), so it never flashes.
const SERVER_STATE: State = { consent: null, settingsOpen: false };

/** Set on <html> by an inline script in the head when COOKIES_CONFIG holds something. */
export const COOKIE_CHOICE_ATTRIBUTE = "data-cookie-choice";

const KEY = JSON.stringify(STORAGE_KEYS.cookiesConfig);

/**
 * The inline script (runs before first paint) that marks a stored choice. A choice made without JavaScript arrives
 * as a cookie of the same name (cookie-choice.ts): it moves into storage, and the cookie is dropped so that the
 * visitor's pages are the cached ones again.
 */
export const COOKIE_CHOICE_SCRIPT = `try{var k=${KEY},m=document.cookie.match(/(?:^|;\\s*)${
  STORAGE_KEYS.cookiesConfig
}=([^;]+)/);if(m){localStorage.getItem(k)||localStorage.setItem(k,decodeURIComponent(m[1]));document.cookie=k+"=; Path=/; Max-Age=0; SameSite=Lax"}if(localStorage.getItem(k))document.documentElement.setAttribute(${JSON.stringify(
  COOKIE_CHOICE_ATTRIBUTE,
)},"")}catch(e){}`;

function current(): State {
  if (!state) {
    const parsed = CookieConsentSchema.safeParse(readStored<unknown>(STORAGE_KEYS.cookiesConfig, null));
    // No stored choice is the server's state itself: hydration then finds nothing changed and skips a
    // synchronous re-render (useSyncExternalStore compares snapshots by identity).
    state = parsed.success ? { consent: parsed.data, settingsOpen: false } : SERVER_STATE;
  }
  return state;
}

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice and whether the settings dialog is open (no choice on the server and while hydrating). */
export function useConsentState(): State {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE);
}

/** Stores the visitor's choice under COOKIES_CONFIG and tells the data layer (consent-mode update). */
export function saveCookieChoice(choice: CookieChoice, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: now.toISOString() };
  writeStored(STORAGE_KEYS.cookiesConfig, consent);
  pushConsentUpdate(choice);
  set({ consent, settingsOpen: false });
  return consent;
}

/** Opens the category settings (from the prompt, or from the footer to change an earlier choice). */
export function openCookieSettings(): void {
  set({ ...current(), settingsOpen: true });
}

export function closeCookieSettings(): void {
  set({ ...current(), settingsOpen: false });
}

/** Forgets the in-memory copy (tests). */
export function resetConsentState(): void {
  state = undefined;
}
