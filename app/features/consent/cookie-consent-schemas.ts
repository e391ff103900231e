import { z } from "zod";

/** The visitor's choice in the cookie configuration form: the optional categories. */
export const CookieChoiceSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() }).strict();
export type CookieChoice = z.infer<typeof CookieChoiceSchema>;

/** What COOKIES_CONFIG holds: necessary cookies are always on; the date shows when the choice was made. */
export const CookieConsentSchema = z
  .object({
    necessary: z.literal(true),
    analytics: z.boolean(),
    marketing: z.boolean(),
    savedAt: z.iso.datetime(),
  })
  .strict();
export type CookieConsent = z.infer<typeof CookieConsentSchema>;
