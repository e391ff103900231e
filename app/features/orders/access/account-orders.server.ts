/** The orders a signed-in account sees, of every product, as 'Mis reservas' lists them (newest first). */
import { desc } from "drizzle-orm";
import type { Db } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import type { ProductKind } from "#app/features/orders/order-contract.ts";
import { chargeText, computeOrderAmounts } from "#app/features/orders/order-money.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { ordersFromRows } from "#app/features/orders/order-service.server.ts";
import { ORDER_STATE_LABELS } from "#app/features/orders/order-states.ts";
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
  return (await ordersFromRows(db, rows)).flatMap((order) => {
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
        total: chargeText(computeOrderAmounts(order)),
        href,
      },
    ];
  });
}
