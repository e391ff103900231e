/**
 * Settling and cancelling a hotel order. Its payment is the order core's (orders/payment: startOrderPayment, with
 * the hotel product's terms); the core's payable confirms the stay through the hotel product on approval. A lapsed
 * hold ends the order; a cancellation applies the rate plan's tiers and records the refund due.
 */
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import {
  cancelOrderWithRefund,
  loadOrder,
  lockOrder,
  releaseOrderPromo,
  transitionItem,
  transitionOrder,
} from "#app/features/orders/index.server.ts";
import { PAYABLE_ORDER_STATES, type CancellationFigures } from "#app/features/orders/index.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import { hotelOrderProduct, type HotelItem } from "./hotel-product.server.ts";
import { hotelItemOf } from "./hotel-voucher.server.ts";

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
