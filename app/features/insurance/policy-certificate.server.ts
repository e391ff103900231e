/**
 * The policy certificate PDF (the order documents' frame) and the frame's money for each way a policy is sold: an
 * insurance item of an order (from the order and its ledger), or a policy of the insurance flow's own tables.
 */
import type { Db, Tx } from "#db";
import { brand } from "#app/config/brand.ts";
import { paymentsAreSimulated } from "#app/utils/payment-mode.ts";
import { computeOrderAmounts, documentFrame, type DocumentFrame } from "#app/features/orders/index.ts";
import { orderDocumentMoney, orderExchangeRate, renderFramedPdf } from "#app/features/orders/index.server.ts";
import type { Order, OrderItem, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import { insuranceConfig } from "./insurance-config.server.ts";
import { certificateDocument } from "./policy-certificate.ts";
import type { CertificateData, PolicyView } from "./policy-view.ts";

export { CERTIFICATE_STATE_TEXT } from "./policy-certificate.ts";

/** The certificate (A4, selectable text): the policy's body inside the frame. */
export async function renderPolicyCertificate(policy: CertificateData, frame: DocumentFrame): Promise<Uint8Array> {
  return renderFramedPdf(certificateDocument(policy, frame), {
    subject: `Certificado de asistencia al viajero ${policy.policyNumber}`,
    keywords: [brand.name, "certificado", policy.policyNumber],
  });
}

/** The frame of an insurance item's certificate: its order's money and ledger (`payment`: the one being approved). */
export async function orderCertificateFrame(
  db: Db | Tx,
  order: Order,
  payment: OrderPaymentRef | null = null,
): Promise<DocumentFrame> {
  return documentFrame({
    orderCode: order.code,
    money: await orderDocumentMoney(db, order, payment),
    invoice: order.invoice,
    siteUrl: insuranceConfig().siteUrl,
    simulated: paymentsAreSimulated(),
  });
}

/**
 * The frame of a policy sold by the insurance flow on its own: its premium and IGV through the order core's money
 * function at the rate in force on the purchase day, and the payment its ledger kept.
 */
export async function policyCertificateFrame(db: Db | Tx, policy: PolicyView): Promise<DocumentFrame> {
  const line = (code: string, label: string, kind: "base" | "tax", amountMinor: number) => ({
    kind,
    code,
    label,
    quantity: 1,
    unitMinor: amountMinor,
    amountMinor,
  });
  const item: OrderItem = {
    id: policy.policyNumber,
    orderId: policy.policyNumber,
    product: "insurance",
    state: policy.state === "active" ? "fulfilled" : "held",
    position: 0,
    currency: "USD",
    lines: [
      line("PLAN", `Seguro ${policy.planName}`, "base", policy.subtotalMinor),
      ...(policy.taxMinor > 0 ? [line("IGV", "IGV (18%)", "tax", policy.taxMinor)] : []),
    ],
    subtotalMinor: policy.totalMinor,
    travellerIndexes: [],
    details: {},
    supplierRef: policy.policyNumber,
    holdExpiresAt: null,
    priceValidUntil: null,
  };
  const amounts = computeOrderAmounts({
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate: await orderExchangeRate(db, new Date(policy.createdAt)),
    items: [item],
    adjustments: [],
  });
  const cash = policy.payment?.cash ?? null;
  return documentFrame({
    orderCode: policy.policyNumber,
    money: {
      amounts,
      paid: policy.payment?.paid ?? null,
      overpayments: [],
      pendingCash:
        cash && policy.state === "pending_payment"
          ? {
              code: cash.TransactionIdentifier,
              amountMinor: amounts.total.chargeMinor,
              currency: "USD",
              expiresAt: cash.Payment_Expiration_Datetime,
            }
          : null,
    },
    invoice: policy.invoice,
    siteUrl: insuranceConfig().siteUrl,
    simulated: paymentsAreSimulated(),
  });
}
