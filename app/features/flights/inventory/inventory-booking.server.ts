/**
 * The inventory's side of FlightBookingSupplier (issue 40): holds, sales and cancellations on our own flights. The
 * caller's reference (the booking's id) is the hold reference and, once paid, the booking reference: the seat records
 * (booking_seat_holds, one per flight-date and cabin) are kept under it. The flight-dates, cabins and booking classes
 * come from the offer's segment ids, which only this folder reads.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { bookingSeatHolds } from "#server/db/schema/bookings.ts";
import type { FlightBookingSupplier } from "#app/features/flights/flight-supplier.ts";
import { confirmSeats, holdSeats, releaseSeats, seatRequestsOf, type SeatKey } from "./seat-holds.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const openRecordsOf = (holdRef: string) =>
  and(
    eq(bookingSeatHolds.bookingId, holdRef),
    isNull(bookingSeatHolds.releasedAt),
    isNull(bookingSeatHolds.confirmedAt),
  );

/** Ends the hold's open seat records and moves their seats (released, or sold); the records that moved. */
async function settle(tx: Tx, holdRef: string, how: "release" | "confirm"): Promise<SeatKey[]> {
  if (!UUID.test(holdRef)) return [];
  const records = await tx
    .update(bookingSeatHolds)
    .set(how === "release" ? { releasedAt: sql`now()` } : { confirmedAt: sql`now()` })
    .where(openRecordsOf(holdRef))
    .returning();
  if (records.length === 0) return [];
  if (how === "release") await releaseSeats(tx, records);
  else await confirmSeats(tx, records);
  return records;
}

/** The seats a hold takes now (not released, not yet sold), per flight-date and cabin: re-priced as the holder's. */
export async function heldSeatsOf(db: Pick<Db, "select">, holdRef: string | null | undefined): Promise<SeatKey[]> {
  if (!holdRef || !UUID.test(holdRef)) return [];
  return db
    .select({
      scheduleId: bookingSeatHolds.scheduleId,
      departureDate: bookingSeatHolds.departureDate,
      cabin: bookingSeatHolds.cabin,
      seats: bookingSeatHolds.seats,
    })
    .from(bookingSeatHolds)
    .where(openRecordsOf(holdRef));
}

export const inventoryBooking: FlightBookingSupplier = {
  async hold(tx, request) {
    const requests = seatRequestsOf(request.offer, request.seats);
    if (!requests || requests.length === 0 || !UUID.test(request.reference)) return { status: "gone" };
    await tx.insert(bookingSeatHolds).values(
      requests.map((seat) => ({
        bookingId: request.reference,
        scheduleId: seat.scheduleId,
        departureDate: seat.departureDate,
        cabin: seat.cabin,
        seats: seat.seats,
      })),
    );
    if (!(await holdSeats(tx, requests, request.today))) return { status: "sold_out" };
    // No deadline of its own: the booking's hold minutes end it (the expiry job releases it).
    return { status: "held", holdRef: request.reference, expiresAt: null };
  },

  async release(tx, holdRef) {
    return (await settle(tx, holdRef, "release")).length > 0;
  },

  async confirm(tx, holdRef) {
    const moved = await settle(tx, holdRef, "confirm");
    if (moved.length > 0) return { bookingRef: holdRef };
    if (!UUID.test(holdRef)) return null;
    // Paid twice (a retried confirmation): the sale stands.
    const [sold] = await tx
      .select({ at: bookingSeatHolds.confirmedAt })
      .from(bookingSeatHolds)
      .where(and(eq(bookingSeatHolds.bookingId, holdRef), sql`${bookingSeatHolds.confirmedAt} is not null`))
      .limit(1);
    return sold ? { bookingRef: holdRef } : null;
  },

  // Sold seats stay sold (the agency's fare rules give the refund): nothing to undo here.
  async cancel() {
    return null;
  },
};
