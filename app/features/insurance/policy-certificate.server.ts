/**
 * The policy certificate PDF inside the order documents' frame, whose money comes from the policy's order and its
 * ledger (a policy bought alone is an order of its own; the add-on is an item of the flight's order).
 */
import type { Db, Tx } from "#db";
import { brand } from "#app/config/brand.ts";
import { paymentsAreSimulated } from "#app/utils/payment-mode.ts";
import { documentFrame, type DocumentFrame } from "#app/features/orders/index.ts";
import { orderDocumentMoney, renderFramedPdf } from "#app/features/orders/index.server.ts";
import type { Order, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import { insuranceConfig } from "./insurance-config.server.ts";
import { certificateDocument } from "./policy-certificate.ts";
import type { CertificateData } from "./policy-view.ts";

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
