/**
 * Compatibility, read only (decision 050, "Insurance"): the links of insurance e-mails sent before the core's signed
 * links, `/conformidad?poliza=<number>&clave=<token>`, keep opening their policy. The token is either the purchase's
 * random access token (the order's checkout is `insurance:<its sha-256>`, as migration 0035 carried it over) or the
 * paid e-mail's token derived from the policy with the insurance link key. A token that opens grants this browser
 * the order exactly as the core's e-mail link does, and leaves the address bar; nothing issues these tokens any more.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import { grantOrder } from "#app/features/orders/index.server.ts";
import { insuranceConfig } from "./insurance-config.server.ts";
import { orderIdOfPolicy } from "./insurance-order-access.server.ts";
import { confirmationUrl } from "./insurance-urls.ts";
import { findPolicyRow } from "./policy-queries.server.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function same(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token the paid e-mail of policy `policyId` carried (signed with the insurance link key). */
export function legacyPaidEmailToken(policyId: string): string {
  return createHmac("sha256", insuranceConfig().linkKey).update(`policy-link:${policyId}`).digest("base64url");
}

/** The checkout an order placed with purchase token `token` stored. */
export const legacyCheckoutOfToken = (token: string) => `insurance:${createHash("sha256").update(token).digest("hex")}`;

/** Whether the request is an old e-mail link (it carries `clave`): then only openLegacyPolicyLink answers it. */
export const isLegacyPolicyLink = (url: URL) => url.searchParams.has("clave");

/** The policy page and the grant cookie for an old e-mail link that still opens; null (one 404) for anything else. */
export async function openLegacyPolicyLink(
  db: Db,
  request: Request,
  now = new Date(),
): Promise<{ location: string; setCookie: string } | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get("clave") ?? "";
  const policy = TOKEN.test(token) ? await findPolicyRow(db, url.searchParams.get("poliza") ?? "") : null;
  const orderId = policy ? await orderIdOfPolicy(db, policy) : null;
  if (!policy || !orderId) return null;
  const [order] = await db.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, orderId));
  const byPurchase = order?.checkoutId != null && same(legacyCheckoutOfToken(token), order.checkoutId);
  if (!byPurchase && !same(token, legacyPaidEmailToken(policy.id))) return null;
  return { location: confirmationUrl(policy.policyNumber), setCookie: grantOrder(request, orderId, "link", now) };
}
