/**
 * Who may open a policy bought alone (/conformidad, its certificate): the order core's one guest-access rule
 * (decision 050) applied to the policy's order. A browser holding a grant for it (it bought the policy, opened an
 * e-mail's signed link or proved code + e-mail on /mis-reservas) or the order's signed-in owner (its account, or an
 * account that verified the order's e-mail). Anyone else gets null, as for an unknown number.
 */
import { eq } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { loadOrder, mayOpenOrder, readAccessibleOrder } from "#app/features/orders/index.server.ts";
import { findPolicyRow, policyOfItem, type PolicyRow } from "./policy-queries.server.ts";

export type InsuranceOrderRead = { order: Order; policy: PolicyRow };

/** The order a policy's item belongs to. */
export async function orderIdOfPolicy(db: Pick<Db, "select">, policy: PolicyRow): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, policy.orderItemId));
  return row?.orderId ?? null;
}

/** The insurance order of policy `policyNumber` for whoever may open it (the core's rule), or null. */
export async function readInsuranceOrder(
  request: Request,
  user: Pick<SessionUser, "id"> | null,
  policyNumber: string,
  db: Db = getDb(),
): Promise<InsuranceOrderRead | null> {
  const policy = await findPolicyRow(db, policyNumber);
  const orderId = policy ? await orderIdOfPolicy(db, policy) : null;
  const order = policy && orderId ? await readAccessibleOrder(db, request, user, orderId) : null;
  return policy && order ? { order, policy } : null;
}

/**
 * `/conformidad?pedido=<order id>` (the page the core registers for a policy bought alone): the policy's number for
 * whoever may open the order; null for anyone else, an unknown id and an order whose main item is no policy.
 */
export async function policyNumberOfOrder(
  request: Request,
  user: Pick<SessionUser, "id"> | null,
  orderId: string,
  db: Db = getDb(),
): Promise<string | null> {
  if (!(await mayOpenOrder(db, request, user, orderId))) return null;
  const main = (await loadOrder(db, orderId))?.items[0];
  if (main?.product !== "insurance") return null;
  return (await policyOfItem(db, main.id))?.policyNumber ?? null;
}
