import { createHash } from "node:crypto";
import type { Db } from "#db";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";

/**
 * The idempotency key of a payment attempt on an order: the same click (double submit, two tabs, a retried post)
 * gives the same key, so the same payment; once an attempt settled (a declined card), the next click gets a new one.
 * `parts`: what makes a click another attempt (the method, a promo code typed, a price accepted).
 */
export async function orderAttemptKey(db: Db, orderId: string, parts: string[]): Promise<string> {
  const settled = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: orderId })).filter(
    (payment) => payment.status !== "pending",
  ).length;
  return createHash("sha256")
    .update([orderId, ...parts, String(settled)].join("|"))
    .digest("base64url");
}
