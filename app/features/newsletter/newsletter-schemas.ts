import * as z from "zod/mini";
import { BIRTH_DATE_PATTERN, isValidPastBirthDate } from "#app/utils/birth-date.ts";
import { DNI_PATTERN, DOCUMENT_TYPES, OTHER_DOCUMENT_PATTERN } from "#app/utils/identity-documents.ts";
import { MESSAGES as DOCUMENT_MESSAGES } from "#app/features/pre-registration/index.ts";

export const NEWSLETTER_MAX_LENGTH = 50;

/** SPEC 5.4, verbatim. */
export const NEWSLETTER_MESSAGES = {
  nameRequired: "Nombre es obligatorio",
  nameInvalid: "Nombre no válido",
  lastnameRequired: "Apellidos es obligatorio",
  lastnameInvalid: "Apellidos no válido",
  maxLength: "Debe tener max. 50 caracteres",
  emailRequired: "Correo es obligatorio",
  emailInvalid: "Correo no válido",
  privacyPolicy: "Debes aceptar la Política de Privacidad",
  dataPolicy: "Debes autorizar el envío de publicidad",
} as const;

const M = NEWSLETTER_MESSAGES;

/** A person's name: letters (any language) in words joined by spaces, apostrophes, hyphens or periods; no markup,
 * no line breaks or other control characters (they would reach the e-mail's text part). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Required, at most 50 characters, starting with a letter and made of name characters only. */
function personName(required: string, invalid: string) {
  return z.string({ error: required }).check(
    z.minLength(1, required),
    z.maxLength(NEWSLETTER_MAX_LENGTH, M.maxLength),
    z.refine((value) => NAME_PATTERN.test(value), invalid),
  );
}

export const NEWSLETTER_SOURCE = "API_WEB";

/** The newsletter form and POST /api/v1/newsletter/contacts (SPEC 3, 5.4). */
export const NewsletterContactSchema = z.strictObject({
  name: personName(M.nameRequired, M.nameInvalid),
  lastname: personName(M.lastnameRequired, M.lastnameInvalid),
  // Spaces around an e-mail are a slip of the keyboard, not a different address.
  email: z.pipe(
    z
      .string({ error: M.emailRequired })
      .check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(NEWSLETTER_MAX_LENGTH, M.maxLength)),
    z.email(M.emailInvalid),
  ),
  privacyPolicy: z.literal(true, M.privacyPolicy),
  dataPolicy: z.literal(true, M.dataPolicy),
  source: z.literal(NEWSLETTER_SOURCE),
});

export type NewsletterContact = z.infer<typeof NewsletterContactSchema>;

/**
 * The full subscription page /suscribirse (issue 17): the same contract extended with an optional birth date
 * (DD/MM/YYYY) and an optional document (type and number together, with the site's document rules of SPEC 5.5).
 * An empty string means "not given", as a plain HTML form sends it.
 */
export const NewsletterSignupSchema = z
  .extend(NewsletterContactSchema, {
    birthDate: z._default(z.string().check(z.trim()), "").check(
      z.refine((value) => value === "" || BIRTH_DATE_PATTERN.test(value), DOCUMENT_MESSAGES.birthDateFormat),
      z.refine(
        (value) => value === "" || !BIRTH_DATE_PATTERN.test(value) || isValidPastBirthDate(value),
        DOCUMENT_MESSAGES.birthDateInvalid,
      ),
    ),
    docType: z._default(z.enum(["", ...DOCUMENT_TYPES], { error: DOCUMENT_MESSAGES.docType }), ""),
    docNumber: z._default(z.string().check(z.trim(), z.maxLength(20, DOCUMENT_MESSAGES.otherDocument)), ""),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        const number = typeof form.docNumber === "string" ? form.docNumber.trim() : "";
        const type = form.docType;
        if (!type && number) ctx.addIssue({ code: "custom", path: ["docType"], message: DOCUMENT_MESSAGES.docType });
        if (type && !number) {
          ctx.addIssue({ code: "custom", path: ["docNumber"], message: DOCUMENT_MESSAGES.docNumberRequired });
        } else if (type === "DNI" && !DNI_PATTERN.test(number)) {
          ctx.addIssue({ code: "custom", path: ["docNumber"], message: DOCUMENT_MESSAGES.dni });
        } else if ((type === "CE" || type === "PAS") && !OTHER_DOCUMENT_PATTERN.test(number)) {
          ctx.addIssue({ code: "custom", path: ["docNumber"], message: DOCUMENT_MESSAGES.otherDocument });
        }
        // Also beside other fields' errors (an unchecked consent aborts by default): an invalid submit shows them all.
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );

export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;
export type NewsletterSignupInput = z.input<typeof NewsletterSignupSchema>;

/** What the service stores: the home block's contact, or the page's with its optional data. */
export type NewsletterSubscriptionRequest = NewsletterContact &
  Partial<Pick<NewsletterSignup, "birthDate" | "docType" | "docNumber">>;

/** The API's answer to a subscription: stored and waiting for the e-mailed confirmation (double opt-in). */
export type NewsletterSubscription = { id: string; subscribedAt: string; status: "pending" };

/** An e-mailed link's token (confirmation or unsubscription): 43 characters of base64url, or the migrated 64 hex. */
export const NewsletterTokenSchema = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/)) });

/** SPEC 8: the reason of the 409 answer to an e-mail already subscribed. */
export const DUPLICATE_REASON = "duplicate_parameter";
