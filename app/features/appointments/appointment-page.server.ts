/** The server side of /agenda-tu-cita's own scheduling: the choices, the slots of the chosen day and the booking post. */
import { randomUUID } from "node:crypto";
import { getDb } from "#db";
import { IdempotencyKeySchema } from "#server/idempotency.ts";
import { isAppError } from "#server/errors.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { findPackages } from "#app/features/packages/index.server.ts";
import { formatTime } from "./appointment-format.ts";
import { grantCookie } from "./appointment-access.server.ts";
import { packageComment, readPackageRequest } from "./appointment-prefill.ts";
import { listLocations } from "./appointment-queries.server.ts";
import { REASONS, REASON_LABELS, type DayAnswer } from "./appointment-rules.ts";
import { AppointmentBookingSchema, COMMENT_MAX, SlotQuerySchema } from "./appointment-schemas.ts";
import { bookAppointment, dayAvailability } from "./appointment-service.server.ts";
import { appointmentsConfig } from "./appointments-config.server.ts";

export type SlotOption = { time: string; label: string; free: number };

export type DayView = { open: true; slots: SlotOption[] } | { open: false; message: string };

export type SchedulingData = {
  locations: Array<{ id: string; label: string }>;
  reasons: Array<{ id: string; label: string }>;
  minDate: string;
  maxDate: string;
  query: { location: string; reason: string; date: string };
  queryErrors: Record<string, string>;
  /** The chosen day's slots, once the query is valid. */
  day: DayView | null;
  dayLabel: string | null;
  idempotencyKey: string;
  /** The query a package page sent (`paquete`, `salida`), carried through the day form so it is not lost. */
  carried: Array<{ name: string; value: string }>;
  /** The comment field's first text: the package and departure the customer came from, or "". */
  comment: string;
};

/** The package named in the query, as the hidden fields that keep it and the comment it writes; none when unknown. */
async function packageContext(params: URLSearchParams) {
  const request = readPackageRequest(params);
  const info = request ? (await findPackages([request.slug])).get(request.slug) : undefined;
  if (!request || !info) return { carried: [], comment: "" };
  const carried = [{ name: "paquete", value: request.slug }];
  if (request.departure) carried.push({ name: "salida", value: request.departure });
  return { carried, comment: packageComment(info.name, request.departure) };
}

const CLOSED_MESSAGES: Record<"closed" | "past" | "too-far", string> = {
  closed: "Ese día no atendemos citas en el lugar elegido. Prueba con otro día.",
  past: "Ese día ya pasó. Elige un día desde hoy.",
  "too-far": "Aún no abrimos la agenda para ese día. Elige un día más cercano.",
};

/** The words of a day without slots, or the slots with their labels. */
export function dayView(answer: DayAnswer, timeLabel: (startsAt: Date) => string): DayView {
  if (answer.open) {
    if (answer.slots.length === 0)
      return { open: false, message: "Ya no quedan horarios ese día. Prueba con otro día." };
    return {
      open: true,
      slots: answer.slots.map((slot) => ({ time: slot.time, label: timeLabel(slot.startsAt), free: slot.free })),
    };
  }
  if (answer.reason === "holiday")
    return { open: false, message: `Ese día es feriado (${answer.holiday}): no atendemos citas.` };
  return { open: false, message: CLOSED_MESSAGES[answer.reason] };
}

export async function loadScheduling(url: URL): Promise<SchedulingData> {
  const db = getDb();
  const locations = (await listLocations(db)).map((location) => ({
    id: location.key,
    label: location.address ? `${location.label} (${location.address})` : location.label,
  }));
  const today = todayInLima();
  const context = await packageContext(url.searchParams);
  const query = {
    location: url.searchParams.get("location")?.slice(0, 20) ?? "",
    reason: url.searchParams.get("reason")?.slice(0, 20) ?? (context.comment ? "paquetes" : ""),
    date: url.searchParams.get("date")?.slice(0, 10) ?? "",
  };
  const asked = url.searchParams.has("date");
  const parsed = SlotQuerySchema.safeParse(query);
  let day: DayView | null = null;
  let dayLabel: string | null = null;
  if (parsed.success) {
    const availability = await dayAvailability(db, { locationKey: parsed.data.location, date: parsed.data.date });
    if (availability) {
      day = dayView(availability.answer, formatTime);
      dayLabel = parsed.data.date;
    }
  }
  return {
    locations,
    reasons: REASONS.map((id) => ({ id, label: REASON_LABELS[id] })),
    minDate: today,
    maxDate: addDays(today, appointmentsConfig().bookingDays),
    query,
    queryErrors: asked && !parsed.success ? fieldErrors(parsed.error) : {},
    day,
    dayLabel,
    idempotencyKey: randomUUID(),
    ...context,
  };
}

export type BookingFailure = { message: string; errors: Record<string, string>; values: Record<string, string> };

export type BookingPostOutcome =
  { kind: "redirect"; location: string; cookie: string } | { kind: "failure"; status: number; failure: BookingFailure };

const FIELDS = [
  "location",
  "reason",
  "date",
  "time",
  "firstName",
  "lastName",
  "docType",
  "docNumber",
  "email",
  "phone",
  "comment",
];

/** Validates and books; a refused slot answers 409 with the values, so the visitor picks another time. */
export async function handleBookingPost(form: FormData, userId: string | null): Promise<BookingPostOutcome> {
  const values: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    // Long enough for the comment to reach its own limit's message rather than be cut silently.
    values[name] = typeof value === "string" ? value.slice(0, name === "comment" ? COMMENT_MAX * 2 : 120) : "";
  }
  const parsed = AppointmentBookingSchema.safeParse(values);
  const key = IdempotencyKeySchema.safeParse(form.get("idempotencyKey"));
  if (!parsed.success || !key.success) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    return { kind: "failure", status: 400, failure: { message: "Revisa los campos marcados.", errors, values } };
  }
  try {
    const { id } = await bookAppointment(getDb(), parsed.data, { idempotencyKey: key.data, userId });
    return { kind: "redirect", location: "/tuscitas?aviso=reservada", cookie: grantCookie(id) };
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") {
      return {
        kind: "failure",
        status: 409,
        failure: { message: error.message, errors: { time: error.message }, values },
      };
    }
    throw error;
  }
}
