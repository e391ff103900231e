import * as z from "zod/mini";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { isCountryCode } from "#app/utils/countries.ts";
import { checkboxField, comprobanteFields, comprobanteIssues } from "#app/features/orders/order-checkout-contract.ts";
import { ageBand, ageOn } from "./insurance-rules.ts";
import { MAX_TRAVELLERS } from "./insurance-search-schemas.ts";

// The purchase form of /seguros/comprar (issue 20): the page checks it before posting, the route action and the API
// parse with it. Field names are the form's dotted names ("travellers.0.names").

export const PURCHASE_MESSAGES = {
  names: "Ingresa los nombres (mín. 3 letras)",
  surnames: "Ingresa los apellidos (mín. 2 letras)",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos y guiones",
  birthDate: "Ingresa una fecha de nacimiento válida",
  band: "La fecha de nacimiento no corresponde a la edad cotizada",
  nationality: "Selecciona la nacionalidad",
  documentType: "Selecciona el tipo de documento",
  dni: "El DNI debe tener 8 dígitos",
  otherDocument: "Ingresa de 6 a 12 letras o números",
  sex: "Selecciona el sexo",
  email: "El valor ingresado no tiene formato de email.",
  emailMismatch: "Los correos electrónicos no coinciden",
  phoneCode: "Ingresa el código de país, por ejemplo +51",
  phone: "Ingresa un teléfono válido (de 6 a 12 dígitos)",
  consent: "Debes aceptar el tratamiento de tus datos personales para continuar",
  paymentType: "Elige cómo quieres pagar",
  travellers: "Ingresa los datos de cada viajero",
} as const;

const M = PURCHASE_MESSAGES;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

const name = (message: string, min: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(50, message), z.regex(NAME_PATTERN, M.nameCharacters));

const checkbox = checkboxField;

const TravellerSchema = z
  .strictObject({
    names: name(M.names, 3),
    surnames: name(M.surnames, 2),
    birthDate: z.string({ error: M.birthDate }).check(z.trim(), z.maxLength(10, M.birthDate)),
    nationality: z.string({ error: M.nationality }).check(z.refine(isCountryCode, M.nationality)),
    documentType: z.enum(["DNI", "CE", "PAS"], { error: M.documentType }),
    documentNumber: z
      .string({ error: M.otherDocument })
      .check(z.trim(), z.toUpperCase(), z.maxLength(12, M.otherDocument)),
    sex: z.enum(["F", "M"], { error: M.sex }),
  })
  .check(
    z.superRefine((traveller, ctx) => {
      if (!isDateWithin(traveller.birthDate) || traveller.birthDate < "1900-01-01") {
        ctx.addIssue({ code: "custom", path: ["birthDate"], message: M.birthDate });
      }
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

export const PurchaseSchema = z
  .strictObject({
    travellers: z.array(TravellerSchema).check(z.minLength(1, M.travellers), z.maxLength(MAX_TRAVELLERS, M.travellers)),
    contact: z.strictObject({
      names: name(M.names, 3),
      surnames: name(M.surnames, 2),
      email: z
        .string({ error: M.email })
        .check(
          z.trim(),
          z.toLowerCase(),
          z.minLength(6, M.email),
          z.maxLength(50, M.email),
          z.regex(EMAIL_PATTERN, M.email),
        ),
      emailConfirmation: z.string({ error: M.emailMismatch }).check(z.trim(), z.toLowerCase()),
      phoneCode: z.pipe(
        z.string({ error: M.phoneCode }).check(z.trim(), z.regex(/^\+?[1-9]\d{0,2}$/, M.phoneCode)),
        z.transform((value) => `+${value.replace(/^\+/, "")}`),
      ),
      phone: z.pipe(
        z.pipe(
          z.string({ error: M.phone }).check(z.trim()),
          z.transform((value) => value.replace(/[\s-]/g, "")),
        ),
        z.string().check(z.regex(/^\d{6,12}$/, M.phone)),
      ),
    }),
    ...comprobanteFields,
    dataProcessingConsent: checkbox.check(z.refine((value) => value, M.consent)),
    marketingConsent: checkbox,
    paymentType: z.enum(["TARJETA", "CODIGO_PAGO"], { error: M.paymentType }),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.contact.email !== form.contact.emailConfirmation) {
        ctx.addIssue({ code: "custom", path: ["contact", "emailConfirmation"], message: M.emailMismatch });
      }
      for (const issue of comprobanteIssues(form)) ctx.addIssue({ code: "custom", ...issue });
    }),
  );

export type PurchaseInput = z.infer<typeof PurchaseSchema>;

/** Per traveller, the message when the birth date does not give the quoted age's band on the start date. */
export function bandMismatches(birthDates: string[], quotedAges: number[], startDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  birthDates.forEach((birthDate, index) => {
    const quoted = quotedAges[index];
    if (!isDateWithin(birthDate) || quoted === undefined || birthDate > startDate) return;
    const band = ageBand(ageOn(birthDate, startDate));
    if (band === null || band !== ageBand(quoted)) errors[`travellers.${String(index)}.birthDate`] = M.band;
  });
  return errors;
}

const FORBIDDEN_KEYS = new Set(["constructor", "prototype"]);

/** The posted birth dates, whatever else is wrong with the form (so a band mismatch shows with the other errors). */
export function postedBirthDates(values: Record<string, unknown>): string[] {
  const travellers = Array.isArray(values.travellers) ? (values.travellers as unknown[]) : [];
  return travellers.map((traveller) => {
    const birthDate = (traveller as Record<string, unknown> | null)?.birthDate;
    return typeof birthDate === "string" ? birthDate : "";
  });
}

/** The form's dotted fields as the schema's nested object ("travellers.0.names" -> travellers[0].names). */
export function purchaseValues(form: FormData | Record<string, string>): Record<string, unknown> {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    const path = key.split(".");
    const [head] = path;
    // Only plain field names and small indexes: never "__proto__", "constructor" or a huge sparse index.
    if (path.length > 3 || !path.every((part) => /^(?:\d|[a-zA-Z]{2,30})$/.test(part) && !FORBIDDEN_KEYS.has(part)))
      continue;
    if (
      !head ||
      ![
        "travellers",
        "contact",
        "invoice",
        "wantsInvoice",
        "dataProcessingConsent",
        "marketingConsent",
        "paymentType",
      ].includes(head)
    ) {
      continue;
    }
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1] ?? "") ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  if (Array.isArray(root.travellers)) root.travellers = (root.travellers as unknown[]).filter(Boolean);
  return root;
}
