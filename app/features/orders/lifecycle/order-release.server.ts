/**
 * What an order that ended unpaid gives back, whichever way it ended (its hold lapsed, its cash code expired): each
 * item's product releases its hold, the held items move to released, and the promo use goes back. Inside the
 * caller's transaction, after the order's own transition; every step is idempotent.
 */
import type { Tx } from "#db";
import type { ItemState, Order } from "#app/features/orders/order-contract.ts";
import { releaseOrderPromo } from "#app/features/orders/order-adjustments.server.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { transitionItem } from "#app/features/orders/order-service.server.ts";

export async function releaseEndedOrder(
  tx: Tx,
  order: Order,
  context: { reason: string; now: Date; states?: readonly ItemState[] },
): Promise<void> {
  const states = context.states ?? ["held"];
  for (const item of order.items) {
    if (!states.includes(item.state)) continue;
    await orderProduct(item.product)?.release(tx, item, { reason: context.reason, now: context.now });
    await transitionItem(tx, item.id, ["held"], "released");
  }
  await releaseOrderPromo(tx, order.id);
}
