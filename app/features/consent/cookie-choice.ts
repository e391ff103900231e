import { STORAGE_KEYS } from "#app/platform/storage-keys.ts";
import { CookieConsentSchema, type CookieChoice, type CookieConsent } from "./cookie-consent-schemas.ts";

/**
 * The cookie prompt without JavaScript: its buttons post here, the server keeps the choice in a cookie named like the
 * browser's storage key (COOKIES_CONFIG), and the head's script moves it into storage on the next page with
 * JavaScript (consent-store.ts).
 */
export const COOKIE_CHOICE_PATH = "/preferencias-cookies";
export const COOKIE_CHOICE_NAME = STORAGE_KEYS.cookiesConfig;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The prompt's two quick answers, as the form posts them (`eleccion`); null for anything else. */
export function postedChoice(value: unknown): CookieChoice | null {
  if (value === "aceptar") return { analytics: true, marketing: true };
  if (value === "rechazar") return { analytics: false, marketing: false };
  return null;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The choice a Cookie header carries, if it is a valid one. */
export function cookieChoiceOf(header: string | null): CookieConsent | null {
  const raw = cookieValue(header, COOKIE_CHOICE_NAME);
  if (!raw) return null;
  try {
    const parsed = CookieConsentSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function hasCookieChoice(header: string | null): boolean {
  return cookieChoiceOf(header) !== null;
}

/** The Set-Cookie header that stores a choice (readable by the page's script, which moves it to storage). */
export function cookieChoiceHeader(choice: CookieChoice, now: Date = new Date()): string {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: now.toISOString() };
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${COOKIE_CHOICE_NAME}=${value}; Path=/; Max-Age=${String(ONE_YEAR_SECONDS)}; SameSite=Lax`;
}

/** A same-origin path to go back to; anything else (another origin, `//host`, a backslash trick) is the home. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  try {
    const url = new URL(value, "http://local.invalid");
    return url.origin === "http://local.invalid" ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}
