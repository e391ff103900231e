/** Appointments: free slots, booking, look-up, rescheduling, cancelling and the reminder the day before. */
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { appointmentChanges, appointments } from "#server/db/schema/appointments.ts";
import { AppError } from "#server/errors.ts";
import { runIdempotent } from "#server/idempotency.ts";
import { cancelJob, scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import { enqueueAppointmentEmail, type AppointmentMailKind } from "./appointment-emails.server.ts";
import {
  appointmentByCode,
  appointmentById,
  findLocation,
  holidaysBetween,
  releaseSlot,
  takenBetween,
  takeSlot,
  type AppointmentLocation,
  type AppointmentRow,
} from "./appointment-queries.server.ts";
import {
  appointmentCode,
  limaDateOf,
  limaInstantOf,
  slotsOfDay,
  type DayAnswer,
  type Slot,
} from "./appointment-rules.ts";
import type { AppointmentBooking } from "./appointment-schemas.ts";
import { APPOINTMENT_MESSAGES } from "./appointment-schemas.ts";
import { appointmentsConfig, receptionPinFor } from "./appointments-config.server.ts";

export const REMINDER_JOB = "appointments.reminder";
const DAY_MS = 86_400_000;

/** The slots of a day at a location, with the places left; null for an unknown location. */
export async function dayAvailability(
  db: Db | Tx,
  input: { locationKey: string; date: string; now?: Date },
): Promise<{ location: AppointmentLocation; answer: DayAnswer } | null> {
  const location = await findLocation(db, input.locationKey);
  if (!location) return null;
  const dayStart = limaInstantOf(input.date, 0);
  const config = appointmentsConfig();
  const answer = slotsOfDay({
    date: input.date,
    schedule: location.schedule,
    holidays: await holidaysBetween(db, input.date, input.date),
    now: input.now ?? new Date(),
    minNoticeMinutes: config.minNoticeMinutes,
    maxDaysAhead: config.bookingDays,
    taken: await takenBetween(db, location.key, dayStart, new Date(dayStart.getTime() + DAY_MS)),
  });
  return { location, answer };
}

/** The bookable slot at `time` on `date`, or a CONFLICT saying it is not offered (closed, past, holiday). */
async function offeredSlot(tx: Tx, location: AppointmentLocation, date: string, time: string, now: Date) {
  const answer = (await dayAvailability(tx, { locationKey: location.key, date, now }))?.answer;
  const slot = answer?.open ? answer.slots.find((candidate) => candidate.time === time) : undefined;
  if (!slot) throw new AppError("CONFLICT", APPOINTMENT_MESSAGES.slotUnavailable);
  return slot;
}

async function takeOrRefuse(tx: Tx, location: AppointmentLocation, slot: Slot): Promise<void> {
  if (!(await takeSlot(tx, location.key, slot.startsAt, location.schedule.advisers))) {
    throw new AppError("CONFLICT", APPOINTMENT_MESSAGES.slotTaken);
  }
}

/** 9:00 in Lima the day before; null when that moment has passed (the confirmation was just sent). */
function reminderTime(startsAt: Date, now: Date): Date | null {
  const dayBefore = limaDateOf(new Date(startsAt.getTime() - DAY_MS));
  const at = limaInstantOf(dayBefore, 9 * 60);
  return at.getTime() > now.getTime() ? at : null;
}

async function scheduleReminder(tx: Tx, row: Pick<AppointmentRow, "id" | "startsAt">, now: Date): Promise<void> {
  const key = `${REMINDER_JOB}:${row.id}`;
  const runAt = reminderTime(row.startsAt, now);
  if (!runAt) return cancelJob(tx, key);
  await scheduleJob(tx, {
    kind: REMINDER_JOB,
    key,
    runAt,
    payload: { appointmentId: row.id, startsAt: row.startsAt.toISOString() },
  });
}

async function recordChange(
  tx: Tx,
  appointmentId: string,
  action: "booked" | "rescheduled" | "cancelled",
  actor: string,
  detail: Record<string, unknown> = {},
) {
  await tx.insert(appointmentChanges).values({ appointmentId, action, actor, detail });
}

async function mail(
  tx: Tx,
  kind: AppointmentMailKind,
  row: AppointmentRow,
  dedupeKey: string,
  comment = "",
): Promise<void> {
  const location = await findLocation(tx, row.locationKey);
  const placeLine = location?.address ? `${location.label}, ${location.address}` : (location?.label ?? "Kuntur Viajes");
  // Only a store with a reception PIN has a kiosk to check in at.
  const withKiosk = row.videoUrl === null && receptionPinFor(row.locationKey) !== null;
  const view = { ...row, placeLine, withKiosk, comment };
  await enqueueAppointmentEmail(tx, kind, view, { siteUrl: appointmentsConfig().siteUrl, dedupeKey });
}

async function newCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = appointmentCode((size) => randomBytes(size));
    if (!(await appointmentByCode(tx, code))) return code;
  }
}

/**
 * Books a slot: takes one of its places with a conditional update (two people never get the last one), stores the
 * appointment, queues the confirmation with its calendar file and schedules the reminder, all in one transaction.
 * A retry with the same idempotency key answers the first booking.
 */
