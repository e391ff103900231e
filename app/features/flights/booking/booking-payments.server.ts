/**
 * Paying a held booking (issue 19): the review step's 'Pagar' calls startBookingPayment. The flight's own steps run
 * first: the price is re-checked with the flights service (a rise must be accepted first) and a promo code takes one
 * use, both as adjustments of the order; then the order core's payment (orders/payment: startOrderPayment, with the
 * flight product's terms, flight-payment.server.ts) starts a card redirect or a cash code for what is due.
 */
import { eq } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError } from "#server/errors.ts";
import { scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import { registerPayable } from "#app/features/payments/index.server.ts";
import type { BookingDetail, BookingOwner } from "./booking-contract.ts";
import {
  BOOKING_PAYABLE,
  bookingPayable,
  configureBookingPayments,
  releasePromoOfEndedBooking,
  type BookingPaymentsConfig,
} from "./booking-payable.server.ts";
import { readBooking } from "./booking-service.server.ts";
import { PRICE_RISE_REASON, repriceBooking } from "./booking-reprice.server.ts";
import {
  acceptPriceChange,
  applyPromoCode,
  CASH_HOLD_GRACE_MS,
  loadOrder,
  orderPaymentRefusal,
  pendingCashPayment,
  priceBeforeDiscount,
  startOrderPayment,
  type OrderPaymentOutcome,
} from "#app/features/orders/index.server.ts";
import { registerFlightOrderProduct } from "./flight-order-product.server.ts";
import { PROMO_RELEASE_JOB } from "./flight-payment.server.ts";
import { HOLDING_STATES } from "./booking-states.server.ts";

export { repriceBooking, PROMO_RELEASE_JOB };
export { PROMO_EXHAUSTED_MESSAGE, PROMO_INVALID_MESSAGE } from "#app/features/orders/index.server.ts";

export type StartBookingPaymentInput = {
  method: "card" | "cash";
  promoCode?: string | undefined;
  /** The re-priced total the buyer accepted after being told of a rise (USD minor units, before any discount). */
  acceptedTotalMinor?: number | undefined;
  /** A caller's own key for this attempt; without one, the order core's key of the method and `attempt`. */
  idempotencyKey?: string | undefined;
  /** What makes a click another attempt (the promo code typed, the price accepted). */
  attempt?: string[];
  marketingConsent?: boolean | undefined;
};

export type BookingPaymentOutcome =
  | OrderPaymentOutcome
  /** The supplier's price rose since the hold: show old vs new and why; the buyer accepts `currentMinor` to go on. */
  | { status: "price_changed"; previousMinor: number; currentMinor: number; reason: string }
  | { status: "promo_refused"; message: string };

/**
 * Agrees what is charged, in one transaction on the order: an accepted new price and a promo code become adjustments
 * (a refused code writes nothing, and answers why); the order core then charges what they add up to.
 */
async function agreeTotal(
  db: Db,
  booking: BookingDetail,
  priceMinor: number,
  input: StartBookingPaymentInput,
): Promise<{ refused: string } | null> {
  return db
    .transaction(async (tx) => {
      const order = await loadOrder(tx, booking.id);
      if (!order) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
      await acceptPriceChange(tx, order, priceMinor);
      if (input.promoCode) {
        const outcome = await applyPromoCode(tx, (await loadOrder(tx, booking.id)) ?? order, input.promoCode);
        if (outcome.status === "refused") throw new PromoRefused(outcome.message);
        await schedulePromoRelease(tx, booking);
      }
      if (input.marketingConsent)
        await tx.update(bookings).set({ marketingConsent: true }).where(eq(bookings.id, booking.id));
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof PromoRefused) return { refused: error.message };
      throw error;
    });
}

/** Thrown to roll back the agreement when a promo code is refused (the accepted price is not kept either). */
class PromoRefused extends Error {}

/** A promo use of a booking that ends unpaid goes back after its hold. */
async function schedulePromoRelease(tx: Tx, booking: BookingDetail): Promise<void> {
  const holdEnds = booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : new Date();
  await scheduleJob(tx, {
    kind: PROMO_RELEASE_JOB,
    key: `${PROMO_RELEASE_JOB}:${booking.id}`,
    runAt: new Date(holdEnds.getTime() + CASH_HOLD_GRACE_MS),
    payload: { bookingId: booking.id },
  });
}

