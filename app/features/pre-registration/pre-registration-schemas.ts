import * as z from "zod/mini";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { BIRTH_DATE_PATTERN, isValidPastBirthDate } from "#app/utils/birth-date.ts";
import { DNI_PATTERN, DOCUMENT_TYPES, isDocumentType, OTHER_DOCUMENT_PATTERN } from "#app/utils/identity-documents.ts";

// One contract for the /tusdatos form: the page validates with it, the API validates the multipart form with it.

export const MAX_PASSENGERS = 20;
export const PHONE_MAX_LENGTH = 15;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;
export const OTHER_MEDIUM_MAX_LENGTH = 100;

/** SPEC 3: medium values 1 to 6. */
export const MEDIUM_OPTIONS = [
  { id: "1", label: "Correo electrónico" },
  { id: "2", label: "Facebook" },
  { id: "3", label: "Instagram" },
  { id: "4", label: "Pantallas en tienda" },
  { id: "5", label: "Televisión" },
  { id: "6", label: "Otro" },
] as const;
export const OTHER_MEDIUM_ID = "6";
const MEDIUM_IDS = ["1", "2", "3", "4", "5", "6"] as const;

/** Gender is optional ("" = not given); the codes are those of the multipart Genero field. */
export const GENDER_OPTIONS = [
  { id: "1", label: "Masculino" },
  { id: "2", label: "Femenino" },
] as const;

export const MESSAGES = {
  docType: "Selecciona el tipo de documento",
  docNumberRequired: "Ingresa el número de documento",
  dni: "El DNI debe tener 8 dígitos",
  otherDocument: "Ingresa hasta 12 letras o números",
  firstName: "Ingresa tu(s) nombre(s)",
  lastName: "Ingresa tu apellido paterno",
  mLastName: "Ingresa tu apellido materno",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos, comas, guiones y puntos",
  nameTooLong: `Debe tener max. ${NAME_MAX_LENGTH} caracteres`,
  birthDateRequired: "Ingresa tu fecha de nacimiento",
  birthDateFormat: "Usa el formato DD/MM/AAAA",
  birthDateInvalid: "Ingresa una fecha de nacimiento válida",
  emailRequired: "Ingresa tu email",
  emailFormat: "El valor ingresado no tiene formato de email.",
  emailTooLong: `Debe tener max. ${EMAIL_MAX_LENGTH} caracteres`,
  phoneRequired: "Ingresa tu teléfono",
  phoneTooLong: `Debe tener max. ${PHONE_MAX_LENGTH} caracteres`,
  phoneFormat: "Ingresa un teléfono válido",
  gender: "Selecciona un género válido",
  duplicateDocument: "Este documento ya fue ingresado para otro pasajero",
  passengersMin: "Registra al menos un pasajero",
  passengersMax: `Puedes registrar hasta ${MAX_PASSENGERS} pasajeros`,
  store: "Selecciona una tienda",
  medium: "Selecciona cómo te enteraste del evento",
  otherMedium: "Cuéntanos cómo te enteraste del evento",
  otherMediumTooLong: `Debe tener max. ${OTHER_MEDIUM_MAX_LENGTH} caracteres`,
  privacyPolicy: "Debes aceptar las Políticas de Privacidad",
  dataPolicy: "Debes aceptar el tratamiento de tus datos personales.",
} as const;

