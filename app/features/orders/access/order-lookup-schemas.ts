import * as z from "zod/mini";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";

export const LOOKUP_MESSAGES = {
  code: "Ingresa el código de tu reserva (6 caracteres)",
  email: "Ingresa el correo electrónico de contacto de la reserva",
  notFound: "No encontramos una reserva con esos datos.",
  tooMany: "Hiciste demasiadas consultas. Espera unos minutos e inténtalo de nuevo.",
} as const;

/** Guests' 'Mis reservas' look-up of any order: its code and the contact e-mail (page and action). */
export const OrderLookupSchema = z.strictObject({
  code: z.pipe(
    z.pipe(
      z.string({ error: LOOKUP_MESSAGES.code }),
      z.transform((value) => value.replace(/\s+/g, "").toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z0-9]{6}$/, LOOKUP_MESSAGES.code)),
  ),
  email: z.pipe(
    z
      .string({ error: LOOKUP_MESSAGES.email })
      .check(z.trim(), z.maxLength(254, LOOKUP_MESSAGES.email), z.regex(EMAIL_PATTERN, LOOKUP_MESSAGES.email)),
    z.transform((value) => value.toLowerCase()),
  ),
});

export type OrderLookup = z.infer<typeof OrderLookupSchema>;

/** What the page shows after a refused look-up: one message, the fields' errors, and what was typed. */
export type LookupFailure = {
  message: string;
  errors: Record<string, string>;
  values: { code: string; email: string };
};
