/**
 * Cancelling one item of a paid order of several (decision 063: only the stay of a flight+hotel, or only its
 * flights), by the same one computation as the whole order (cancellation-figures.ts, `only`): the item's share of
 * what was paid, what its supplier retains, the agency's commission on that share and the refund. The order stays
 * with its other items; the item is cancelled at its product, its refund is one row of the ledger (with its item id,
 * so a retry records nothing new) and the customer is e-mailed the figures. The last item left cancels the order.
 * Locks as the whole order's cancellation does: the order row first, then whatever the product and the ledger touch.
 */
import type { Db, Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { recordRefundDue, refundsOf } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE, type Order, type OrderActor } from "#app/features/orders/order-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { loadOrder, lockOrder, recordOrderEvent, transitionItem } from "#app/features/orders/order-service.server.ts";
import { PAID_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { formatMoney } from "#app/utils/money.ts";
import { computeCancellation, type CancellationOutcome } from "./cancellation-figures.ts";
import { queueItemCancellationEmail } from "./cancellation-emails.server.ts";
import {
  CANCELLABLE_ITEMS,
  NOT_PAID_MESSAGE,
  cancelOrderWithRefund,
  cancellationInputOf,
  cancellationRecordOf,
  isCancellable,
  paidOf,
  recordedCancellation,
  type CancellationRecord,
} from "./order-cancellation.server.ts";

type Reader = Pick<Db, "select">;

const byPosition = (order: Order) => [...order.items].sort((a, b) => a.position - b.position);
/** An add-on is an insurance item sold with its product's item, which it follows (as order-basket.ts counts them). */
const isAddOn = (order: Order, index: number) => index > 0 && byPosition(order)[index]?.product === "insurance";

/**
 * The items one may cancel alone: the order's cancellable ones that are no add-on, when there are two or more (else
 * it is the order). An add-on (the flight's travel assistance) goes with its item.
 */
export function itemsCancellableAlone(order: Order): string[] {
  if (!PAID_ORDER_STATES.includes(order.state)) return [];
  const ids = byPosition(order)
    .filter((item, index) => isCancellable(item.state) && !isAddOn(order, index))
    .map((item) => item.id);
  return ids.length > 1 ? ids : [];
}

/** An item and the add-ons in force that follow it: what cancelling that item alone cancels. */
export function serviceOf(order: Order, itemId: string): string[] {
  const sorted = byPosition(order);
  const start = sorted.findIndex((item) => item.id === itemId);
  if (start < 0 || isAddOn(order, start)) return [itemId];
  const ids = [itemId];
  for (const [offset, next] of sorted.slice(start + 1).entries()) {
    if (!isAddOn(order, start + 1 + offset)) break;
    if (isCancellable(next.state)) ids.push(next.id);
  }
  return ids;
}

/** What cancelling only `itemId` now would keep and give back (the order page shows it before confirming). */
export async function orderItemCancellation(
  db: Reader,
  order: Order,
  itemId: string,
  now: Date,
): Promise<CancellationOutcome> {
  if (!PAID_ORDER_STATES.includes(order.state)) return { allowed: false, reason: NOT_PAID_MESSAGE };
  const only = serviceOf(order, itemId);
  return computeCancellation({ ...cancellationInputOf(order, await paidOf(db, order), now), only });
}

/** A cancellation of one item as the ledger recorded it, with its item. */
export type ItemCancellationRecord = CancellationRecord & { itemId: string };

/** Every item the order's ledger records as cancelled alone, in the order they were cancelled. */
export async function itemCancellations(db: Reader, orderId: string): Promise<ItemCancellationRecord[]> {
  const rows = await refundsOf(db, { kind: ORDER_PAYABLE, id: orderId });
  return rows.flatMap((row) => {
    const record = row.itemId ? cancellationRecordOf(row) : null;
    return record && row.itemId ? [{ ...record, itemId: row.itemId }] : [];
  });
}

export type ItemCancellationResult = {
  record: CancellationRecord;
  /** The item was the last one left: the order is cancelled (its record is the order's). */
  orderCancelled: boolean;
  /** Nothing was done now: this item's cancellation was already recorded (a retry). */
  repeated: boolean;
};

/**
 * Cancels one item of a paid order, inside the caller's transaction. A retry of a recorded one answers its record;
 * refused (CONFLICT) when the order is not paid, the item is not in force, or its rule refuses it now.
 */
export async function cancelOrderItemWithRefund(
  tx: Tx,
  orderId: string,
  itemId: string,
  context: { actor: OrderActor; now: Date; note: string; motive: string },
): Promise<ItemCancellationResult> {
  const locked = await lockOrder(tx, orderId);
  const order = locked ? await loadOrder(tx, orderId) : null;
  if (!locked || !order) throw new AppError("NOT_FOUND", "No encontramos la reserva.");
  const earlier = (await itemCancellations(tx, orderId)).find((record) => record.itemId === itemId);
  if (earlier) return { record: earlier, orderCancelled: false, repeated: true };
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (item?.state === "cancelled" && order.state === "cancelled") {
    const whole = await recordedCancellation(tx, orderId);
    if (whole) return { record: whole, orderCancelled: true, repeated: true };
  }
  if (!PAID_ORDER_STATES.includes(locked.state)) {
    throw new AppError("CONFLICT", NOT_PAID_MESSAGE, { reason: "not_paid" });
  }
  const product = item ? orderProduct(item.product) : null;
  if (!item || !product || !isCancellable(item.state)) {
    throw new AppError("CONFLICT", "Ese servicio ya no está vigente en este pedido.", { reason: "item_not_live" });
  }
  const service = serviceOf(order, itemId);
  if (!order.items.some((other) => !service.includes(other.id) && isCancellable(other.state))) {
    // The last item left: cancelling it is cancelling the order (one computation, the order's record).
    const { refundId } = await cancelOrderWithRefund(tx, orderId, context);
    const whole = refundId ? await recordedCancellation(tx, orderId) : null;
    if (!whole) throw new Error(`order ${orderId} cancelled without its record`);
    return { record: whole, orderCancelled: true, repeated: false };
  }
  const outcome = computeCancellation({
    ...cancellationInputOf(order, await paidOf(tx, order), context.now),
    only: service,
  });
  if (!outcome.allowed) throw new AppError("CONFLICT", outcome.reason, { reason: "item_not_cancellable" });
  const { figures } = outcome;
  const line = figures.items.find((candidate) => candidate.itemId === itemId);
  if (!line) throw new Error(`no figures for item ${itemId}`);
  // The item and its add-ons, each by its product with its own line (a kept add-on stays in force, as with the order).
  for (const entry of figures.items) {
    const target = order.items.find((candidate) => candidate.id === entry.itemId);
    const its = target ? orderProduct(target.product) : null;
    if (entry.outcome !== "cancel" || !target || !its) continue;
    const applied = {
      paidMinor: entry.paid.chargeMinor,
      retainedMinor: entry.retained.chargeMinor,
      refundMinor: entry.refundMinor,
      orderStays: true,
    };
    await its.cancel(tx, target, { order, now: context.now, actor: context.actor, applied });
    await transitionItem(tx, target.id, CANCELLABLE_ITEMS, "cancelled");
  }
  // The order stays with its other items: a product that moved it broke the port's rule (`orderStays`).
  if ((await lockOrder(tx, orderId))?.state !== locked.state) throw new Error(`order ${orderId} moved with one item`);
  const row = await recordRefundDue(tx, {
    payable: { kind: ORDER_PAYABLE, id: orderId },
    itemId,
    amount: { amountMinor: figures.refund.chargeMinor, currency: figures.chargeCurrency },
    retainedMinor: figures.retained.chargeMinor + figures.kept.chargeMinor,
    commissionMinor: figures.commission.chargeMinor,
    reason: "cancellation",
    detail: { figures, motive: context.motive, cancelledBy: context.actor, itemId },
  });
  const record = row ? cancellationRecordOf(row) : null;
  if (!record) throw new Error(`item ${itemId} cancelled without its ledger row`);
  const money = (minor: number) => formatMoney(minor, figures.chargeCurrency, { alwaysDecimals: true });
  await recordOrderEvent(
    tx,
    orderId,
    "refund",
    context.actor,
    `${line.title} anulado (${context.note}): reembolso por devolver ${money(figures.refund.chargeMinor)} · retenido por proveedores ${money(figures.retained.chargeMinor)} · comisión ${money(figures.commission.chargeMinor)}`,
  );
  await queueItemCancellationEmail(tx, order, figures, { actor: context.actor, itemId, title: line.title });
  return { record, orderCancelled: false, repeated: false };
}
