/** Writing and reading an item's supplier references (order-supplier-contract.ts says what they are). */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import type { ProductKind } from "./order-contract.ts";
import { itemSupplierRefs, type ItemSupplierRefs } from "./order-supplier-contract.ts";

export { itemSupplierRefs, type ItemSupplierRefs };

/** Records the item's references (merged into its details), inside the caller's transaction. */
export async function setItemSupplierRefs(tx: Tx, itemId: string, refs: ItemSupplierRefs): Promise<void> {
  await tx
    .update(orderItems)
    .set({
      details: sql`${orderItems.details} || jsonb_build_object('supplierRefs', ${JSON.stringify(refs)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(eq(orderItems.id, itemId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The references of an order's first item of a product (one query; null when there is none or it holds nothing). */
export async function orderSupplierRefs(
  db: Pick<Db, "select">,
  orderId: string,
  product: ProductKind,
): Promise<ItemSupplierRefs | null> {
  if (!UUID.test(orderId)) return null;
  const [row] = await db
    .select({ details: orderItems.details })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.product, product)))
    .orderBy(asc(orderItems.position))
    .limit(1);
  return row ? itemSupplierRefs(row.details) : null;
}
