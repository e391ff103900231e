/**
 * Settling and cancelling a hotel order. Its payment is the order core's (orders/payment: startOrderPayment, with
 * the hotel product's terms); the core's payable confirms the stay through the hotel product on approval. A lapsed
 * hold ends the order; a cancellation applies the rate plan's tiers and records the refund due.
 */
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { cancelOrderWithRefund, expireOrderIfLapsed, loadOrder, lockOrder } from "#app/features/orders/index.server.ts";
import { PAYABLE_ORDER_STATES, type CancellationFigures } from "#app/features/orders/index.ts";
import { hotelItemOf } from "./hotel-voucher.server.ts";

/**
 * Brings an unpaid order up to date when its page is read: the order core's expiry (a card payment the buyer came back
 * from is asked about; a hold that lapsed unpaid ends the order, frees the rooms and gives its promo use back), which
 * its scheduled job also runs at the hold's end.
 */
export async function settleHotelOrder(db: Db, order: Order, now = new Date()): Promise<Order> {
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return order;
  await expireOrderIfLapsed(db, order.id, now);
  return (await loadOrder(db, order.id)) ?? order;
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
