import { z } from "zod";

export const PRICE_ALERT_EMAIL_MAX = 100;

export const PRICE_ALERT_MESSAGES = {
  emailRequired: "Correo es obligatorio",
  emailInvalid: "Correo no válido",
  consentRequired: "Debes aceptar recibir nuestras comunicaciones para activar la alerta.",
} as const;

/** The visitor's part of the subscription form: e-mail and consent to be contacted (unchecked by default). */
export const PriceAlertFormSchema = z
  .object({
    email: z
      .string({ error: PRICE_ALERT_MESSAGES.emailRequired })
      .trim()
      .min(1, PRICE_ALERT_MESSAGES.emailRequired)
      .max(PRICE_ALERT_EMAIL_MAX, PRICE_ALERT_MESSAGES.emailInvalid)
      .pipe(z.email(PRICE_ALERT_MESSAGES.emailInvalid))
      .transform((value) => value.toLowerCase()),
    consent: z.literal(true, { error: PRICE_ALERT_MESSAGES.consentRequired }),
  })
  .strict();

const iata = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, "Código IATA no válido"));

/** The subscription request: the form plus the route of the page it was sent from. */
export const PriceAlertRequestSchema = PriceAlertFormSchema.extend({
  originIata: iata,
  destinationIata: iata,
  idWebSeo: z.number().int().positive().optional(),
})
  .strict()
  .refine((value) => value.originIata !== value.destinationIata, {
    message: "El origen y el destino deben ser distintos.",
    path: ["destinationIata"],
  });

/** Confirm and unsubscribe links carry a 256-bit random token (base64url). */
export const PriceAlertTokenSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "El enlace no es válido.") })
  .strict();

export type PriceAlertForm = z.infer<typeof PriceAlertFormSchema>;
export type PriceAlertRequest = z.infer<typeof PriceAlertRequestSchema>;

export type PriceAlertSubscribeResult = {
  status: "pending";
  /** The same e-mail and route were already subscribed (pending confirmation). */
  duplicate: boolean;
  /** A confirmation e-mail was queued by this request. */
  confirmationSent: boolean;
  message: string;
};
