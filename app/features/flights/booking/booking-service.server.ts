/**
 * The bookings service (issue 18, booking-contract.ts): holds, owners' reads, guests' look-up and cancellation. A
 * lapsed hold is ended by the order core's expiry (its job, or here on read). Passenger data leaves only through an
 * owner check; nothing personal is logged.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError } from "#server/errors.ts";
import type { JobHandler } from "#server/jobs/jobs.ts";
import { EXPIRE_ORDER_JOB, expireOrderIfLapsed, ORDER_JOB_HANDLERS } from "#app/features/orders/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { BookingActor, BookingDetail, BookingOwner } from "./booking-contract.ts";
import { EXPIRE_HOLD_JOB } from "./booking-keys.server.ts";
import { detailsOf, isBookingId, ownerCondition, type BookingRow } from "./booking-queries.server.ts";
import { HOLDING_STATES, transitionBooking } from "./booking-states.server.ts";

export { holdBooking } from "./booking-hold.server.ts";

export const CANCEL_REFUSED_MESSAGE = "Esta reserva ya no se puede anular.";

const lapsed = (row: Pick<BookingRow, "state" | "holdExpiresAt">, now: Date) =>
  HOLDING_STATES.includes(row.state) && row.holdExpiresAt !== null && row.holdExpiresAt <= now;

/**
 * Rows as they are now: a lapsed hold among them is ended first, on read, by the order core's expiry (the booking's
 * order has its id), which asks a pending card payment first and has the flight product end the booking.
 */
async function freshRows(db: Db, rows: BookingRow[], reload: () => Promise<BookingRow[]>): Promise<BookingRow[]> {
  const now = new Date();
  const stale = rows.filter((row) => lapsed(row, now));
  if (stale.length === 0) return rows;
  for (const row of stale) await expireOrderIfLapsed(db, row.id, now);
  return reload();
}

async function readWhere(db: Db, where: ReturnType<typeof and>): Promise<BookingDetail | null> {
  const load = () => db.select().from(bookings).where(where).limit(1);
  const rows = await freshRows(db, await load(), load);
  const [detail] = await detailsOf(db, rows);
  return detail ?? null;
}

/** A booking for its owner (user, checkout session, or code + e-mail); null for anyone else or an unknown id. */
export async function readBooking(db: Db, id: string, owner: BookingOwner): Promise<BookingDetail | null> {
  if (!isBookingId(id)) return null;
  return readWhere(db, and(eq(bookings.id, id), ownerCondition(owner)));
}

/** Guests' 'Mis reservas': the same null for a wrong code or a wrong e-mail, after the same one query. */
export async function findBookingByCode(db: Db, code: string, email: string): Promise<BookingDetail | null> {
  return readWhere(db, ownerCondition({ kind: "code", code, email }));
}

/** A booking whose access was already proven (the guest grant cookie of /mis-reservas). Server use only. */
export async function readGrantedBooking(db: Db, id: string): Promise<BookingDetail | null> {
  if (!isBookingId(id)) return null;
  return readWhere(db, eq(bookings.id, id));
}

/** Upcoming trips first (soonest first), then past ones (latest first). */
export function upcomingFirst<T extends { travelDate: string; createdAt: string }>(items: T[], today: string): T[] {
  const upcoming = items.filter((item) => item.travelDate >= today);
  const past = items.filter((item) => item.travelDate < today);
  upcoming.sort((a, b) => a.travelDate.localeCompare(b.travelDate) || b.createdAt.localeCompare(a.createdAt));
  past.sort((a, b) => b.travelDate.localeCompare(a.travelDate) || b.createdAt.localeCompare(a.createdAt));
  return [...upcoming, ...past];
}

export async function listBookingsOfUser(db: Db, userId: string): Promise<BookingDetail[]> {
  if (!isBookingId(userId)) return [];
  const owned = ownerCondition({ kind: "user", userId });
  const load = () => db.select().from(bookings).where(owned).orderBy(asc(bookings.travelDate));
  const rows = await freshRows(db, await load(), load);
  return upcomingFirst(await detailsOf(db, rows), todayInLima());
}

async function cancelWhere(db: Db, where: ReturnType<typeof and>, actor: BookingActor): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(where).limit(1).for("update");
    if (!row) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
    // A lapsed hold is no longer the owner's to release (the core's expiry ends it); paid ones need a refund first.
    if (lapsed(row, new Date()) || !HOLDING_STATES.includes(row.state)) {
      throw new AppError("CONFLICT", CANCEL_REFUSED_MESSAGE);
    }
    await transitionBooking(tx, row.id, row.state, "cancelled", actor);
    return row.id;
  });
}

/** The owner releases an unpaid booking (held or pending payment); its seats go back at once. */
export async function cancelBooking(
  db: Db,
  id: string,
  owner: BookingOwner,
  actor: BookingActor,
): Promise<BookingDetail> {
  if (!isBookingId(id)) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  await cancelWhere(db, and(eq(bookings.id, id), ownerCondition(owner)), actor);
  const detail = await readGrantedBooking(db, id);
  if (!detail) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  return detail;
}

/** cancelBooking for a guest whose grant cookie proved access. */
export async function cancelGrantedBooking(db: Db, id: string): Promise<BookingDetail> {
  if (!isBookingId(id)) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  await cancelWhere(db, eq(bookings.id, id), "customer");
  const detail = await readGrantedBooking(db, id);
  if (!detail) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  return detail;
}

/**
 * "bookings.expire-hold", the booking's own expiry job before flights moved onto the order core's: jobs still queued
 * under this kind are handled as the core's job for the booking's order (same id). Nothing schedules it any more.
 */
const legacyExpireHoldJob: JobHandler = async (payload, context) => {
  const bookingId = typeof payload.bookingId === "string" ? payload.bookingId : "";
  return ORDER_JOB_HANDLERS[EXPIRE_ORDER_JOB]?.({ orderId: bookingId }, context);
};

export const BOOKING_JOB_HANDLERS: Record<string, JobHandler> = { [EXPIRE_HOLD_JOB]: legacyExpireHoldJob };
