/**
 * 'Mis reservas': the owner cancels a paid booking under the fare's rules (SPEC 9: costs retained plus a 10%
 * commission; airline tickets cannot change date). The booking moves to cancelled and the refund due is recorded
 * on its charge row for the agency to pay back; an unpaid one is released by the bookings service instead.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError, isAppError } from "#server/errors.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { quoteCancellation, type RefundQuote } from "./booking-refund.ts";
import { CANCEL_REFUSED_MESSAGE } from "./booking-service.server.ts";
import { transitionBooking } from "./booking-states.server.ts";

/** What cancelling would give back now (for the confirmation dialog); null when it cannot be cancelled this way. */
export async function cancellationQuote(db: Db, booking: BookingDetail): Promise<RefundQuote | null> {
  if (booking.state !== "ticketed" && booking.state !== "confirmed") return null;
  const [charges] = await db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, booking.id));
  return quoteCancellation(booking, charges?.paidAt ? charges.totalMinor : booking.price.totalMinor);
}

/**
 * Cancels a paid booking whose owner was already checked (the caller read it through readBooking or a guest
 * grant) and records the refund due. A second cancellation is refused with CONFLICT.
 */
export async function cancelPaidBooking(db: Db, booking: BookingDetail): Promise<RefundQuote> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for("update");
    if (!row || (row.state !== "ticketed" && row.state !== "confirmed"))
      throw new AppError("CONFLICT", CANCEL_REFUSED_MESSAGE);
    const [charges] = await tx.select().from(bookingCharges).where(eq(bookingCharges.bookingId, booking.id));
    const paid = charges?.paidAt ? charges.totalMinor : booking.price.totalMinor;
    const quote = quoteCancellation(booking, paid);
    if (!(await transitionBooking(tx, booking.id, row.state, "cancelled", "customer"))) {
      throw new AppError("CONFLICT", CANCEL_REFUSED_MESSAGE);
    }
    const refund = {
      retentionMinor: quote.retentionMinor,
      commissionMinor: quote.commissionMinor,
      refundDueMinor: quote.refundDueMinor,
      refundReason: "customer_cancellation",
    };
    await tx
      .insert(bookingCharges)
      .values({ bookingId: booking.id, priceMinor: paid, totalMinor: paid, ...refund })
      .onConflictDoUpdate({ target: bookingCharges.bookingId, set: { ...refund, updatedAt: sql`now()` } });
    return quote;
  });
}

/** cancelPaidBooking for a page: a refusal (already cancelled, not paid) comes back as its Spanish message. */
export async function cancelPaidBookingForPage(
  db: Db,
  booking: BookingDetail,
): Promise<RefundQuote | { message: string }> {
  try {
    return await cancelPaidBooking(db, booking);
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { message: error.message };
    throw error;
  }
}