/**
 * 'Aceptar el nuevo precio' (issue 31): the accepted rise becomes an adjustment of the held booking's order at once,
 * so the summary, the pay button and the charge all show it. A lower price is not passed on (the seats keep theirs).
 */
export async function acceptBookingPrice(db: Db, bookingId: string, newPriceMinor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await loadOrder(tx, bookingId);
    if (!order || (order.state !== "held" && order.state !== "pending_payment")) return;
    if (newPriceMinor > priceBeforeDiscount(order)) await acceptPriceChange(tx, order, newPriceMinor);
  });
}

/** 'Aplicar' on the review step: the code becomes an adjustment of the order now (the new total, or why not). */
export async function applyBookingPromo(
  db: Db,
  bookingId: string,
  owner: BookingOwner,
  code: string,
): Promise<{ status: "applied" } | { status: "refused"; message: string } | { status: "not_payable" }> {
  const booking = await readBooking(db, bookingId, owner);
  if (!booking) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  if (!HOLDING_STATES.includes(booking.state)) return { status: "not_payable" };
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, booking.id);
    if (!order) return { status: "not_payable" as const };
    const outcome = await applyPromoCode(tx, order, code);
    if (outcome.status === "refused") return outcome;
    await schedulePromoRelease(tx, booking);
    return { status: "applied" as const };
  });
}

/** Starts paying a held booking for its owner (the review step's 'Pagar'). Throws AppError NOT_FOUND for others. */
export async function startBookingPayment(
  db: Db,
  bookingId: string,
  owner: BookingOwner,
  input: StartBookingPaymentInput,
): Promise<BookingPaymentOutcome> {
  const booking = await readBooking(db, bookingId, owner);
  if (!booking) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  const order = await loadOrder(db, booking.id);
  if (!order) return { status: "not_payable" };
  const refusal = orderPaymentRefusal(order);
  if (refusal) return { status: refusal };
  // A second 'cash' click answers the code already out, whatever the price does meanwhile.
  if (input.method !== "cash" || !(await pendingCashPayment(db, order.id))) {
    const agreedPrice = priceBeforeDiscount(order);
    const { priceMinor } = await repriceBooking(db, booking);
    if (priceMinor > agreedPrice && input.acceptedTotalMinor !== priceMinor) {
      return {
        status: "price_changed",
        previousMinor: agreedPrice,
        currentMinor: priceMinor,
        reason: PRICE_RISE_REASON,
      };
    }
    // A lower price is not passed on once held (the held seats keep the held price); a rise counts once accepted.
    const refused = await agreeTotal(db, booking, Math.max(priceMinor, agreedPrice), input);
    if (refused) return { status: "promo_refused", message: refused.refused };
  }
  return startOrderPayment(db, order, {
    method: input.method,
    idempotencyKey: input.idempotencyKey,
    attempt: input.attempt ?? [],
  });
}

/** "bookings.release-promo": a booking that ended unpaid gives its promo use back; one still held is seen again. */
const releasePromoJob: JobHandler = async (payload, { db }) => {
  const id = typeof payload.bookingId === "string" ? payload.bookingId : "";
  const released = await db.transaction((tx) => releasePromoOfEndedBooking(tx, id));
  if (released) return;
  const [row] = await db
    .select({ state: bookings.state, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (row?.holdExpiresAt && HOLDING_STATES.includes(row.state)) {
    return { runAgainAt: new Date(Math.max(Date.now() + 1000, row.holdExpiresAt.getTime() + CASH_HOLD_GRACE_MS)) };
  }
};

export const BOOKING_PAYMENT_JOB_HANDLERS: Record<string, JobHandler> = { [PROMO_RELEASE_JOB]: releasePromoJob };

/** Start-up (server/app.ts): the site URL for e-mails and return URLs, the order payable and flights as a product. */
export function registerBookingPayable(config: BookingPaymentsConfig): void {
  configureBookingPayments(config);
  registerPayable(BOOKING_PAYABLE, bookingPayable);
  registerFlightOrderProduct(config);
}
