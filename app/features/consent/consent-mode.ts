import { CookieConsentSchema, type CookieChoice } from "./cookie-consent-schemas.ts";
import { readStored, STORAGE_KEYS } from "#app/platform/storage-keys.ts";

type ConsentValue = "granted" | "denied";

/** Google consent-mode flags for a choice; without one, everything optional is denied. */
export function consentModeFlags(choice: CookieChoice | null): Record<string, ConsentValue> {
  const value = (on: boolean | undefined): ConsentValue => (on ? "granted" : "denied");
  const marketing = value(choice?.marketing);
  return {
    analytics_storage: value(choice?.analytics),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    functionality_storage: "granted",
    security_storage: "granted",
  };
}

/** The stored choice (COOKIES_CONFIG), or null when the visitor has not chosen yet. */
export function readStoredChoice(): CookieChoice | null {
  const parsed = CookieConsentSchema.safeParse(readStored<unknown>(STORAGE_KEYS.cookiesConfig, null));
  return parsed.success ? { analytics: parsed.data.analytics, marketing: parsed.data.marketing } : null;
}

/**
 * The gtag() command queue: Google Tag Manager reads consent commands only as an `arguments` object, not as an
 * array, which is why the rest parameter is not used.
 */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

// The data layers that already start with the consent defaults (a test may swap window.dataLayer).
const seeded = new WeakSet<object>();

/** Pushes the consent defaults, then the stored choice, once per data layer and before anything else. */
export function ensureConsentDefaults(): void {
  window.dataLayer ??= [];
  if (seeded.has(window.dataLayer)) return;
  seeded.add(window.dataLayer);
  gtag("consent", "default", { ...consentModeFlags(null), wait_for_update: 500 });
  const stored = readStoredChoice();
  if (stored) gtag("consent", "update", consentModeFlags(stored));
}

/** Tells the tags about a new choice (the cookie prompt or the settings dialog). */
export function pushConsentUpdate(choice: CookieChoice): void {
  ensureConsentDefaults();
  gtag("consent", "update", consentModeFlags(choice));
}
