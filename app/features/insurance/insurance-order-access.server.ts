/**
 * Who may open an insurance order's pages (/conformidad and its certificate): this one function, for every insurance
 * route. Today the order's signed-in owner, the browser that bought it (the `kv_seguro` cookie: the policy number and
 * the purchase's random token, whose hash is the order's checkout), or the e-mail's link (`?clave=`: that token, or
 * the policy's signed link token), which then moves into the cookie. Anyone else gets null, as for an unknown number.
 */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { orderItems, orders } from "#server/db/schema/orders.ts";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { policyLinkToken } from "./insurance-config.server.ts";
import { checkoutOfToken } from "./insurance-purchase.server.ts";
import { accessCookie, accessTokenFrom, isAccessToken } from "./policy-access.server.ts";
import { findPolicyRow, type PolicyRow } from "./policy-queries.server.ts";

export type InsuranceOrderRead = {
  order: Order;
  policy: PolicyRow;
  /** Set when the visitor came by the e-mail's link: the cookie that keeps this browser's access. */
  setCookie: string | null;
};

function same(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

function tokenOpens(token: string, policy: PolicyRow, checkoutId: string | null): boolean {
  const byPurchase = checkoutId !== null && same(checkoutOfToken(token), checkoutId);
  return byPurchase || same(token, policyLinkToken(policy.id));
}

/** The insurance order of policy `policyNumber` for whoever asks (request: its cookie and `?clave=`), or null. */
export async function readInsuranceOrder(
  request: Request,
  user: Pick<SessionUser, "id"> | null,
  policyNumber: string,
  db: Db = getDb(),
): Promise<InsuranceOrderRead | null> {
  const policy = await findPolicyRow(db, policyNumber);
  if (!policy) return null;
  const [row] = await db
    .select({ orderId: orders.id, userId: orders.userId, checkoutId: orders.checkoutId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, policy.orderItemId));
  if (!row) return null;
  const linkToken = new URL(request.url).searchParams.get("clave");
  const byLink = isAccessToken(linkToken) && tokenOpens(linkToken, policy, row.checkoutId);
  const cookieToken = accessTokenFrom(request.headers.get("cookie"), policyNumber);
  const byCookie = cookieToken !== null && tokenOpens(cookieToken, policy, row.checkoutId);
  const byOwner = user !== null && row.userId === user.id;
  if (!byLink && !byCookie && !byOwner) return null;
  const order = await loadOrder(db, row.orderId);
  if (!order) return null;
  return { order, policy, setCookie: byLink ? accessCookie(policyNumber, linkToken) : null };
}