export async function bookAppointment(
  db: Db,
  form: AppointmentBooking,
  options: { idempotencyKey: string; userId: string | null; now?: Date },
): Promise<{ id: string; code: string }> {
  const now = options.now ?? new Date();
  const outcome = await runIdempotent(
    db,
    { scope: "appointments.book", key: options.idempotencyKey, request: form },
    async (tx) => {
      const location = await findLocation(tx, form.location);
      if (!location) throw new AppError("CONFLICT", APPOINTMENT_MESSAGES.slotUnavailable);
      const slot = await offeredSlot(tx, location, form.date, form.time, now);
      await takeOrRefuse(tx, location, slot);
      const code = await newCode(tx);
      const config = appointmentsConfig();
      const [row] = await tx
        .insert(appointments)
        .values({
          code,
          locationKey: location.key,
          agencyId: location.agencyId,
          reason: form.reason,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          firstName: form.firstName,
          lastName: form.lastName,
          docType: form.docType,
          docNumber: form.docNumber,
          email: form.email,
          phone: form.phone,
          userId: options.userId,
          videoUrl: location.agencyId === null ? config.videoUrlTemplate.replace("{code}", code) : null,
          comment: form.comment || null,
        })
        .returning();
      if (!row) throw new Error("appointment insert returned nothing");
      await recordChange(tx, row.id, "booked", "cliente");
      await mail(tx, "booked", row, `appointment-booked:${row.id}`, form.comment);
      await scheduleReminder(tx, row, now);
      return { id: row.id, code: row.code };
    },
  );
  return outcome.value;
}

/** The appointment with this code and e-mail; null for any miss (an unknown code or another e-mail alike). */
export async function findByCodeAndEmail(db: Db | Tx, code: string, email: string): Promise<string | null> {
  const row = await appointmentByCode(db, code);
  return row && row.email.toLowerCase() === email.toLowerCase() ? row.id : null;
}

const NOT_CHANGEABLE = "Esta cita ya no se puede cambiar: está cancelada, ya fue atendida o su hora ya pasó.";

/** Cancels a booked appointment that has not started; gives its place back and says so by e-mail. */
export async function cancelAppointment(db: Db, id: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ status: "cancelled", sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
      .where(and(eq(appointments.id, id), eq(appointments.status, "booked"), gt(appointments.startsAt, now)))
      .returning();
    if (!row) throw new AppError("CONFLICT", NOT_CHANGEABLE);
    await releaseSlot(tx, row.locationKey, row.startsAt);
    await cancelJob(tx, `${REMINDER_JOB}:${row.id}`);
    await recordChange(tx, row.id, "cancelled", "cliente");
    await mail(tx, "cancelled", row, `appointment-cancelled:${row.id}`);
  });
}

/** Moves a booked appointment to another free slot of the same place: the new place first, then the old one back. */
export async function rescheduleAppointment(
  db: Db,
  id: string,
  target: { date: string; time: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await appointmentById(tx, id);
    if (!current || current.status !== "booked" || current.startsAt <= now)
      throw new AppError("CONFLICT", NOT_CHANGEABLE);
    const location = await findLocation(tx, current.locationKey);
    if (!location) throw new AppError("CONFLICT", APPOINTMENT_MESSAGES.slotUnavailable);
    const slot = await offeredSlot(tx, location, target.date, target.time, now);
    if (slot.startsAt.getTime() === current.startsAt.getTime()) return;
    await takeOrRefuse(tx, location, slot);
    const [row] = await tx
      .update(appointments)
      .set({
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: now,
      })
      .where(
        and(eq(appointments.id, id), eq(appointments.status, "booked"), eq(appointments.startsAt, current.startsAt)),
      )
      .returning();
    if (!row) throw new AppError("CONFLICT", NOT_CHANGEABLE);
    await releaseSlot(tx, current.locationKey, current.startsAt);
    await scheduleReminder(tx, row, now);
    await recordChange(tx, row.id, "rescheduled", "cliente", { from: current.startsAt.toISOString() });
    await mail(tx, "rescheduled", row, `appointment-rescheduled:${row.id}:${String(row.sequence)}`);
  });
}

/** The reminder the day before: only for a still-booked appointment at the time it was scheduled for; once per time. */
export const sendAppointmentReminder: JobHandler = async (payload, { db }) => {
  const id = typeof payload.appointmentId === "string" ? payload.appointmentId : "";
  const startsAt = typeof payload.startsAt === "string" ? payload.startsAt : "";
  await db.transaction(async (tx) => {
    const row = await appointmentById(tx, id);
    if (!row || row.status !== "booked" || row.startsAt.toISOString() !== startsAt) return;
    await mail(tx, "reminder", row, `appointment-reminder:${row.id}:${startsAt}`);
  });
};

/** The handlers of server/jobs/handlers.ts. */
export const APPOINTMENT_JOB_HANDLERS: Record<string, JobHandler> = { [REMINDER_JOB]: sendAppointmentReminder };
