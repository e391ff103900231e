/**
 * Paying a held booking (issue 19): the review step's 'Pagar' calls startBookingPayment. The price is re-checked
 * with the flights service right before charging (a rise must be accepted first), a promo code takes one use, the
 * agreed total is stored (booking_charges, which amountDue answers), then payments start a card redirect or a cash
 * code. A cash code moves the booking to pending_payment and extends its seat hold to the code's deadline.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { AppError } from "#server/errors.ts";
import { scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import type { PaymentView, StartedPayment } from "#app/features/payments/payment-contract.ts";
import { paymentsOf, registerPayable, startPayment } from "#app/features/payments/index.server.ts";
import type { BookingDetail, BookingOwner } from "./booking-contract.ts";
import { enqueueCashCodeEmail } from "./booking-emails.server.ts";
import { EXPIRE_HOLD_JOB, holdJobKey } from "./booking-hold.server.ts";
import {
  BOOKING_PAYABLE,
  bookingPayable,
  bookingPaymentsConfig,
  configureBookingPayments,
  releasePromoOfEndedBooking,
  type BookingPaymentsConfig,
} from "./booking-payable.server.ts";
import { readBooking } from "./booking-service.server.ts";
import { PRICE_RISE_REASON, repriceBooking } from "./booking-reprice.server.ts";

export { repriceBooking };
import { acceptPriceChange, applyPromoCode, priceBeforeDiscount } from "#app/features/orders/index.server.ts";
import { loadOrder, orderPaymentSummary } from "#app/features/orders/index.server.ts";
import { computeOrderAmounts, convert, referenceText } from "#app/features/orders/index.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { formatMoney } from "#app/utils/money.ts";
import { registerFlightOrderProduct } from "./flight-order-product.server.ts";
import { HOLDING_STATES, transitionBooking } from "./booking-states.server.ts";

export const PROMO_RELEASE_JOB = "bookings.release-promo";
/** The seat hold outlasts a cash code by this much, so the code's own expiry (which cancels) runs first. */
export const CASH_HOLD_GRACE_MS = 60_000;
/** A cash code must be paid this long before the first flight at the latest. */
export const CASH_BEFORE_DEPARTURE_MS = 6 * 3_600_000;

export { PROMO_EXHAUSTED_MESSAGE, PROMO_INVALID_MESSAGE } from "#app/features/orders/index.server.ts";

export type StartBookingPaymentInput = {
  method: "card" | "cash";
  promoCode?: string | undefined;
  /** The re-priced total the buyer accepted after being told of a rise (USD minor units, before any discount). */
  acceptedTotalMinor?: number | undefined;
  idempotencyKey: string;
  marketingConsent?: boolean | undefined;
};

export type BookingPaymentOutcome =
  | { status: "redirect"; url: string; paymentId: string }
  | { status: "cash"; paymentId: string; code: string; expiresAt: string }
  /** The supplier's price rose since the hold: show old vs new and why; the buyer accepts `currentMinor` to go on. */
  | { status: "price_changed"; previousMinor: number; currentMinor: number; reason: string }
  | { status: "promo_refused"; message: string }
  /** The 4th declined card disabled cards for this booking: offer the cash code. */
  | { status: "cards_disabled" }
  | { status: "already_paid" }
  | { status: "not_payable" };

function route(booking: BookingDetail): string {
  const first = booking.offer.slices[0];
  const last = booking.offer.slices.at(-1);
  return `${first?.origin ?? ""}-${(booking.offer.slices.length === 2 ? first?.destination : last?.destination) ?? ""}`;
}

function cashDeadlineFor(booking: BookingDetail): Date {
  const departure = booking.offer.slices[0]?.options[0]?.segments[0]?.departureUtc;
  return new Date((departure ? Date.parse(departure) : Date.now() + 86_400_000) - CASH_BEFORE_DEPARTURE_MS);
}

/**
 * Agrees what is charged, in one transaction on the order: an accepted new price and a promo code become adjustments
 * (a refused code writes nothing); the amount is the money function's total less what the ledger already kept.
 */
async function agreeTotal(
  db: Db,
  booking: BookingDetail,
  priceMinor: number,
  input: StartBookingPaymentInput,
): Promise<{ totalMinor: number; description: string } | { refused: string }> {
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
      const agreed = (await loadOrder(tx, booking.id)) ?? order;
      const summary = await orderPaymentSummary(tx, agreed);
      return { totalMinor: summary.dueMinor, description: chargeDescription(booking, agreed, summary.dueMinor) };
    })
    .catch((error: unknown) => {
      if (error instanceof PromoRefused) return { refused: error.message };
      throw error;
    });
}

/**
 * What the gateway's page shows above the amount: the trip, the order's adjustments (a promo's discount) and the
 * charge in the other currency, at the order's dated rate.
 */
