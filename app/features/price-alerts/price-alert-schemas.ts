// zod/mini: the form's schema is part of every destination page's script; the full zod build would add its weight.
import * as z from "zod/mini";

export const PRICE_ALERT_EMAIL_MAX = 100;

export const PRICE_ALERT_MESSAGES = {
  emailRequired: "Correo es obligatorio",
  emailInvalid: "Correo no válido",
  consentRequired: "Debes aceptar recibir nuestras comunicaciones para activar la alerta.",
} as const;

const M = PRICE_ALERT_MESSAGES;

/** The visitor's part of the subscription form: e-mail and consent to be contacted (unchecked by default). */
const formShape = {
  email: z.pipe(
    z
      .string({ error: M.emailRequired })
      .check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(PRICE_ALERT_EMAIL_MAX, M.emailInvalid)),
    z.email(M.emailInvalid).check(z.toLowerCase()),
  ),
  consent: z.literal(true, { error: M.consentRequired }),
};

export const PriceAlertFormSchema = z.strictObject(formShape);

const iata = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, "Código IATA no válido"));

/** The subscription request: the form plus the route of the page it was sent from. */
export const PriceAlertRequestSchema = z
  .strictObject({
    ...formShape,
    originIata: iata,
    destinationIata: iata,
    idWebSeo: z.optional(z.int().check(z.positive())),
  })
  .check(
    z.refine((value) => value.originIata !== value.destinationIata, {
      error: "El origen y el destino deben ser distintos.",
      path: ["destinationIata"],
    }),
  );

/** Confirm and unsubscribe links carry a 256-bit random token (base64url). */
export const PriceAlertTokenSchema = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "El enlace no es válido.")),
});

export type PriceAlertForm = z.infer<typeof PriceAlertFormSchema>;
export type PriceAlertRequest = z.infer<typeof PriceAlertRequestSchema>;

/** The answer to every accepted subscription, new or repeated (the e-mail tells the owner which). */
export type PriceAlertSubscribeResult = {
  status: "pending";
  message: string;
};
