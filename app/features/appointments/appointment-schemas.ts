import * as z from "zod/mini";
import { calendarDate } from "#app/utils/date-rules.ts";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { DNI_PATTERN, OTHER_DOCUMENT_PATTERN } from "#app/utils/identity-documents.ts";
import { normalizeCode, REASONS } from "./appointment-rules.ts";

// One contract per form of /agenda-tu-cita and /tuscitas: the page checks with it before sending, the action again.

/** The longest comment for the adviser; the field, the server check and the pre-filled text all keep to it. */
export const COMMENT_MAX = 300;

export const APPOINTMENT_MESSAGES = {
  location: "Elige una tienda o el asesor virtual",
  reason: "Elige el motivo de tu cita",
  date: "Elige un día",
  time: "Elige un horario",
  firstName: "Ingresa tu nombre",
  lastName: "Ingresa tus apellidos",
  name: "Solo se permiten letras, espacios, apóstrofos y guiones",
  docType: "Elige el tipo de documento",
  dni: "El DNI tiene 8 dígitos",
  otherDocument: "Ingresa de 1 a 12 letras o números",
  email: "Ingresa un correo electrónico válido",
  phone: "Ingresa un teléfono válido (de 6 a 15 dígitos)",
  comment: `Escribe hasta ${String(COMMENT_MAX)} caracteres`,
  code: "Ingresa el código de tu cita, por ejemplo CT-7K3M9Q",
  notFound: "No encontramos una cita con ese código y correo electrónico. Revisa los datos e inténtalo de nuevo.",
  tooMany: "Hiciste demasiadas consultas. Espera unos minutos e inténtalo de nuevo.",
  slotTaken: "Ese horario se acaba de ocupar. Elige otro, por favor.",
  slotUnavailable: "Ese horario ya no está disponible. Elige otro, por favor.",
} as const;

const NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}$/;

const trimmed = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

const personName = (message: string, max: number) =>
  trimmed(message, max).check(z.regex(NAME_PATTERN, APPOINTMENT_MESSAGES.name));

export const emailField = z.pipe(
  trimmed(APPOINTMENT_MESSAGES.email, 100).check(z.regex(EMAIL_PATTERN, APPOINTMENT_MESSAGES.email)),
  z.transform((value) => value.toLowerCase()),
);

export const isoDateField = calendarDate({ message: APPOINTMENT_MESSAGES.date });

export const timeField = z
  .string({ error: APPOINTMENT_MESSAGES.time })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, APPOINTMENT_MESSAGES.time));

export const locationField = z
  .string({ error: APPOINTMENT_MESSAGES.location })
  .check(z.regex(/^(virtual|tienda-\d{1,6})$/, APPOINTMENT_MESSAGES.location));

export const reasonField = z.enum(REASONS, { error: APPOINTMENT_MESSAGES.reason });

/** An optional note for the adviser: control characters become spaces, blank is "". */
export const commentField = z.pipe(
  z.pipe(
    z.optional(z.string({ error: APPOINTMENT_MESSAGES.comment })),
    // eslint-disable-next-line no-control-regex -- the point is to remove them
    z.transform((value) => (value ?? "").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ").trim()),
  ),
  z.string().check(z.maxLength(COMMENT_MAX, APPOINTMENT_MESSAGES.comment)),
);

/** Step 1 of /agenda-tu-cita (a GET form): where, why and which day. */
export const SlotQuerySchema = z.strictObject({
  location: locationField,
  reason: reasonField,
  date: isoDateField,
});

/** Step 2: the slot and the customer. */
export const AppointmentBookingSchema = z
  .strictObject({
    location: locationField,
    reason: reasonField,
    date: isoDateField,
    time: timeField,
    firstName: personName(APPOINTMENT_MESSAGES.firstName, 50),
    lastName: personName(APPOINTMENT_MESSAGES.lastName, 80),
    docType: z.enum(["DNI", "CE", "PAS"], { error: APPOINTMENT_MESSAGES.docType }),
    docNumber: z.pipe(
      z.string({ error: APPOINTMENT_MESSAGES.otherDocument }),
      z.transform((value) => value.replace(/\s+/g, "").toUpperCase()),
    ),
    email: emailField,
    phone: trimmed(APPOINTMENT_MESSAGES.phone, 18).check(z.regex(PHONE_PATTERN, APPOINTMENT_MESSAGES.phone)),
    comment: commentField,
  })
  .check(
    z.superRefine((form, context) => {
      const pattern = form.docType === "DNI" ? DNI_PATTERN : OTHER_DOCUMENT_PATTERN;
      if (!pattern.test(form.docNumber)) {
        const message = form.docType === "DNI" ? APPOINTMENT_MESSAGES.dni : APPOINTMENT_MESSAGES.otherDocument;
        context.issues.push({ code: "custom", path: ["docNumber"], message, input: form.docNumber });
      }
    }),
  );

export type AppointmentBooking = z.infer<typeof AppointmentBookingSchema>;

export const codeField = z.pipe(
  z.string({ error: APPOINTMENT_MESSAGES.code }).check(z.maxLength(20, APPOINTMENT_MESSAGES.code)),
  z.pipe(z.transform(normalizeCode), z.string().check(z.regex(/^CT-[2-9A-Z]{6}$/, APPOINTMENT_MESSAGES.code))),
);

/** /tuscitas: an appointment by its code and the e-mail it was booked with. */
export const AppointmentLookupSchema = z.strictObject({ code: codeField, email: emailField });

/** /tuscitas: a new day and time at the same place. */
export const RescheduleSchema = z.strictObject({ date: isoDateField, time: timeField });
