/**
 * 'Mis reservas': the owner cancels a paid booking under the fare's rules (SPEC 9: costs retained plus a 10%
 * commission; airline tickets cannot change date), through the order core as the desk does. The booking moves to
 * cancelled and the refund due is a row of the refunds ledger for the agency to pay back (its charge row keeps the
 * figures); an unpaid one is released by the bookings service instead.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#db";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError, isAppError } from "#server/errors.ts";
import {
  cancelOrderWithRefund,
  loadOrder,
  orderCancellationTerms,
  type OrderCancellation,
} from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import type { RefundQuote } from "./booking-refund.ts";
import { CANCEL_REFUSED_MESSAGE } from "./booking-service.server.ts";

/** The order core's figures as the cancel page shows them: what the cancelled items cost, what is kept, what is owed. */
function quoteOf(cancellation: OrderCancellation): RefundQuote {
  const { penaltyMinor, commissionMinor, refundMinor } = cancellation;
  return {
    paidMinor: penaltyMinor + commissionMinor + refundMinor,
    retentionMinor: penaltyMinor,
    commissionMinor,
    refundDueMinor: refundMinor,
  };
}

/**
 * What cancelling would give back now (for the confirmation dialog), computed by the order core exactly as the desk
 * computes it; null when it cannot be cancelled this way.
 */
export async function cancellationQuote(db: Db, booking: BookingDetail, now = new Date()): Promise<RefundQuote | null> {
  if (booking.state !== "ticketed" && booking.state !== "confirmed") return null;
  const order = await loadOrder(db, booking.id);
  if (!order) return null;
  const terms = orderCancellationTerms(order, now);
  if (terms.items.length === 0 || terms.items.some((entry) => !entry.terms.allowed)) return null;
  return quoteOf(terms);
}

/**
 * Cancels a paid booking whose owner was already checked (the caller read it through readBooking or a guest
 * grant): the order core cancels its order under each item's rules and records the refund due in the refunds
 * ledger; the booking's charge row keeps the same figures. A second cancellation is refused with CONFLICT.
 */
export async function cancelPaidBooking(db: Db, booking: BookingDetail, now = new Date()): Promise<RefundQuote> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for("update");
    if (!row || (row.state !== "ticketed" && row.state !== "confirmed"))
      throw new AppError("CONFLICT", CANCEL_REFUSED_MESSAGE);
    const cancellation = await cancelOrderWithRefund(tx, booking.id, {
      actor: "customer",
      now,
      note: "cancelled by its owner",
      motive: "Anulada por el cliente",
    });
    const quote = quoteOf(cancellation);
    const refund = {
      retentionMinor: quote.retentionMinor,
      commissionMinor: quote.commissionMinor,
      refundDueMinor: quote.refundDueMinor,
      refundReason: "customer_cancellation",
    };
    await tx
      .insert(bookingCharges)
      .values({ bookingId: booking.id, priceMinor: quote.paidMinor, totalMinor: quote.paidMinor, ...refund })
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
