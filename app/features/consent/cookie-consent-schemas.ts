// zod/mini: read on every page (the cookie prompt and the consent mode), so it stays out of the full zod build.
import * as z from "zod/mini";

/** The visitor's choice in the cookie configuration form: the optional categories. */
export const CookieChoiceSchema = z.strictObject({ analytics: z.boolean(), marketing: z.boolean() });
export type CookieChoice = z.infer<typeof CookieChoiceSchema>;

/** What COOKIES_CONFIG holds: necessary cookies are always on; the date shows when the choice was made. */
export const CookieConsentSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  savedAt: z.iso.datetime(),
});
export type CookieConsent = z.infer<typeof CookieConsentSchema>;
