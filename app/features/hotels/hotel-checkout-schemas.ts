import * as z from "zod/mini";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { comprobanteFields, comprobanteIssues } from "#app/features/orders/order-checkout-contract.ts";

// The hotel checkout's form (/hoteles/:slug/reservar): one lead guest per room, the contact, the IGV question, the
// comprobante (the order core's shared fields) and the conditions. Field names are the form's dotted names ("guests.0.firstName", "contact.email").

export const HOTEL_CHECKOUT_MESSAGES = {
  firstName: "Ingresa los nombres (mín. 2 letras)",
  lastName: "Ingresa los apellidos (mín. 2 letras)",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos y guiones",
  documentType: "Selecciona el tipo de documento",
  dni: "El DNI debe tener 8 dígitos",
  otherDocument: "Ingresa de 6 a 12 letras o números",
  email: "El valor ingresado no tiene formato de email.",
  phoneCode: "Ingresa el código de país, por ejemplo 51",
  phone: "Ingresa un teléfono válido (de 6 a 12 dígitos)",
  igv: "Indica si resides en el Perú o eres turista extranjero",
  passport: "Para no pagar IGV, el titular de la primera habitación debe registrarse con su pasaporte",
  terms: "Debes aceptar las condiciones de la reserva para continuar",
  guests: "Ingresa un titular por habitación",
} as const;

const M = HOTEL_CHECKOUT_MESSAGES;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

const name = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(2, message), z.maxLength(50, message), z.regex(NAME_PATTERN, M.nameCharacters));

export const LeadGuestSchema = z
  .strictObject({
    firstName: name(M.firstName),
    lastName: name(M.lastName),
    documentType: z.enum(["DNI", "CE", "PAS"], { error: M.documentType }),
    documentNumber: z
      .string({ error: M.otherDocument })
      .check(z.trim(), z.toUpperCase(), z.maxLength(12, M.otherDocument)),
  })
  .check(
    z.superRefine((guest, ctx) => {
      const valid =
        guest.documentType === "DNI"
          ? /^\d{8}$/.test(guest.documentNumber)
          : /^[A-Z0-9]{6,12}$/.test(guest.documentNumber);
      if (!valid) {
        ctx.addIssue({
          code: "custom",
          path: ["documentNumber"],
          message: guest.documentType === "DNI" ? M.dni : M.otherDocument,
        });
      }
    }),
  );

export const HotelCheckoutSchema = z
  .strictObject({
    guests: z.array(LeadGuestSchema).check(z.minLength(1, M.guests), z.maxLength(4, M.guests)),
    contact: z.strictObject({
      firstName: name(M.firstName),
      lastName: name(M.lastName),
      email: z
        .string({ error: M.email })
        .check(z.trim(), z.toLowerCase(), z.maxLength(254, M.email), z.regex(EMAIL_PATTERN, M.email)),
      phoneCountryCode: z.string({ error: M.phoneCode }).check(z.trim(), z.regex(/^\+?\d{1,3}$/, M.phoneCode)),
      phoneNumber: z.string({ error: M.phone }).check(z.trim(), z.regex(/^\d{6,12}$/, M.phone)),
    }),
    igv: z.enum(["residente", "turista"], { error: M.igv }),
    ...comprobanteFields,
    terms: z.literal("on", { error: M.terms }),
    idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
    /** The total accepted over the filled form when the price moved (the server compares the re-price with it). */
    acceptedTotalMinor: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        // Runs beside the fields' own issues (one submit shows every message), so the value may be partial.
        const raw = form as Partial<typeof form>;
        if (raw.igv === "turista" && raw.guests?.[0]?.documentType !== "PAS") {
          ctx.addIssue({ code: "custom", path: ["guests", 0, "documentType"], message: M.passport });
        }
        for (const issue of comprobanteIssues(raw)) ctx.addIssue({ code: "custom", ...issue });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );

export type HotelCheckoutForm = z.infer<typeof HotelCheckoutSchema>;

/** Posted form data as the schema's nested object ("guests.0.firstName" -> { guests: [{ firstName }] }). */
export function nestedFormValues(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" || key.length > 40 || !/^[A-Za-z]+(\.[A-Za-z0-9]+)*$/.test(key)) continue;
    const parts = key.split(".");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const slot = /^\d$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= /^\d$/.test(parts[index + 1] ?? "") ? [] : {};
      node = container[slot] as Record<string, unknown>;
    });
  }
  return root;
}

/** The values a visitor typed, by dotted name (re-shown with the errors when the form comes back). */
export function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "idempotencyKey" && key.length <= 40) values[key] = value.slice(0, 254);
  }
  return values;
}
