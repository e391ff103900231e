/**
 * Paying a policy through the payments domain (payment-contract.ts): the "insurance-policy" payable, and the start of
 * a card redirect or a cash code right after the purchase transaction. The purchase e-mail (with the certificate and,
 * for a cash code, the code, deadline and bank steps) is queued once the payment has started; the approval activates
 * the policy and queues the payment's e-mail with the certificate reissued as paid, in the payment's transaction.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { insurancePolicies } from "#server/db/schema/insurance.ts";
import type { PayableHandler, StartedPayment } from "#app/features/payments/payment-contract.ts";
import { registerPayable, startPayment } from "#app/features/payments/index.server.ts";
import {
  configureInsurance,
  insuranceConfig,
  policyLinkToken,
  type InsuranceConfig,
} from "./insurance-config.server.ts";
import { enqueuePolicyEmail, enqueuePolicyPaidEmail } from "./insurance-emails.server.ts";
import { registerInsuranceOrderProduct } from "./insurance-order-product.server.ts";
import type { PurchasedPolicy } from "./insurance-purchase.server.ts";
import { confirmationUrl } from "./insurance-urls.ts";
import { POLICY_PAYABLE, findPolicyRow, toPolicyView } from "./policy-queries.server.ts";
import { transitionPolicy } from "./policy-states.server.ts";

export const insurancePayable: PayableHandler = {
  async amountDue(tx, id) {
    const [row] = await tx
      .select({ totalMinor: insurancePolicies.totalMinor, state: insurancePolicies.state })
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, id));
    return row?.state === "pending_payment" ? { amountMinor: row.totalMinor, currency: "USD" } : null;
  },
  async onApproved(tx, id) {
    if (await transitionPolicy(tx, id, "pending_payment", "active", "payment")) {
      await sendPaidCertificate(tx, id);
      return "accepted";
    }
    const [row] = await tx
      .select({ state: insurancePolicies.state })
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, id));
    return row?.state === "active" ? "accepted" : "refund";
  },
  async onCashExpired(tx, id) {
    await transitionPolicy(tx, id, "pending_payment", "expired", "payment-deadline");
  },
};

/** The paid policy's e-mail with its certificate reissued as paid (the policy row is already `active` in `tx`). */
async function sendPaidCertificate(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select().from(insurancePolicies).where(eq(insurancePolicies.id, id));
  if (!row) return;
  await enqueuePolicyPaidEmail(tx, await toPolicyView(tx, row), {
    policyId: id,
    linkToken: policyLinkToken(id),
    siteUrl: insuranceConfig().siteUrl,
  });
}

/** Start-up (or first use): payments call back into insurance for "insurance-policy" payables; the order core gets
 * insurance as a product. */
export function registerInsurancePayable(config?: InsuranceConfig): void {
  if (config) configureInsurance(config);
  registerPayable(POLICY_PAYABLE, insurancePayable);
  registerInsuranceOrderProduct();
}
registerInsurancePayable();

export type PolicyPaymentInput = {
  policy: PurchasedPolicy;
  buyer: { email: string; firstName: string; lastName: string };
  idempotencyKey: string;
  siteUrl: string;
};

/** Starts (or, for the same key, answers again) the policy's payment, then queues the purchase e-mail once. */
export async function startPolicyPayment(db: Db, input: PolicyPaymentInput): Promise<StartedPayment> {
  const { policy, siteUrl } = input;
  const started = await startPayment(db, {
    payable: { kind: POLICY_PAYABLE, id: policy.policyId },
    method: policy.paymentType === "TARJETA" ? "card" : "cash",
    amount: { amountMinor: policy.totalMinor, currency: "USD" },
    description: `Seguro de viaje, póliza ${policy.policyNumber}`,
    buyer: input.buyer,
    idempotencyKey: input.idempotencyKey,
    returnUrl: `${siteUrl.replace(/\/$/, "")}${confirmationUrl(policy.policyNumber)}`,
  });
  if (started.kind !== "refused") {
    await db
      .update(insurancePolicies)
      .set({ paymentId: started.paymentId, updatedAt: sql`now()` })
      .where(eq(insurancePolicies.id, policy.policyId));
  }
  const row = await findPolicyRow(db, policy.policyNumber);
  if (row) {
    await enqueuePolicyEmail(db, await toPolicyView(db, row), {
      policyId: policy.policyId,
      accessToken: policy.accessToken,
      siteUrl,
    });
  }
  return started;
}
