/**
 * The "booking" payable (issue 19): what payments call, inside their own transactions, when a booking's payment
 * changes. Approval confirms the booking (its seats become sold), tickets it and queues the voucher; a cash code
 * that expires cancels it (seats back, promo use back, e-mail); money for a booking that ended is sent to refund.
 * Nothing here calls a service that opens its own connection: the embedded database has only one.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { cancelJob } from "#server/jobs/jobs.ts";
import { releasePromo } from "#app/features/discounts/index.server.ts";
import { promoSummaryLine } from "#app/features/discounts/index.ts";
import { promoCodes } from "#server/db/schema/discounts.ts";
import type { Money, PayableHandler, PaymentView } from "#app/features/payments/payment-contract.ts";
import type { BookingDetail } from "./booking-contract.ts";
import { enqueueCancellationEmail, enqueueVoucherEmail } from "./booking-emails.server.ts";
import { holdJobKey } from "./booking-hold.server.ts";
import { detailsOf, isBookingId } from "./booking-queries.server.ts";
import { HOLDING_STATES, transitionBooking } from "./booking-states.server.ts";
import { bookingReference, issueTickets } from "./booking-tickets.server.ts";
import type { VoucherPayment } from "./voucher-content.ts";

export const BOOKING_PAYABLE = "booking";

export type BookingPaymentsConfig = { siteUrl: string };

// On globalThis: the Fastify host and the pages' SSR bundle each load this module; both must see one setting.
const store = globalThis as typeof globalThis & { __kvBookingPayments?: BookingPaymentsConfig };

export function configureBookingPayments(config: BookingPaymentsConfig): void {
  store.__kvBookingPayments = config;
}

export function bookingPaymentsConfig(): BookingPaymentsConfig {
  return store.__kvBookingPayments ?? { siteUrl: "http://localhost:3000" };
}

async function lockBooking(tx: Tx, id: string) {
  if (!isBookingId(id)) return null;
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row ?? null;
}

async function detailIn(tx: Tx, id: string): Promise<BookingDetail | null> {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, id));
  const [detail] = await detailsOf(tx, rows);
  return detail ?? null;
}

/** The charge row of a booking (what was agreed before paying), if the buyer started a payment. */
export async function chargesOf(tx: Pick<Tx, "select">, bookingId: string) {
  const [row] = await tx.select().from(bookingCharges).where(eq(bookingCharges.bookingId, bookingId));
  return row ?? null;
}

/** How the voucher states the payment: method, card brand and last four, instalments, promo line. */
export async function voucherPaymentOf(
  tx: Pick<Tx, "select">,
  booking: Pick<BookingDetail, "id" | "price">,
  payment: Pick<PaymentView, "method" | "amount" | "cardBrand" | "cardLast4" | "installments" | "updatedAt"> | null,
): Promise<VoucherPayment | null> {
  if (!payment) return null;
  const charges = await chargesOf(tx, booking.id);
  let discount: VoucherPayment["discount"] = null;
  if (charges?.promoCode && charges.discountMinor > 0) {
    const [terms] = await tx.select().from(promoCodes).where(eq(promoCodes.code, charges.promoCode));
    if (terms) discount = { line: promoSummaryLine(terms), amountMinor: charges.discountMinor };
  }
  return {
    method: payment.method,
    amountMinor: payment.amount.amountMinor,
    currency: payment.amount.currency,
    priceMinor: charges?.priceMinor ?? booking.price.totalMinor,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    installments: payment.installments,
    discount,
    paidAt: payment.updatedAt,
  };
}

/** Re-read right before charging: the total agreed at the review step (re-priced, less a promo code). */
async function amountDue(tx: Tx, id: string): Promise<Money | null> {
  if (!isBookingId(id)) return null;
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  if (!row || !HOLDING_STATES.includes(row.state)) return null;
  if (row.holdExpiresAt && row.holdExpiresAt <= new Date()) return null;
  const charges = await chargesOf(tx, id);
  return { amountMinor: charges?.totalMinor ?? row.totalMinor, currency: "USD" };
}

/**
 * The charge row describes the payment the agency keeps. Two tabs may agree different totals (one with a promo code)
 * and both be paid: the first approval is kept, the other refunded, and the row must then show the kept payment's
 * amount and discount, not the last total agreed (a promo use no payment kept is given back).
 */
async function recordKeptPayment(tx: Tx, id: string, bookingTotalMinor: number, payment: PaymentView): Promise<void> {
  const paid = payment.amount.amountMinor;
  const agreed = await chargesOf(tx, id);
  const priceMinor = agreed?.priceMinor ?? bookingTotalMinor;
  const discountMinor = Math.max(0, priceMinor - paid);
  const promoCode = discountMinor > 0 ? (agreed?.promoCode ?? null) : null;
  if (agreed?.promoCode && !promoCode) await releasePromo(tx, { kind: BOOKING_PAYABLE, id });
  const kept = { priceMinor, discountMinor, promoCode, totalMinor: paid, paymentId: payment.id };
  await tx
    .insert(bookingCharges)
    .values({ bookingId: id, ...kept, paidAt: new Date() })
    .onConflictDoUpdate({
      target: bookingCharges.bookingId,
      set: { ...kept, paidAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** Paid: held/pending_payment -> confirmed (seats sold) -> ticketed, voucher queued. An ended booking: refund. */
async function onApproved(tx: Tx, id: string, payment: PaymentView): Promise<"accepted" | "refund"> {
  const row = await lockBooking(tx, id);
  if (!row || row.state === "expired" || row.state === "cancelled") return "refund";
  if (row.state === "confirmed" || row.state === "ticketed") return "accepted";
  if (row.state === "held") await transitionBooking(tx, id, "held", "pending_payment", "payment");
  await transitionBooking(tx, id, "pending_payment", "confirmed", "payment");
  await cancelJob(tx, holdJobKey(id));
  await recordKeptPayment(tx, id, row.totalMinor, payment);
  const confirmed = await detailIn(tx, id);
  if (!confirmed) return "refund";
  await issueTickets(tx, confirmed);
  await transitionBooking(tx, id, "confirmed", "ticketed", "system");
  const ticketed = (await detailIn(tx, id)) ?? confirmed;
  const reference = await bookingReference(tx, ticketed);
  const voucherPayment = await voucherPaymentOf(tx, ticketed, payment);
  await enqueueVoucherEmail(tx, ticketed, reference, voucherPayment, bookingPaymentsConfig().siteUrl);
  return "accepted";
}

/** A cash code's deadline passed unpaid: the booking is cancelled, its seats and promo use given back. */
async function onCashExpired(tx: Tx, id: string, payment: PaymentView): Promise<void> {
  const row = await lockBooking(tx, id);
  if (!row) return;
  if (HOLDING_STATES.includes(row.state)) {
    await transitionBooking(tx, id, row.state, "cancelled", "system");
    await cancelJob(tx, holdJobKey(id));
  } else if (row.state !== "expired") {
    // Paid some other way, or cancelled by its owner before: nothing to announce.
    return;
  }
  await releasePromo(tx, { kind: BOOKING_PAYABLE, id });
  await enqueueCancellationEmail(
    tx,
    { id: row.id, code: row.code, contact: row.contact },
    payment.cash?.code ?? "",
    bookingPaymentsConfig().siteUrl,
  );
}

/** The booking payable's callbacks. A declined card keeps the hold: the buyer may try again. */
export const bookingPayable: PayableHandler = {
  amountDue,
  onApproved,
  onDeclined: async () => undefined,
  onCashExpired,
};

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
