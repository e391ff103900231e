/**
 * The one guest-access rule of every order (decision 050), whatever its products: an order is shown to the account
 * that owns it (its user id, or its contact e-mail once the account verified that e-mail) and to a browser holding a
 * grant for it (order-grants.server.ts: it placed the order, opened the e-mail's signed link, or proved code +
 * e-mail). Anyone else gets the same "not found" as for an order that does not exist.
 */
import { basketOrderPath, isBasket } from "#app/features/orders/order-basket.ts";
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db";
import type { SessionUser } from "#request-context";
import { users } from "#server/db/schema/accounts.ts";
import { orders } from "#server/db/schema/orders.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { hasOrderGrant } from "./order-grants.server.ts";

type Reader = Pick<Db, "select">;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The orders an account owns: its user id, or guest orders with its e-mail once that e-mail is verified. */
export function accountOrdersCondition(userId: string): SQL {
  if (!UUID.test(userId)) return sql`false`;
  return or(
    eq(orders.userId, userId),
    and(
      isNull(orders.userId),
      sql`${orders.contactEmail} = (select lower(${users.email}) from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`,
    ),
  ) as SQL;
}

/** Whether the account owns the order (same rule as its list). */
export async function accountOwnsOrder(db: Reader, userId: string, orderId: string): Promise<boolean> {
  if (!UUID.test(orderId)) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), accountOrdersCondition(userId)));
  return row !== undefined;
}

/** Whether this request may see the order: a grant in its browser, or its signed-in owner. */
export async function mayOpenOrder(
  db: Reader,
  request: Request,
  user: Pick<SessionUser, "id"> | null,
  orderId: string,
) {
  if (!UUID.test(orderId)) return false;
  if (hasOrderGrant(request, orderId)) return true;
  return user !== null && accountOwnsOrder(db, user.id, orderId);
}

/** The order `id` for whoever may see it; null for anyone else and for an unknown id alike. */
export async function readAccessibleOrder(
  db: Reader,
  request: Request,
  user: Pick<SessionUser, "id"> | null,
  id: string,
): Promise<Order | null> {
  return (await mayOpenOrder(db, request, user, id)) ? loadOrder(db, id) : null;
}

/**
 * The order page of the order's main product (the item at position 0), from the product's registration; a basket's
 * is the core's own.
 */
export function orderPagePath(order: Order): string | null {
  if (isBasket(order)) return basketOrderPath(order.id);
  const main = order.items[0];
  return (main && orderProduct(main.product)?.orderPath?.(order)) ?? null;
}
