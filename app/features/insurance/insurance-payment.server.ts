/**
 * Paying a policy bought alone: its order is the payable (the order core's "order" payable), paid by card or cash
 * code as flights and hotels pay. The purchase e-mail (certificate and, for a cash code, the code, deadline and bank
 * steps) is queued once the payment has started; the approval pays the order and the insurance product issues the
 * policy with the paid e-mail, in the payment's transaction (insurance-order-product.server.ts `confirm`).
 */
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import {
  extendOrderHold,
  loadOrder,
  lockOrder,
  orderPaymentSummary,
  transitionOrder,
} from "#app/features/orders/index.server.ts";
import { PAYABLE_ORDER_STATES } from "#app/features/orders/index.ts";
import type { StartedPayment } from "#app/features/payments/payment-contract.ts";
import { startPayment } from "#app/features/payments/index.server.ts";
import { configureInsurance, type InsuranceConfig } from "./insurance-config.server.ts";
import { enqueuePolicyEmail } from "./insurance-emails.server.ts";
import { registerInsuranceOrderProduct } from "./insurance-order-product.server.ts";
import type { PurchasedPolicy } from "./insurance-purchase.server.ts";
import { confirmationUrl } from "./insurance-urls.ts";
import { findPolicyRow, toPolicyView } from "./policy-queries.server.ts";

/** The order outlasts a cash code by this much, so the code's own expiry (which ends the order) runs first. */
const CASH_GRACE_MS = 60_000;

/** Start-up (or first use): the site URL and link key of insurance e-mails, and insurance as an order product. */
export function registerInsurance(config?: InsuranceConfig): void {
  if (config) configureInsurance(config);
  registerInsuranceOrderProduct();
}
registerInsurance();

export type PolicyPaymentInput = {
  policy: PurchasedPolicy;
  buyer: { email: string; firstName: string; lastName: string };
  idempotencyKey: string;
  siteUrl: string;
};

/**
 * Starts (or, for the same key, answers again) the payment of the policy's order for what is due, moves the order
 * to pending payment (a cash code keeps it until the code's deadline), then queues the purchase e-mail once.
 */
export async function startPolicyPayment(db: Db, input: PolicyPaymentInput): Promise<StartedPayment> {
  const { policy, siteUrl } = input;
  const order = await loadOrder(db, policy.orderId);
  if (!order) throw new AppError("NOT_FOUND", "No encontramos tu compra.");
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return { kind: "refused", reason: "already_paid" };
  const summary = await orderPaymentSummary(db, order);
  const started = await startPayment(db, {
    payable: { kind: ORDER_PAYABLE, id: order.id },
    method: policy.paymentType === "TARJETA" ? "card" : "cash",
    amount: { amountMinor: summary.dueMinor, currency: order.chargeCurrency },
    description: `Seguro de viaje, póliza ${policy.policyNumber} (pedido ${order.code})`,
    buyer: input.buyer,
    idempotencyKey: input.idempotencyKey,
    returnUrl: `${siteUrl.replace(/\/$/, "")}${confirmationUrl(policy.policyNumber)}`,
  });
  if (started.kind !== "refused") {
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (!locked || !PAYABLE_ORDER_STATES.includes(locked.state)) return;
      if (locked.state === "held") await transitionOrder(tx, order.id, "held", "pending_payment", "customer");
      if (started.kind === "cash") {
        await extendOrderHold(tx, order.id, new Date(Date.parse(started.expiresAt) + CASH_GRACE_MS));
      }
    });
  }
  const row = await findPolicyRow(db, policy.policyNumber);
  const current = await loadOrder(db, order.id);
  if (row && current) {
    await enqueuePolicyEmail(db, await toPolicyView(db, row, current), {
      policyId: policy.policyId,
      orderId: policy.orderId,
      siteUrl,
    });
  }
  return started;
}
