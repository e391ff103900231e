/** The orders a signed-in account sees, of every product, as 'Mis reservas' lists them (newest first). */
import { desc } from "drizzle-orm";
import type { Db } from "#db";
import type { SessionUser } from "#request-context";
import { orders } from "#server/db/schema/orders.ts";
import type { ProductKind } from "#app/features/orders/order-contract.ts";
import { chargeText, computeOrderAmounts } from "#app/features/orders/order-money.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { ordersFromRows } from "#app/features/orders/order-service.server.ts";
import { ORDER_STATE_LABELS } from "#app/features/orders/order-states.ts";
import { cancellationSummary } from "#app/features/orders/lifecycle/cancellation-text.ts";
import { recordedCancellation } from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import { accountOrdersCondition, orderPagePath } from "./order-access.server.ts";

/** One order of the account's list: what its main product says of itself and where its page is. */
export type AccountOrderEntry = {
  id: string;
  code: string;
  product: ProductKind;
  title: string;
  subtitle: string;
  /** The first facts of the description ('Entrada …', 'Tramo 1 …'). */
  facts: Array<{ label: string; value: string }>;
  state: string;
  total: string;
  href: string;
};

const LIST_LIMIT = 50;

/** The account's orders (its user id, or its verified e-mail), each with a registered page; newest first. */
export async function accountOrders(db: Pick<Db, "select">, userId: string): Promise<AccountOrderEntry[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(accountOrdersCondition(userId))
    .orderBy(desc(orders.createdAt))
    .limit(LIST_LIMIT);
  const found = await ordersFromRows(db, rows);
  // A cancelled order shows what was paid, retained and refunded: its total is no longer a price.
  const cancelled = new Map<string, string>();
  for (const order of found.filter((candidate) => candidate.state === "cancelled")) {
    const record = await recordedCancellation(db, order.id);
    if (record) cancelled.set(order.id, cancellationSummary(record.figures));
  }
  return found.flatMap((order) => {
    const main = order.items[0];
    const product = main ? orderProduct(main.product) : null;
    const href = orderPagePath(order);
    if (!main || !product || !href) return [];
    const description = product.describe(main, { order, audience: "page" });
    return [
      {
        id: order.id,
        code: order.code,
        product: main.product,
        title: description.title,
        subtitle: description.subtitle,
        facts: description.facts.slice(0, 2),
        state: ORDER_STATE_LABELS[order.state],
        total: cancelled.get(order.id) ?? chargeText(computeOrderAmounts(order)),
        href,
      },
    ];
  });
}

/** A signed-in visitor's orders of every product (guests: none), for 'Mis reservas' and the profile. */
export async function ordersOfVisitor(
  db: Pick<Db, "select">,
  user: Pick<SessionUser, "id"> | null,
): Promise<AccountOrderEntry[]> {
  return user ? accountOrders(db, user.id) : [];
}
