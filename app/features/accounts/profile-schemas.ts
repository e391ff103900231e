import * as z from "zod/mini";
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from "./accounts-config.ts";
import { AUTH_MESSAGES, newPassword, personName } from "./auth-schemas.ts";

export const PROFILE_MESSAGES = {
  documentType: "Selecciona el tipo de documento",
  documentNumber: "Ingresa tu número de documento",
  dni: "El DNI tiene 8 dígitos.",
  otherDocument: "Ingresa hasta 12 letras o números.",
  birthDate: "Ingresa una fecha válida (DD/MM/AAAA).",
  phone: "Ingresa un teléfono válido (hasta 15 caracteres).",
  gender: "Selecciona el género",
  currentPassword: "Ingresa tu contraseña actual",
  interests: "Elige intereses de la lista.",
} as const;

export const DOCUMENT_TYPES = ["DNI", "CE", "PAS"] as const;
export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  DNI: "DNI",
  CE: "Carné de extranjería",
  PAS: "Pasaporte",
};

/** Travel interests offered in preferences (ids stored, Spanish labels shown). */
export const TRAVEL_INTERESTS = {
  playa: "Playa y sol",
  aventura: "Aventura",
  cultura: "Cultura e historia",
  gastronomia: "Gastronomía",
  naturaleza: "Naturaleza",
  compras: "Compras",
  cruceros: "Cruceros",
  nieve: "Nieve",
  familia: "Viajes en familia",
  romance: "Lunas de miel",
} as const;
export type TravelInterest = keyof typeof TRAVEL_INTERESTS;

/** DD/MM/YYYY (SPEC 5.5) to ISO YYYY-MM-DD, or null when it is not a real date. */
export function parseDisplayDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Typing a date inserts the slashes (SPEC 5.5): "14021990" → "14/02/1990"; at most 10 characters. */
export function formatDateInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

export function displayDate(iso: string | null): string {
  if (!iso) return "";
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/** A birth date typed DD/MM/YYYY: a real, past date within 120 years; becomes ISO ("" when optional and empty). */
function birthDateField(optional: boolean) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(10, PROFILE_MESSAGES.birthDate)),
    z.transform((value, context) => {
      if (optional && value === "") return "";
      const iso = parseDisplayDate(value);
      const age = iso ? (Date.now() - Date.parse(iso)) / (365.25 * 86_400_000) : -1;
      if (!iso || age < 0 || age > 120) {
        context.issues.push({ code: "custom", message: PROFILE_MESSAGES.birthDate, input: value });
        return z.NEVER;
      }
      return iso;
    }),
  );
}

const phone = z
  .string()
  .check(z.trim(), z.maxLength(15, PROFILE_MESSAGES.phone), z.regex(/^(\+?[\d ()-]{6,15})?$/, PROFILE_MESSAGES.phone));

/** DNI: exactly 8 digits; CE and passport: up to 12 letters or digits (SPEC 5.5). */
function checkDocument(value: { documentType: string; documentNumber: string }, context: z.core.$RefinementCtx) {
  if (!value.documentType) {
    if (value.documentNumber) {
      context.addIssue({ code: "custom", path: ["documentType"], message: PROFILE_MESSAGES.documentType });
    }
    return;
  }
  const message = !value.documentNumber
    ? PROFILE_MESSAGES.documentNumber
    : value.documentType === "DNI"
      ? /^\d{8}$/.test(value.documentNumber)
        ? null
        : PROFILE_MESSAGES.dni
      : /^[A-Za-z0-9]{1,12}$/.test(value.documentNumber)
        ? null
        : PROFILE_MESSAGES.otherDocument;
  if (message) context.addIssue({ code: "custom", path: ["documentNumber"], message });
}

const names = {
  firstName: personName(AUTH_MESSAGES.firstName, 3),
  fatherLastname: personName(AUTH_MESSAGES.fatherLastname, 2),
  motherLastname: personName(AUTH_MESSAGES.motherLastname, 2),
};

/** datos-de-contacto: names with the sign-up rules; document, birth date and phone optional but valid. */
export const ContactDataSchema = z
  .strictObject({
    ...names,
    documentType: z.enum([...DOCUMENT_TYPES, ""], PROFILE_MESSAGES.documentType),
    documentNumber: z.string().check(z.trim(), z.maxLength(12, PROFILE_MESSAGES.otherDocument)),
    birthDate: birthDateField(true),
    phone,
  })
  .check(z.superRefine(checkDocument));
export type ContactData = z.infer<typeof ContactDataSchema>;

/** A frequent traveller: every field required. */
export const TravellerSchema = z
  .strictObject({
    ...names,
    documentType: z.enum(DOCUMENT_TYPES, PROFILE_MESSAGES.documentType),
    documentNumber: z.string().check(z.trim(), z.maxLength(12, PROFILE_MESSAGES.otherDocument)),
    birthDate: birthDateField(false),
    gender: z.enum(["F", "M"], PROFILE_MESSAGES.gender),
  })
  .check(z.superRefine(checkDocument));
export type Traveller = z.infer<typeof TravellerSchema>;

export const TravellerIdSchema = z.strictObject({ id: z.uuid("El pasajero no existe.") });

export const PreferencesSchema = z.strictObject({
  travelInterests: z
    .array(z.enum(Object.keys(TRAVEL_INTERESTS) as [TravelInterest, ...TravelInterest[]], PROFILE_MESSAGES.interests))
    .check(z.maxLength(Object.keys(TRAVEL_INTERESTS).length)),
  marketingConsent: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** cambiar contraseña: current, new (sign-up rules), repeated. */
export function makeChangePasswordSchema(policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY) {
  return z
    .strictObject({
      currentPassword: z.string().check(z.minLength(1, PROFILE_MESSAGES.currentPassword), z.maxLength(128)),
      newPassword: newPassword(policy),
      repeatPassword: z.string().check(z.maxLength(128)),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.repeatPassword !== value.newPassword) {
          context.addIssue({ code: "custom", path: ["repeatPassword"], message: AUTH_MESSAGES.repeatPassword });
        }
      }),
    );
}
export type ChangePassword = z.infer<ReturnType<typeof makeChangePasswordSchema>>;

/** Deleting the account asks for the password again (accounts created with Google have none). */
export const DeleteAccountSchema = z.strictObject({ password: z._default(z.string().check(z.maxLength(128)), "") });
