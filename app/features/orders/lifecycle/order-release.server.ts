/**
 * What an order that ended unpaid gives back, whichever way it ended (its hold lapsed, its cash code expired, its
 * owner cancelled it): each item's product releases its hold, the held items move to released, the promo use goes
 * back, and the core queues the order's one e-mail when the customer is told of it (released-email.server.ts).
 * Inside the caller's transaction, after the order's own transition; every step is idempotent.
 */
import type { Tx } from "#db";
import type { ItemState, Order } from "#app/features/orders/order-contract.ts";
import type { OrderRelease } from "#app/features/orders/order-product-contract.ts";
import { releaseOrderPromo } from "#app/features/orders/order-adjustments.server.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { transitionItem } from "#app/features/orders/order-service.server.ts";
import { queueReleasedEmail } from "./released-email.server.ts";

export async function releaseEndedOrder(
  tx: Tx,
  order: Order,
  context: { reason: string; now: Date; states?: readonly ItemState[]; cash?: OrderRelease["cash"] },
): Promise<void> {
  const states = context.states ?? ["held"];
  const released = order.items.filter((item) => states.includes(item.state));
  for (const item of released) {
    await orderProduct(item.product)?.release(tx, item, { reason: context.reason, now: context.now });
    await transitionItem(tx, item.id, ["held"], "released");
  }
  await releaseOrderPromo(tx, order.id);
  await queueReleasedEmail(tx, order, released, {
    reason: context.reason,
    now: context.now,
    cash: context.cash ?? null,
  });
}
