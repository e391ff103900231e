/**
 * Cancelling an order nobody paid (held, a payment in progress, a cash code pending), for its owner: its pending
 * payments are cancelled and voided at their provider, the order moves to cancelled, and each product releases its
 * hold as an expiry would. Nothing was charged, so nothing is refunded. A retry finds it cancelled and answers the
 * same; a payment approved first wins (the order is paid: refused), one approved after is an overpayment due back.
 */
import type { Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { cancelPendingPayments, lockPendingPayments, refundsOf } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE, type OrderActor } from "#app/features/orders/order-contract.ts";
import { loadOrder, lockOrder, transitionOrder } from "#app/features/orders/order-service.server.ts";
import { PAID_ORDER_STATES, PAYABLE_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { releaseEndedOrder } from "./order-release.server.ts";

/** What the customer reads once an unpaid order is cancelled. */
export const NOTHING_CHARGED_MESSAGE = "No se realizó ningún cobro.";
export const ALREADY_PAID_MESSAGE =
  "Tu pago de esta reserva ya se registró, así que no la cancelamos. Revisa en Mis reservas sus condiciones de cancelación.";
export const ENDED_MESSAGE = "Esta reserva ya no está vigente: venció sin pago.";
const CANCELLED_PAID_MESSAGE =
  "Esta reserva estaba pagada y ya fue cancelada: en Mis reservas verás lo que te devolvemos.";

/** The release reason products hear (a flight's booking becomes cancelled, not expired). */
export const CUSTOMER_CANCELLED = "customer_cancelled";

/**
 * Cancels the unpaid order inside the caller's transaction: "cancelled" when this call did it, "already_cancelled"
 * when an earlier call (or the lapse of its cash code) had, with nothing refunded. Throws CONFLICT when it is paid
 * (or was cancelled after a payment) or expired; NOT_FOUND when there is no such order. Nothing changes then.
 */
export async function cancelUnpaidOrder(
  tx: Tx,
  orderId: string,
  context: { actor: OrderActor; now: Date; note: string },
): Promise<"cancelled" | "already_cancelled"> {
  // The payments before the order, in the order a provider's approval takes them (payment, then order).
  await lockPendingPayments(tx, { kind: ORDER_PAYABLE, id: orderId });
  const locked = await lockOrder(tx, orderId);
  if (!locked) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  if (locked.state === "cancelled") {
    const refunds = await refundsOf(tx, { kind: ORDER_PAYABLE, id: orderId });
    if (refunds.some((row) => row.reason === "cancellation")) {
      throw new AppError("CONFLICT", CANCELLED_PAID_MESSAGE, { reason: "paid" });
    }
    return "already_cancelled";
  }
  if (PAID_ORDER_STATES.includes(locked.state))
    throw new AppError("CONFLICT", ALREADY_PAID_MESSAGE, { reason: "paid" });
  if (!PAYABLE_ORDER_STATES.includes(locked.state)) throw new AppError("CONFLICT", ENDED_MESSAGE, { reason: "ended" });
  await cancelPendingPayments(tx, { kind: ORDER_PAYABLE, id: orderId }, context.actor, "order cancelled unpaid");
  await transitionOrder(tx, orderId, locked.state, "cancelled", context.actor, context.note);
  const order = await loadOrder(tx, orderId);
  if (order) await releaseEndedOrder(tx, order, { reason: CUSTOMER_CANCELLED, now: context.now });
  return "cancelled";
}
