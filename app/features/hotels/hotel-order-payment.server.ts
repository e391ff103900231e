/**
 * Paying and cancelling a hotel order. Payments pay the order (payable "order"): the order core's payable confirms
 * the stay through the hotel product on approval. A cash code keeps the rooms until its deadline; a lapsed hold
 * ends the order; a cancellation applies the rate plan's tiers and records the refund due.
 */
import { createHash } from "node:crypto";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import {
  cancelOrderWithRefund,
  extendOrderHold,
  loadOrder,
  lockOrder,
  orderPaymentSummary,
  releaseOrderPromo,
  transitionItem,
  transitionOrder,
} from "#app/features/orders/index.server.ts";
import { computeOrderAmounts, PAYABLE_ORDER_STATES, type CancellationFigures } from "#app/features/orders/index.ts";
import { paymentsOf, refreshPayment, startPayment } from "#app/features/payments/index.server.ts";
import { siteLink } from "./hotel-config.server.ts";
import { queueHotelCashCodeEmail } from "./hotel-emails.server.ts";
import { extendItemHold, hotelOrderProduct, type HotelItem } from "./hotel-product.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelItemOf } from "./hotel-voucher.server.ts";

/** The rooms outlast a cash code by this much, so the code's own expiry (which releases them) runs first. */
const CASH_GRACE_MS = 60_000;

export type HotelPayOutcome =
  | { status: "redirect"; url: string; paymentId: string }
  | { status: "cash" }
  | { status: "already_paid" }
  | { status: "cards_disabled" }
  | { status: "not_payable" };

/** The same click (double submit, retried post) gives the same payment; a new try after a decline a new one. */
async function attemptKey(db: Db, orderId: string, method: string): Promise<string> {
  const settled = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: orderId })).filter((p) => p.status !== "pending");
  return createHash("sha256")
    .update([orderId, method, String(settled.length)].join("|"))
    .digest("base64url");
}

/** Starts paying a held hotel order: the gateway's card page, or a cash code that keeps the rooms until it lapses. */
export async function startHotelPayment(db: Db, order: Order, method: "card" | "cash"): Promise<HotelPayOutcome> {
  if (order.state === "paid" || order.state === "fulfilled") return { status: "already_paid" };
  const item = hotelItemOf(order);
  if (!item || !PAYABLE_ORDER_STATES.includes(order.state)) return { status: "not_payable" };
  const summary = await orderPaymentSummary(db, order);
  if (summary.dueMinor <= 0) return { status: "not_payable" };
  if (method === "cash" && summary.pendingCash) {
    await resendPendingCashEmail(db, order);
    return { status: "cash" };
  }
  // A cash code must be paid by the day before arrival at the latest.
  const arrival = new Date(`${item.details.checkIn}T00:00:00-05:00`);
  const started = await startPayment(db, {
    payable: { kind: ORDER_PAYABLE, id: order.id },
    method,
    amount: { amountMinor: summary.dueMinor, currency: order.chargeCurrency },
    description: `Hotel ${item.details.hotel.name}, reserva ${order.code}`,
    buyer: { email: order.contact.email, firstName: order.contact.firstName, lastName: order.contact.lastName },
    idempotencyKey: await attemptKey(db, order.id, method),
    returnUrl: siteLink(hotelOrderPaths(order.id).page),
    cashDeadline: new Date(arrival.getTime() - 24 * 3_600_000),
  });
  if (started.kind === "refused") {
    return started.reason === "already_paid" ? { status: "already_paid" } : { status: "cards_disabled" };
  }
  if (started.kind === "redirect") return { status: "redirect", url: started.url, paymentId: started.paymentId };
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || !PAYABLE_ORDER_STATES.includes(locked.state)) return;
    if (locked.state === "held") await transitionOrder(tx, order.id, "held", "pending_payment", "customer");
    const until = new Date(Date.parse(started.expiresAt) + CASH_GRACE_MS);
    await extendOrderHold(tx, order.id, until);
    await extendItemHold(tx, item, until);
    const current = (await loadOrder(tx, order.id)) ?? order;
    await queueHotelCashCodeEmail(tx, current, {
      code: started.code,
      expiresAt: started.expiresAt,
      bankSteps: started.bankSteps,
      amount: { amountMinor: summary.dueMinor, currency: order.chargeCurrency },
      amounts: computeOrderAmounts(current),
    });
  });
  return { status: "cash" };
}

/** A retried cash choice: the pending code's e-mail is queued again, which its dedupe key makes a no-op once sent. */
async function resendPendingCashEmail(db: Db, order: Order): Promise<void> {
  const pending = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id })).find(
    (payment) => payment.method === "cash" && payment.status === "pending" && payment.cash,
  );
  if (!pending?.cash) return;
  const cash = pending.cash;
  await db.transaction(async (tx) => {
    await queueHotelCashCodeEmail(tx, order, { ...cash, amount: pending.amount, amounts: computeOrderAmounts(order) });
  });
}

/**
 * Brings an unpaid order up to date when its page is read: a card payment the buyer came back from is asked about
 * (the gateway's answer confirms the stay), and a hold that lapsed unpaid ends the order, frees the rooms and gives
 * its promo use back.
 */
export async function settleHotelOrder(db: Db, order: Order, now = new Date()): Promise<Order> {
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return order;
  const pending = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id })).filter(
    (payment) => payment.status === "pending" && payment.method === "card",
  );
  for (const payment of pending) await refreshPayment(db, payment.id);
  const fresh = (await loadOrder(db, order.id)) ?? order;
  if (!PAYABLE_ORDER_STATES.includes(fresh.state) || !fresh.holdExpiresAt) return fresh;
  if (Date.parse(fresh.holdExpiresAt) > now.getTime()) return fresh;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, fresh.id);
    if (!locked || !PAYABLE_ORDER_STATES.includes(locked.state)) return;
    if (!(await transitionOrder(tx, fresh.id, locked.state, "expired", "system", "hotel hold lapsed unpaid"))) return;
    for (const item of fresh.items) {
      if (item.state !== "held") continue;
      await hotelOrderProduct.release(tx, item as HotelItem);
      await transitionItem(tx, item.id, ["held"], "released");
    }
    await releaseOrderPromo(tx, fresh.id);
  });
  return (await loadOrder(db, order.id)) ?? fresh;
}

/**
 * Cancels a paid hotel order for its owner: the order core's cancellation (the rate plan's tiers, the same figures
 * the desk shows) recorded in the refunds ledger and e-mailed. Answers the figures (CONFLICT when not allowed).
 */
export async function cancelHotelOrder(db: Db, orderId: string, now = new Date()): Promise<CancellationFigures> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const order = await loadOrder(tx, orderId);
    const item = order ? hotelItemOf(order) : null;
    if (!locked || !order || !item) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
    if (locked.state !== "paid" && locked.state !== "fulfilled") {
      throw new AppError("CONFLICT", "Esta reserva no se puede cancelar: no está pagada o ya terminó.");
    }
    const { figures } = await cancelOrderWithRefund(tx, orderId, {
      actor: "customer",
      now,
      note: "cancelled by its owner",
      motive: "Cancelada por el cliente",
    });
    return figures;
  });
}
