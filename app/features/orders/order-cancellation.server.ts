/**
 * Cancelling a paid order under each item's penalty rules, through the product port, for its owner and the desk
 * alike (one computation, one refunds ledger), and the desk's optimistic lock on an order (its updated_at is the
 * version a form carries).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import { AppError } from "#server/errors.ts";
import { recordRefundDue } from "#app/features/payments/index.server.ts";
import {
  ORDER_PAYABLE,
  type CancellationTerms,
  type CurrencyCode,
  type Order,
  type OrderActor,
} from "./order-contract.ts";
import { orderProduct } from "./order-products.server.ts";
import { loadOrder, lockOrder, recordOrderEvent, transitionItem, transitionOrder } from "./order-service.server.ts";
import { PAID_ORDER_STATES } from "./order-states.ts";

/**
 * Claims the order at the version a form was built from: bumps updated_at when it still is that version (ISO time,
 * millisecond precision), and answers false when someone changed the order since. The row stays locked until commit.
 */
export async function claimOrderVersion(tx: Tx, orderId: string, version: string): Promise<boolean> {
  if (Number.isNaN(Date.parse(version))) return false;
  const updated = await tx
    .update(orders)
    .set({ updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(orders.id, orderId), sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${version}::timestamptz`))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export type ItemCancellation = { itemId: string; terms: CancellationTerms };
export type OrderCancellation = {
  items: ItemCancellation[];
  penaltyMinor: number;
  commissionMinor: number;
  refundMinor: number;
  currency: CurrencyCode;
};

function summed(order: Order, items: ItemCancellation[]): OrderCancellation {
  const allowed = items.flatMap((entry) => (entry.terms.allowed ? [entry.terms] : []));
  return {
    items,
    penaltyMinor: allowed.reduce((sum, terms) => sum + terms.penaltyMinor, 0),
    commissionMinor: allowed.reduce((sum, terms) => sum + terms.commissionMinor, 0),
    refundMinor: allowed.reduce((sum, terms) => sum + terms.refundMinor, 0),
    currency: order.chargeCurrency,
  };
}

const CANCELLABLE_ITEMS = ["confirmed", "fulfilled"] as const;

/** What cancelling the order now would keep and give back, item by item (each product's own rules). */
export function orderCancellationTerms(order: Order, now: Date): OrderCancellation {
  const items = order.items
    .filter((item) => (CANCELLABLE_ITEMS as readonly string[]).includes(item.state))
    .map((item): ItemCancellation => {
      const product = orderProduct(item.product);
      const terms: CancellationTerms = product
        ? product.cancellationTerms(item, { order, now })
        : { allowed: false, reason: "Este producto no admite anulación desde aquí." };
      return { itemId: item.id, terms };
    });
  return summed(order, items);
}

/**
 * Cancels a paid order: every confirmed or fulfilled item is cancelled by its product under its penalty rules, then
 * the order moves to cancelled (event rows). Refused (CONFLICT) when the order is not paid or an item may not be
 * cancelled; nothing is changed then. Answers what was kept and what is owed back.
 */
export async function cancelPaidOrder(
  tx: Tx,
  orderId: string,
  context: { actor: OrderActor; now: Date; note: string },
): Promise<OrderCancellation> {
  const locked = await lockOrder(tx, orderId);
  const order = locked ? await loadOrder(tx, orderId) : null;
  if (!locked || !order || !PAID_ORDER_STATES.includes(locked.state)) {
    throw new AppError("CONFLICT", "Solo se puede anular un pedido pagado.", { reason: "not_paid" });
  }
  const preview = orderCancellationTerms(order, context.now);
  const refused = preview.items.find((entry) => !entry.terms.allowed);
  if (refused && !refused.terms.allowed) {
    throw new AppError("CONFLICT", refused.terms.reason, { reason: "item_not_cancellable" });
  }
  const applied: ItemCancellation[] = [];
  for (const item of order.items) {
    if (!(CANCELLABLE_ITEMS as readonly string[]).includes(item.state)) continue;
    const product = orderProduct(item.product);
    if (!product) throw new AppError("CONFLICT", "Este producto no admite anulación desde aquí.");
    const terms = await product.cancel(tx, item, { order, now: context.now, actor: context.actor });
    if (!terms.allowed) throw new AppError("CONFLICT", terms.reason, { reason: "item_not_cancellable" });
    await transitionItem(tx, item.id, CANCELLABLE_ITEMS, "cancelled");
    applied.push({ itemId: item.id, terms });
  }
  // A product may move the order along with its own record (a flight's booking does): then only the note is added.
  if (!(await transitionOrder(tx, orderId, locked.state, "cancelled", context.actor, context.note))) {
    if ((await lockOrder(tx, orderId))?.state !== "cancelled") {
      throw new AppError("CONFLICT", "Solo se puede anular un pedido pagado.", { reason: "not_paid" });
    }
    await recordOrderEvent(tx, orderId, "note", context.actor, context.note);
  }
  return summed(order, applied);
}

export type RecordedCancellation = OrderCancellation & { refundId: string | null };

/**
 * Every cancellation of a paid order, whoever asks (its owner, staff): cancelPaidOrder, then what it gives back as a
 * row of the refunds ledger (the desk lists it and registers its payment). Inside the caller's transaction.
 */
export async function cancelOrderWithRefund(
  tx: Tx,
  orderId: string,
  context: { actor: OrderActor; now: Date; note: string; motive: string },
): Promise<RecordedCancellation> {
  const result = await cancelPaidOrder(tx, orderId, context);
  const refund = await recordRefundDue(tx, {
    payable: { kind: ORDER_PAYABLE, id: orderId },
    amount: { amountMinor: result.refundMinor, currency: result.currency },
    reason: "cancellation",
    detail: {
      penaltyMinor: result.penaltyMinor,
      commissionMinor: result.commissionMinor,
      items: result.items,
      motive: context.motive,
      cancelledBy: context.actor,
    },
  });
  return { ...result, refundId: refund?.id ?? null };
}