function chargeDescription(booking: BookingDetail, order: Order, dueMinor: number): string {
  const amounts = computeOrderAmounts(order);
  const money = (minor: number) => formatMoney(minor, amounts.chargeCurrency, { alwaysDecimals: true });
  const adjustments = amounts.adjustments.map((line) => `${line.label}: ${money(line.amount.chargeMinor)}`);
  const reference =
    dueMinor === amounts.total.chargeMinor
      ? amounts.total.referenceMinor
      : convert(dueMinor, amounts.chargeCurrency, amounts.referenceCurrency, amounts.exchangeRate);
  return [`Vuelo ${route(booking)}, reserva ${booking.code}`, ...adjustments, referenceText(amounts, reference)]
    .join(" · ")
    .slice(0, 200);
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

/** The pending cash code of a booking, if it has one. */
export async function pendingCashPayment(db: Db, bookingId: string): Promise<PaymentView | null> {
  const list = await paymentsOf(db, { kind: BOOKING_PAYABLE, id: bookingId });
  return list.find((payment) => payment.method === "cash" && payment.status === "pending" && payment.cash) ?? null;
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
  if (booking.state === "confirmed" || booking.state === "ticketed") return { status: "already_paid" };
  if (!HOLDING_STATES.includes(booking.state)) return { status: "not_payable" };
  const pendingCash = await pendingCashPayment(db, booking.id);
  if (pendingCash?.cash && input.method === "cash") {
    return {
      status: "cash",
      paymentId: pendingCash.id,
      code: pendingCash.cash.code,
      expiresAt: pendingCash.cash.expiresAt,
    };
  }
  const order = await loadOrder(db, booking.id);
  if (!order) return { status: "not_payable" };
  const agreedPrice = priceBeforeDiscount(order);
  const { priceMinor } = await repriceBooking(db, booking);
  if (priceMinor > agreedPrice && input.acceptedTotalMinor !== priceMinor) {
    return { status: "price_changed", previousMinor: agreedPrice, currentMinor: priceMinor, reason: PRICE_RISE_REASON };
  }
  // A lower price is not passed on once held (the held seats keep the held price); a rise counts once accepted.
  const agreed = await agreeTotal(db, booking, Math.max(priceMinor, agreedPrice), input);
  if ("refused" in agreed) return { status: "promo_refused", message: agreed.refused };
  const { siteUrl } = bookingPaymentsConfig();
  const started: StartedPayment = await startPayment(db, {
    payable: { kind: BOOKING_PAYABLE, id: booking.id },
    method: input.method,
    amount: { amountMinor: agreed.totalMinor, currency: order.chargeCurrency },
    description: agreed.description,
    buyer: { email: booking.contact.email, firstName: booking.contact.firstName, lastName: booking.contact.lastName },
    idempotencyKey: input.idempotencyKey,
    returnUrl: `${siteUrl.replace(/\/$/, "")}/booking/procesando?reserva=${booking.id}`,
    cashDeadline: cashDeadlineFor(booking),
  });
  if (started.kind === "refused") {
    return started.reason === "already_paid" ? { status: "already_paid" } : { status: "cards_disabled" };
  }
  if (started.kind === "redirect") return { status: "redirect", url: started.url, paymentId: started.paymentId };
  await db.transaction(async (tx) => {
    const holdExpiresAt = new Date(Date.parse(started.expiresAt) + CASH_HOLD_GRACE_MS);
    const [row] = await tx
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
      .for("update");
    if (!row || !HOLDING_STATES.includes(row.state)) return;
    if (row.state === "held") await transitionBooking(tx, booking.id, "held", "pending_payment", "customer");
    await tx
      .update(bookings)
      .set({ holdExpiresAt, updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await scheduleJob(tx, {
      kind: EXPIRE_HOLD_JOB,
      key: holdJobKey(booking.id),
      runAt: holdExpiresAt,
      payload: { bookingId: booking.id },
    });
    await scheduleJob(tx, {
      kind: PROMO_RELEASE_JOB,
      key: `${PROMO_RELEASE_JOB}:${booking.id}`,
      runAt: new Date(holdExpiresAt.getTime() + CASH_HOLD_GRACE_MS),
      payload: { bookingId: booking.id },
    });
    await enqueueCashCodeEmail(
      tx,
      booking,
      {
        code: started.code,
        expiresAt: started.expiresAt,
        bankSteps: started.bankSteps,
        amount: { amountMinor: agreed.totalMinor, currency: order.chargeCurrency },
        amounts: computeOrderAmounts((await loadOrder(tx, booking.id)) ?? order),
      },
      siteUrl,
    );
  });
  return { status: "cash", paymentId: started.paymentId, code: started.code, expiresAt: started.expiresAt };
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
