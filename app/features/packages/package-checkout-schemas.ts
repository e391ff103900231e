import * as z from "zod/mini";
import { toIsoDate } from "#app/utils/birth-date.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";

// The package checkout's form (/paquetes/:slug/reservar): every traveller (names, document, birth date), the contact
// and the conditions. Field names are the form's dotted names ("travellers.0.firstName", "contact.email").

export const PACKAGE_CHECKOUT_MESSAGES = {
  firstName: "Ingresa los nombres (mín. 2 letras)",
  lastName: "Ingresa los apellidos (mín. 2 letras)",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos y guiones",
  documentType: "Selecciona el tipo de documento",
  dni: "El DNI debe tener 8 dígitos",
  otherDocument: "Ingresa de 6 a 12 letras o números",
  birthDate: "Ingresa la fecha de nacimiento como DD/MM/AAAA",
  gender: "Selecciona el sexo que figura en el documento",
  childAge: "La edad de este viajero el día de la salida no coincide con la habitación elegida",
  email: "El valor ingresado no tiene formato de email.",
  phoneCode: "Ingresa el código de país, por ejemplo 51",
  phone: "Ingresa un teléfono válido (de 6 a 12 dígitos)",
  terms: "Debes aceptar las condiciones del paquete para continuar",
} as const;

const M = PACKAGE_CHECKOUT_MESSAGES;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

const name = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(2, message), z.maxLength(50, message), z.regex(NAME_PATTERN, M.nameCharacters));

export const PackageTravellerSchema = z
  .strictObject({
    firstName: name(M.firstName),
    lastName: name(M.lastName),
    documentType: z.enum(["DNI", "CE", "PAS"], { error: M.documentType }),
    documentNumber: z
      .string({ error: M.otherDocument })
      .check(z.trim(), z.toUpperCase(), z.maxLength(12, M.otherDocument)),
    gender: z.enum(["F", "M"], { error: M.gender }),
    birthDate: z.string({ error: M.birthDate }).check(
      z.trim(),
      z.maxLength(10, M.birthDate),
      z.refine((value) => toIsoDate(value) !== null, M.birthDate),
    ),
  })
  .check(
    z.superRefine((traveller, ctx) => {
      const valid =
        traveller.documentType === "DNI"
          ? /^\d{8}$/.test(traveller.documentNumber)
          : /^[A-Z0-9]{6,12}$/.test(traveller.documentNumber);
      if (!valid) {
        ctx.addIssue({
          code: "custom",
          path: ["documentNumber"],
          message: traveller.documentType === "DNI" ? M.dni : M.otherDocument,
        });
      }
    }),
  );

export const PackageCheckoutSchema = z.strictObject({
  travellers: z.array(PackageTravellerSchema).check(z.minLength(1), z.maxLength(20)),
  contact: z.strictObject({
    firstName: name(M.firstName),
    lastName: name(M.lastName),
    email: z
      .string({ error: M.email })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, M.email), z.regex(EMAIL_PATTERN, M.email)),
    phoneCountryCode: z.string({ error: M.phoneCode }).check(z.trim(), z.regex(/^\+?\d{1,3}$/, M.phoneCode)),
    phoneNumber: z.string({ error: M.phone }).check(z.trim(), z.regex(/^\d{6,12}$/, M.phone)),
  }),
  terms: z.literal("on", { error: M.terms }),
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
});

export type PackageCheckoutForm = z.infer<typeof PackageCheckoutSchema>;

const TRAVELLER_FIELDS = ["firstName", "lastName", "documentType", "documentNumber", "gender", "birthDate"] as const;
const CONTACT_FIELDS = ["firstName", "lastName", "email", "phoneCountryCode", "phoneNumber"] as const;

/** The posted form as the schema's object, for `places` travellers (fields not posted stay absent). */
export function packageCheckoutValues(form: FormData, places: number): Record<string, unknown> {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  const pick = (prefix: string, fields: readonly string[]) =>
    Object.fromEntries(
      fields.flatMap((field) => {
        const value = text(`${prefix}.${field}`);
        return value === undefined ? [] : [[field, value]];
      }),
    );
  return {
    travellers: Array.from({ length: places }, (_, index) => pick(`travellers.${String(index)}`, TRAVELLER_FIELDS)),
    contact: pick("contact", CONTACT_FIELDS),
    ...(text("terms") === undefined ? {} : { terms: text("terms") }),
    idempotencyKey: text("idempotencyKey"),
  };
}

/** The values a visitor typed, by dotted name (re-shown with the errors when the form comes back). */
export function postedPackageValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "idempotencyKey" && key.length <= 40) values[key] = value.slice(0, 254);
  }
  return values;
}
