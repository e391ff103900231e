/**
 * A booking's payments (issue 19, issue 31): a booking is paid as its order (the "order" payable, same id), whose
 * core confirms the flight item (flight-order-product.server.ts: seats sold, tickets, voucher e-mail). What stays
 * here: the site URL, the voucher's payment wording and the promo release of an ended booking.
 */
import { and, eq } from "drizzle-orm";
import type { Tx } from "#db";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { releasePromo } from "#app/features/discounts/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { orderPayable } from "#app/features/orders/index.server.ts";
import type { PayableHandler } from "#app/features/payments/payment-contract.ts";
import { startupSetting } from "#app/platform/startup-config.ts";

/** A booking is paid as its order (same id): the payable kind is the order's. */
export const BOOKING_PAYABLE = ORDER_PAYABLE;

export type BookingPaymentsConfig = { siteUrl: string };

const setting = startupSetting<BookingPaymentsConfig>("booking-payments", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000" }),
});

export function configureBookingPayments(config: BookingPaymentsConfig): void {
  setting.set(config);
}

export function bookingPaymentsConfig(): BookingPaymentsConfig {
  return setting.get();
}

/** The charge row of a booking (what was agreed before paying), if the buyer started a payment. */
export async function chargesOf(tx: Pick<Tx, "select">, bookingId: string) {
  const [row] = await tx.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));
  return row ?? null;
}

/** The booking payable is the order's (issue 31): payments call the order core, which confirms the flight item. */
export const bookingPayable: PayableHandler = orderPayable;

/** Gives back the promo use of a booking that ended unpaid (the hold lapsed or its owner released it). */
export async function releasePromoOfEndedBooking(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ state: bookings.state })
    .from(bookings)
    .where(and(eq(bookings.id, id)));
  if (!row || (row.state !== "expired" && row.state !== "cancelled")) return false;
  await releasePromo(tx, { kind: BOOKING_PAYABLE, id });
  return true;
}
