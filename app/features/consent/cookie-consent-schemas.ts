// Checked by hand: read on every page (the cookie prompt and the consent mode), where zod would add its weight.
import { hasExactlyKeys, isIsoDateTime, isRecord, type CheckResult } from "#app/utils/shell-checks.ts";

/** The visitor's choice in the cookie configuration form: the optional categories. */
export type CookieChoice = { analytics: boolean; marketing: boolean };

/** What COOKIES_CONFIG holds: necessary cookies are always on; the date shows when the choice was made. */
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean; savedAt: string };

const CONSENT_KEYS = ["necessary", "analytics", "marketing", "savedAt"] as const;

/** A stored or posted consent, exactly these four fields (an edited or older value is not one). */
export const CookieConsentSchema = {
  safeParse(value: unknown): CheckResult<CookieConsent> {
    if (!isRecord(value) || !hasExactlyKeys(value, CONSENT_KEYS)) return { success: false };
    const { necessary, analytics, marketing, savedAt } = value;
    if (necessary !== true || typeof analytics !== "boolean" || typeof marketing !== "boolean") {
      return { success: false };
    }
    if (!isIsoDateTime(savedAt)) return { success: false };
    return { success: true, data: { necessary, analytics, marketing, savedAt } };
  },
};
