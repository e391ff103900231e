/**
 * What a flight order's payment has of its own (the order core's payment use case asks the flight product): the
 * gateway's description, the return page, the cash code's latest deadline before departure, and once a code is out
 * the booking's side: its state, its hold's end and the job that gives its promo use back (the core queues the code's
 * e-mail in the flight's words, booking-emails.server.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { bookings } from "#server/db/schema/bookings.ts";
import { scheduleJob } from "#server/jobs/jobs.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import type { PaymentTerms, StartedCashCode } from "#app/features/orders/order-product-contract.ts";
import { computeOrderAmounts, convert, referenceText } from "#app/features/orders/index.ts";
import { CASH_HOLD_GRACE_MS } from "#app/features/orders/index.server.ts";
import { formatMoney } from "#app/utils/money.ts";
import { HOLDING_STATES, transitionBooking } from "./booking-states.server.ts";
import type { FlightItemDetails } from "./flight-order-lines.ts";

export const PROMO_RELEASE_JOB = "bookings.release-promo";
/** A cash code must be paid this long before the first flight at the latest. */
export const CASH_BEFORE_DEPARTURE_MS = 6 * 3_600_000;

const flightOf = (order: Order) =>
  order.items.find((item) => item.product === "flight")?.details as FlightItemDetails | undefined;

function route(details: FlightItemDetails | undefined): string {
  const slices = details?.offer.slices ?? [];
  const first = slices[0];
  const last = slices.at(-1);
  return `${first?.origin ?? ""}-${(slices.length === 2 ? first?.destination : last?.destination) ?? ""}`;
}

/**
 * What the gateway's page shows above the amount: the trip, the order's adjustments (a promo's discount) and the
 * charge in the other currency, at the order's dated rate.
 */
export function flightPaymentTerms(order: Order, dueMinor: number, siteUrl: string): PaymentTerms {
  const details = flightOf(order);
  const amounts = computeOrderAmounts(order);
  const money = (minor: number) => formatMoney(minor, amounts.chargeCurrency, { alwaysDecimals: true });
  const adjustments = amounts.adjustments.map((line) => `${line.label}: ${money(line.amount.chargeMinor)}`);
  const reference =
    dueMinor === amounts.total.chargeMinor
      ? amounts.total.referenceMinor
      : convert(dueMinor, amounts.chargeCurrency, amounts.referenceCurrency, amounts.exchangeRate);
  const departure = details?.offer.slices[0]?.options[0]?.segments[0]?.departureUtc;
  return {
    description: [`Vuelo ${route(details)}, reserva ${order.code}`, ...adjustments, referenceText(amounts, reference)]
      .join(" · ")
      .slice(0, 200),
    returnUrl: `${siteUrl.replace(/\/$/, "")}/booking/procesando?reserva=${order.id}`,
    cashDeadline: new Date((departure ? Date.parse(departure) : Date.now() + 86_400_000) - CASH_BEFORE_DEPARTURE_MS),
  };
}

/**
 * A cash code is out: the booking awaits it, its seats and its promo use are kept as long as the order's hold (the
 * core's expiry job, scheduled at placement, looks again at the extended end).
 */
export async function flightCashCodeStarted(tx: Tx, order: Order, started: StartedCashCode): Promise<void> {
  const { holdUntil } = started;
  const [row] = await tx
    .select({ id: bookings.id, code: bookings.code, state: bookings.state, contact: bookings.contact })
    .from(bookings)
    .where(eq(bookings.id, order.id))
    .for("update");
  if (!row || !HOLDING_STATES.includes(row.state)) return;
  if (row.state === "held") await transitionBooking(tx, row.id, "held", "pending_payment", "customer");
  await tx
    .update(bookings)
    .set({ holdExpiresAt: holdUntil, updatedAt: sql`now()` })
    .where(eq(bookings.id, row.id));
  await scheduleJob(tx, {
    kind: PROMO_RELEASE_JOB,
    key: `${PROMO_RELEASE_JOB}:${row.id}`,
    runAt: new Date(holdUntil.getTime() + CASH_HOLD_GRACE_MS),
    payload: { bookingId: row.id },
  });
}
