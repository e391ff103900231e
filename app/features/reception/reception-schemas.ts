import * as z from "zod/mini";
import { EMAIL_PATTERN } from "#app/utils/text-rules.ts";
import { normalizeCode, REASONS, RECEPTION_PIN_LENGTH } from "#app/features/appointments/index.ts";

export const RECEPTION_MESSAGES = {
  code: "Ingresa el código de tu cita o de tu pre-registro",
  reason: "Elige el motivo de tu visita",
  firstName: "Escribe solo tu nombre (letras y espacios)",
  email: "Ingresa un correo electrónico válido o déjalo en blanco",
  store: "Elige la tienda",
  pin: `Ingresa el PIN del personal (de ${String(RECEPTION_PIN_LENGTH.min)} a ${String(RECEPTION_PIN_LENGTH.max)} dígitos)`,
  desk: "Elige el módulo",
} as const;

export const APPOINTMENT_CODE = /^CT-[2-9A-Z]{6}$/;
const ANY_CODE = /^[A-Z0-9]{2,4}-[A-Z0-9]{4,6}(-[A-Z0-9]{4})?$/;

/** The kiosk's two ways in: a code (appointment or /tusdatos pre-registration), or a walk-in turn by reason. */
export const CheckInSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("codigo"),
    code: z.pipe(
      z.string({ error: RECEPTION_MESSAGES.code }).check(z.maxLength(30, RECEPTION_MESSAGES.code)),
      z.pipe(z.transform(normalizeCode), z.string().check(z.regex(ANY_CODE, RECEPTION_MESSAGES.code))),
    ),
  }),
  z.strictObject({
    kind: z.literal("sin-cita"),
    reason: z.enum(REASONS, { error: RECEPTION_MESSAGES.reason }),
    firstName: z
      .string({ error: RECEPTION_MESSAGES.firstName })
      .check(
        z.trim(),
        z.maxLength(50, RECEPTION_MESSAGES.firstName),
        z.regex(/^[\p{L}\p{M} '’.-]*$/u, RECEPTION_MESSAGES.firstName),
      ),
    email: z.pipe(
      z.string({ error: RECEPTION_MESSAGES.email }).check(
        z.trim(),
        z.maxLength(100, RECEPTION_MESSAGES.email),
        z.refine((value) => value === "" || EMAIL_PATTERN.test(value), RECEPTION_MESSAGES.email),
      ),
      z.transform((value) => value.toLowerCase()),
    ),
  }),
]);

export type CheckIn = z.infer<typeof CheckInSchema>;

const PIN_PATTERN = new RegExp(`^\\d{${String(RECEPTION_PIN_LENGTH.min)},${String(RECEPTION_PIN_LENGTH.max)}}$`);

/** What a tablet says when its store has no PIN: nothing meant for the system administrator. */
export const NOT_CONFIGURED_MESSAGE = "Acércate a recepción.";

/** A staff member opens the kiosk or the call page for a store with the PIN. */
export const StaffSignInSchema = z.strictObject({
  store: z.pipe(
    z.string({ error: RECEPTION_MESSAGES.store }).check(z.regex(/^\d{1,6}$/, RECEPTION_MESSAGES.store)),
    z.transform(Number),
  ),
  pin: z.string({ error: RECEPTION_MESSAGES.pin }).check(z.regex(PIN_PATTERN, RECEPTION_MESSAGES.pin)),
});

export const DeskSchema = z.pipe(
  z.string({ error: RECEPTION_MESSAGES.desk }).check(z.regex(/^([1-9]|1\d|20)$/, RECEPTION_MESSAGES.desk)),
  z.transform(Number),
);
