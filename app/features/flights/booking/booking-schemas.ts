import * as z from "zod/mini";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import {
  checkboxField,
  comprobanteFields,
  comprobanteIssues,
  comprobanteOf,
} from "#app/features/orders/order-checkout-contract.ts";
import type { PassengerType } from "#app/features/flights/flight-offer-types.ts";
import type { ContactInput, ConsentsInput, InvoiceInput, PassengerInput } from "./booking-contract.ts";
import { isCountryCode } from "#app/utils/countries.ts";

// The checkout's forms (issue 18). One schema per step, used by the page before sending, by the route action and
// by any API: they produce the contract's input types (booking-contract.ts).

export const NAME_MAX = 50;
export const BOOKING_MESSAGES = {
  documentType: "Selecciona el tipo de documento",
  documentRequired: "Ingresa el número de documento",
  dni: "El DNI debe tener 8 dígitos",
  otherDocument: "Ingresa de 7 a 12 letras o números",
  firstName: "Ingresa el nombre",
  lastName: "Ingresa el apellido",
  nameCharacters: "Solo se permiten letras, espacios, apóstrofos y guiones",
  nameTooLong: `Debe tener máx. ${String(NAME_MAX)} caracteres`,
  birthDate: "Ingresa una fecha de nacimiento válida",
  adultAge: "El adulto debe tener 12 años o más en la fecha del último vuelo",
  childAge: "El menor debe tener de 2 a 11 años en la fecha del último vuelo",
  infantAge: "El infante debe tener menos de 2 años en la fecha del último vuelo",
  nationality: "Selecciona la nacionalidad",
  gender: "Selecciona el género",
  phoneCountryCode: "Ingresa el código de país, por ejemplo 51",
  phoneNumber: "Ingresa un teléfono válido (de 6 a 12 dígitos)",
  email: "El valor ingresado no tiene formato de email.",
  emailRequired: "Ingresa tu correo electrónico",
  emailMismatch: "Los correos electrónicos no coinciden",
  consent: "Debes aceptar el tratamiento de tus datos personales para continuar",
  fareFamily: "Selecciona una tarifa",
} as const;

const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
const DNI_PATTERN = /^\d{8}$/;
const OTHER_DOCUMENT_PATTERN = /^[A-Z0-9]{7,12}$/;

const checkbox = checkboxField;

const personName = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(NAME_MAX, BOOKING_MESSAGES.nameTooLong),
      z.regex(NAME_PATTERN, BOOKING_MESSAGES.nameCharacters),
    );

/** Whole years from `birthDate` to `onDate` (both yyyy-mm-dd). */
export function ageOn(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Null when the birth date fits the type on the last flight's date, else the message. */
export function birthDateError(type: PassengerType, birthDate: string, lastFlightDate: string, today: string) {
  if (!isDateWithin(birthDate) || birthDate > today || birthDate < "1900-01-01") return BOOKING_MESSAGES.birthDate;
  const age = ageOn(birthDate, lastFlightDate);
  if (type === "ADT") return age >= 12 ? null : BOOKING_MESSAGES.adultAge;
  if (type === "CHD") return age >= 2 && age <= 11 ? null : BOOKING_MESSAGES.childAge;
  return age < 2 ? null : BOOKING_MESSAGES.infantAge;
}

export const DOCUMENT_TYPES = ["DNI", "CE", "PASAPORTE"] as const;
export const DOCUMENT_OPTIONS = [
  { id: "DNI", label: "DNI" },
  { id: "CE", label: "C. EXTRANJERIA" },
  { id: "PASAPORTE", label: "PASAPORTE" },
] as const;

const PassengerSchema = z.strictObject({
  type: z.enum(["ADT", "CHD", "INF"]),
  documentType: z.enum(DOCUMENT_TYPES, { error: BOOKING_MESSAGES.documentType }),
  documentNumber: z
    .string({ error: BOOKING_MESSAGES.documentRequired })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, BOOKING_MESSAGES.documentRequired),
      z.maxLength(12, BOOKING_MESSAGES.otherDocument),
    ),
  firstName: personName(BOOKING_MESSAGES.firstName),
  lastName: personName(BOOKING_MESSAGES.lastName),
  birthDate: z.string({ error: BOOKING_MESSAGES.birthDate }).check(z.trim()),
  nationality: z
    .string({ error: BOOKING_MESSAGES.nationality })
    .check(z.refine((value) => isCountryCode(value), BOOKING_MESSAGES.nationality)),
  gender: z.enum(["F", "M"], { error: BOOKING_MESSAGES.gender }),
  save: checkbox,
});

const ContactSchema = z.strictObject({
  firstName: personName(BOOKING_MESSAGES.firstName),
  lastName: personName(BOOKING_MESSAGES.lastName),
  phoneCountryCode: z.pipe(
    z.pipe(
      z.string({ error: BOOKING_MESSAGES.phoneCountryCode }).check(z.trim()),
      z.transform((value) => value.replace(/^\+/, "")),
    ),
    z.string().check(z.regex(/^[1-9]\d{0,2}$/, BOOKING_MESSAGES.phoneCountryCode)),
  ),
  phoneNumber: z.pipe(
    z.pipe(
      z.string({ error: BOOKING_MESSAGES.phoneNumber }).check(z.trim()),
      z.transform((value) => value.replace(/[\s-]/g, "")),
    ),
    z.string().check(z.regex(/^\d{6,12}$/, BOOKING_MESSAGES.phoneNumber)),
  ),
  email: z
    .string({ error: BOOKING_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, BOOKING_MESSAGES.emailRequired),
      z.maxLength(100, BOOKING_MESSAGES.email),
      z.regex(EMAIL_PATTERN, BOOKING_MESSAGES.email),
    ),
  emailConfirmation: z.string({ error: BOOKING_MESSAGES.emailMismatch }).check(z.trim(), z.toLowerCase()),
});

const runEvenWithOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

export type PassengersContext = {
  /** Travellers per type, in card order: adults, then children, then infants. */
  counts: { ADT: number; CHD: number; INF: number };
  /** The last flight's local departure date (yyyy-mm-dd): ages are checked on it. */
  lastFlightDate: string;
  /** Today in Lima: nobody is born in the future. */
  today: string;
};

/** The passenger types of the cards, in order ('Adulto 1', 'Adulto 2', 'Menor 1', 'Infante 1'). */
export function passengerTypes(counts: PassengersContext["counts"]): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.ADT).fill("ADT"),
    ...Array<PassengerType>(counts.CHD).fill("CHD"),
    ...Array<PassengerType>(counts.INF).fill("INF"),
  ];
}

/** The 'Pasajeros' step: travellers, contact, optional factura, consents, the idempotency key. */
export function makePassengersSchema(context: PassengersContext) {
  const types = passengerTypes(context.counts);
  const fields = z
    .strictObject({
      passengers: z.array(PassengerSchema).check(z.length(types.length)),
      contact: ContactSchema,
      ...comprobanteFields,
      dataProcessing: checkbox,
      marketing: checkbox,
      idempotencyKey: z
        .string()
        .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, "Vuelve a cargar la página e inténtalo de nuevo.")),
      replaceBookingCode: z.union([
        z.optional(z.string().check(z.regex(/^[A-Z0-9]{6}$/))),
        z.pipe(
          z.literal(""),
          z.transform(() => undefined),
        ),
      ]),
    })
    .check(
      z.superRefine((value, ctx) => {
        // Runs beside the fields' own issues (one submit shows every message), so the value may be partial.
        const raw = value as unknown as Record<string, unknown>;
        const passengers: unknown[] = Array.isArray(raw.passengers) ? raw.passengers : [];
        passengers.forEach((raw, index) => {
          const passenger = (raw ?? {}) as Partial<Record<string, string>>;
          const type = types[index];
          if (!type || passenger.type !== type) {
            ctx.addIssue({ code: "custom", path: ["passengers", index, "type"], message: "Pasajero no válido" });
            return;
          }
          const number = passenger.documentNumber ?? "";
          const dni = passenger.documentType === "DNI";
          if (number && !(dni ? DNI_PATTERN : OTHER_DOCUMENT_PATTERN).test(number)) {
            ctx.addIssue({
              code: "custom",
              path: ["passengers", index, "documentNumber"],
              message: dni ? BOOKING_MESSAGES.dni : BOOKING_MESSAGES.otherDocument,
            });
          }
          const birth = birthDateError(type, passenger.birthDate ?? "", context.lastFlightDate, context.today);
          if (birth) ctx.addIssue({ code: "custom", path: ["passengers", index, "birthDate"], message: birth });
        });
        const contact = (raw.contact ?? {}) as Partial<Record<string, string>>;
        if (contact.email && contact.emailConfirmation !== contact.email) {
          ctx.addIssue({
            code: "custom",
            path: ["contact", "emailConfirmation"],
            message: BOOKING_MESSAGES.emailMismatch,
          });
        }
        if (raw.dataProcessing !== true) {
          ctx.addIssue({ code: "custom", path: ["dataProcessing"], message: BOOKING_MESSAGES.consent });
        }
        for (const issue of comprobanteIssues(raw)) ctx.addIssue({ code: "custom", ...issue });
      }, runEvenWithOtherIssues),
    );
  return z.pipe(
    fields,
    z.transform((value) => ({
      passengers: value.passengers.map(({ save: _save, ...passenger }): PassengerInput => ({
        ...passenger,
        documentNumber: passenger.documentNumber,
      })),
      contact: {
        firstName: value.contact.firstName,
        lastName: value.contact.lastName,
        phoneCountryCode: value.contact.phoneCountryCode,
        phoneNumber: value.contact.phoneNumber,
        email: value.contact.email,
      } satisfies ContactInput,
      invoice: comprobanteOf(value) satisfies InvoiceInput | null,
      consents: { dataProcessing: true as const, marketing: value.marketing } satisfies ConsentsInput,
      idempotencyKey: value.idempotencyKey,
      replaceBookingCode: value.replaceBookingCode ?? null,
      saveTravellers: value.passengers.flatMap((passenger, index) => (passenger.save ? [index] : [])),
    })),
  );
}

export type PassengersForm = z.output<ReturnType<typeof makePassengersSchema>>;

/** 'Beneficios': keep going with or without the travel assistance. */
export const BenefitsSchema = z.strictObject({ withAssistance: checkbox });

/** 'Ampliar beneficios': another fare family of the same offer. */
export const FareFamilyChoiceSchema = z.strictObject({
  fareFamilyCode: z
    .string({ error: BOOKING_MESSAGES.fareFamily })
    .check(z.regex(/^[A-Z0-9]{2}-[A-Z]{2,12}$/, BOOKING_MESSAGES.fareFamily)),
});
