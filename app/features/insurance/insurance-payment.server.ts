/**
 * Paying a policy bought alone: the order core's payment of its order (orders/payment), by card or cash code as
 * flights and hotels pay. The purchase e-mail (certificate and, for a cash code, the code, deadline and bank
 * steps) is queued once the payment has started; the approval pays the order and the insurance product issues the
 * policy with the paid e-mail, in the payment's transaction (insurance-order-product.server.ts `confirm`).
 */
import type { Db } from "#db";
import { loadOrder, startOrderPayment, type OrderPaymentOutcome } from "#app/features/orders/index.server.ts";
import { configureInsurance, type InsuranceConfig } from "./insurance-config.server.ts";
import { enqueuePolicyEmail } from "./insurance-emails.server.ts";
import { registerInsuranceOrderProduct } from "./insurance-order-product.server.ts";
import type { PurchasedPolicy } from "./insurance-purchase.server.ts";
import { confirmationUrl } from "./insurance-urls.ts";
import { findPolicyRow, toPolicyView } from "./policy-queries.server.ts";

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
 * Starts (or, for the same key, answers again) the order core's payment of the policy's order, with the policy's
 * description and confirmation page, then queues the purchase e-mail (certificate, and a cash code's steps) once.
 */
export async function startPolicyPayment(db: Db, input: PolicyPaymentInput): Promise<OrderPaymentOutcome> {
  const { policy, siteUrl } = input;
  const started = await startOrderPayment(
    db,
    { id: policy.orderId },
    {
      method: policy.paymentType === "TARJETA" ? "card" : "cash",
      idempotencyKey: input.idempotencyKey,
      buyer: input.buyer,
      terms: {
        description: `Seguro de viaje, póliza ${policy.policyNumber} (pedido ${policy.orderCode})`,
        returnUrl: `${siteUrl.replace(/\/$/, "")}${confirmationUrl(policy.policyNumber)}`,
      },
    },
  );
  if (started.status !== "redirect" && started.status !== "cash") return started;
  const row = await findPolicyRow(db, policy.policyNumber);
  const current = await loadOrder(db, policy.orderId);
  if (row && current) {
    await enqueuePolicyEmail(db, await toPolicyView(db, row, current), {
      policyId: policy.policyId,
      orderId: policy.orderId,
      siteUrl,
    });
  }
  return started;
}
