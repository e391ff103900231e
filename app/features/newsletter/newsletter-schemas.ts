import { z } from "zod";

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

/** Required, at most 50 characters, and neither blank nor starting with a space. */
function personName(required: string, invalid: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(NEWSLETTER_MAX_LENGTH, M.maxLength)
    .refine((value) => /^\S/.test(value), invalid);
}

export const NEWSLETTER_SOURCE = "API_WEB";

/** The newsletter form and POST /api/v1/newsletter/contacts (SPEC 3, 5.4). */
export const NewsletterContactSchema = z
  .object({
    name: personName(M.nameRequired, M.nameInvalid),
    lastname: personName(M.lastnameRequired, M.lastnameInvalid),
    // Spaces around an e-mail are a slip of the keyboard, not a different address.
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(NEWSLETTER_MAX_LENGTH, M.maxLength)
      .pipe(z.email(M.emailInvalid)),
    privacyPolicy: z.literal(true, M.privacyPolicy),
    dataPolicy: z.literal(true, M.dataPolicy),
    source: z.literal(NEWSLETTER_SOURCE),
  })
  .strict();

export type NewsletterContact = z.infer<typeof NewsletterContactSchema>;

/** The API's answer to a new subscription. */
export type NewsletterSubscription = { id: string; subscribedAt: string };

/** SPEC 8: the reason of the 409 answer to an e-mail already subscribed. */
export const DUPLICATE_REASON = "duplicate_parameter";