/** Letters (with accents), space, apostrophe, comma, hyphen and period (SPEC 5.5). */
const NAME_PATTERN = /^[\p{L}\p{M} '’,.-]+$/u;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,}$/;

const requiredText = (required: string) => z.string({ error: required }).check(z.trim(), z.minLength(1, required));

const nameField = (required: string) =>
  requiredText(required).check(
    z.maxLength(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
    z.regex(NAME_PATTERN, MESSAGES.nameCharacters),
  );

export const PassengerSchema = z.pipe(
  z
    .strictObject({
      docType: z.enum(DOCUMENT_TYPES, { error: MESSAGES.docType }),
      docNumber: requiredText(MESSAGES.docNumberRequired),
      firstName: nameField(MESSAGES.firstName),
      lastName: nameField(MESSAGES.lastName),
      mLastName: nameField(MESSAGES.mLastName),
      birthDate: requiredText(MESSAGES.birthDateRequired).check(
        z.regex(BIRTH_DATE_PATTERN, MESSAGES.birthDateFormat),
        z.refine((value) => isValidPastBirthDate(value), MESSAGES.birthDateInvalid),
      ),
      gender: z._default(z.enum(["", "1", "2"], { error: MESSAGES.gender }), ""),
      email: requiredText(MESSAGES.emailRequired).check(
        z.maxLength(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong),
        z.regex(EMAIL_PATTERN, MESSAGES.emailFormat),
      ),
      phone: requiredText(MESSAGES.phoneRequired).check(
        z.maxLength(PHONE_MAX_LENGTH, MESSAGES.phoneTooLong),
        z.regex(PHONE_PATTERN, MESSAGES.phoneFormat),
      ),
    })
    // Runs with the other fields' issues too, so an invalid submit shows every error at once.
    .check(
      z.superRefine((passenger, ctx) => {
        const number = typeof passenger.docNumber === "string" ? passenger.docNumber.trim() : "";
        if (!number || !isDocumentType(passenger.docType)) return;
        if (passenger.docType === "DNI" && !DNI_PATTERN.test(number)) {
          ctx.addIssue({ code: "custom", path: ["docNumber"], message: MESSAGES.dni });
        } else if (passenger.docType !== "DNI" && !OTHER_DOCUMENT_PATTERN.test(number)) {
          ctx.addIssue({ code: "custom", path: ["docNumber"], message: MESSAGES.otherDocument });
        }
      }),
    ),
  // CE and passport numbers are compared and stored in capitals (the input also shows them so).
  z.transform((passenger) => ({ ...passenger, docNumber: passenger.docNumber.toUpperCase() })),
);

export type Passenger = z.infer<typeof PassengerSchema>;
export type PassengerInput = z.input<typeof PassengerSchema>;

export const PreRegistrationFormSchema = z.pipe(
  z
    .strictObject({
      passengers: z
        .array(PassengerSchema, { error: MESSAGES.passengersMin })
        .check(z.minLength(1, MESSAGES.passengersMin), z.maxLength(MAX_PASSENGERS, MESSAGES.passengersMax)),
      store: z.string({ error: MESSAGES.store }).check(z.regex(/^\d{1,4}$/, MESSAGES.store)),
      medium: z.enum(MEDIUM_IDS, { error: MESSAGES.medium }),
      otherMedium: z._default(
        z.string().check(z.trim(), z.maxLength(OTHER_MEDIUM_MAX_LENGTH, MESSAGES.otherMediumTooLong)),
        "",
      ),
      privacyPolicy: z.literal(true, { error: MESSAGES.privacyPolicy }),
      dataPolicy: z.literal(true, { error: MESSAGES.dataPolicy }),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.medium === OTHER_MEDIUM_ID && typeof form.otherMedium === "string" && !form.otherMedium.trim()) {
          ctx.addIssue({ code: "custom", path: ["otherMedium"], message: MESSAGES.otherMedium });
        }
        if (!Array.isArray(form.passengers)) return;
        const seen = new Set<string>();
        form.passengers.forEach((passenger: Partial<Passenger> | undefined, index) => {
          const number = typeof passenger?.docNumber === "string" ? passenger.docNumber.trim().toUpperCase() : "";
          if (!number || !passenger?.docType) return;
          const key = `${passenger.docType}:${number}`;
          if (seen.has(key)) {
            ctx.addIssue({
              code: "custom",
              path: ["passengers", index, "docNumber"],
              message: MESSAGES.duplicateDocument,
            });
          }
          seen.add(key);
        });
      }),
    ),
  // "Otro" is the only medium with a free text; any other keeps it empty.
  z.transform((form) => ({ ...form, otherMedium: form.medium === OTHER_MEDIUM_ID ? form.otherMedium : "" })),
);

export type PreRegistrationForm = z.infer<typeof PreRegistrationFormSchema>;
export type PreRegistrationFormInput = z.input<typeof PreRegistrationFormSchema>;

/** SPEC 7 document search payload; the look-up needs a valid type and number (SPEC 4). */
export const DocumentSearchSchema = z
  .strictObject({
    TipoDocumento: z.enum(DOCUMENT_TYPES, { error: MESSAGES.docType }),
    NumDocumento: requiredText(MESSAGES.docNumberRequired).check(z.maxLength(12, MESSAGES.otherDocument)),
  })
  .check(
    z.superRefine((search, ctx) => {
      if (!isDocumentType(search.TipoDocumento) || typeof search.NumDocumento !== "string") return;
      const number = search.NumDocumento.trim();
      const pattern = search.TipoDocumento === "DNI" ? DNI_PATTERN : OTHER_DOCUMENT_PATTERN;
      if (number && !pattern.test(number)) {
        ctx.addIssue({
          code: "custom",
          path: ["NumDocumento"],
          message: search.TipoDocumento === "DNI" ? MESSAGES.dni : MESSAGES.otherDocument,
        });
      }
    }),
  );

export type DocumentSearch = z.infer<typeof DocumentSearchSchema>;

/** What the look-up answers: names and birth date only, never e-mail or phone (Ley 29733; decision 007). */
export type DocumentSearchResult = {
  resultados: Array<{ Nombres: string; ApePaterno: string; ApeMaterno: string; FechaNacimiento: string }>;
};

/** Field errors by dotted path ("passengers.0.firstName"), the first message of each. */
export function issuesByPath(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}
