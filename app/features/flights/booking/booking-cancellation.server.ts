/**
 * 'Mis reservas': the owner cancels a paid booking through the order core's one cancellation computation, as the desk
 * does (the fare's retention plus the 10 % commission on what was paid; airline tickets cannot change date). The
 * booking moves to cancelled and the refund due is a row of the refunds ledger for the agency to pay back; an unpaid
 * one is released by the bookings service instead.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError, isAppError } from "#server/errors.ts";
import type { CancellationFigures } from "#app/features/orders/index.ts";
import { cancelOrderWithRefund, loadOrder, orderCancellation } from "#app/features/orders/index.server.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { CANCEL_REFUSED_MESSAGE } from "./booking-service.server.ts";

/**
 * What cancelling would give back now (for the confirmation page), computed by the order core exactly as the desk
 * computes it; null when it cannot be cancelled this way.
 */
export async function cancellationQuote(
  db: Db,
  booking: BookingDetail,
  now = new Date(),
): Promise<CancellationFigures | null> {
  if (booking.state !== "ticketed" && booking.state !== "confirmed") return null;
  const order = await loadOrder(db, booking.id);
  if (!order) return null;
  const outcome = await orderCancellation(db, order, now);
  return outcome.allowed ? outcome.figures : null;
}

/**
 * Cancels a paid booking whose owner was already checked (the caller read it through readBooking or a guest
 * grant): the order core cancels its order, records the figures in the refunds ledger and e-mails them (the flight
 * product keeps the same figures on the booking's charge row). A second cancellation is refused with CONFLICT.
 */
export async function cancelPaidBooking(
  db: Db,
  booking: BookingDetail,
  now = new Date(),
): Promise<CancellationFigures> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for("update");
    if (!row || (row.state !== "ticketed" && row.state !== "confirmed"))
      throw new AppError("CONFLICT", CANCEL_REFUSED_MESSAGE);
    const { figures } = await cancelOrderWithRefund(tx, booking.id, {
      actor: "customer",
      now,
      note: "cancelled by its owner",
      motive: "Anulada por el cliente",
    });
    return figures;
  });
}

/** cancelPaidBooking for a page: a refusal (already cancelled, not paid) comes back as its Spanish message. */
export async function cancelPaidBookingForPage(
  db: Db,
  booking: BookingDetail,
): Promise<CancellationFigures | { message: string }> {
  try {
    return await cancelPaidBooking(db, booking);
  } catch (error) {
    if (isAppError(error) && error.status < 500) return { message: error.message };
    throw error;
  }
}
