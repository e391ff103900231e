import type { Db, Tx } from "#db";
import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import { formatUsd } from "./insurance-money.ts";
import type { OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import type { ItemConfirmation } from "#app/features/orders/order-product-contract.ts";
import { loadOrder, orderLinkUrl } from "#app/features/orders/index.server.ts";
import { orderCertificateFrame, renderPolicyCertificate } from "./policy-certificate.server.ts";
import { formatLimaDateTime, type PolicyView } from "./policy-view.ts";

export const POLICY_EMAIL_TEMPLATE = "insurance-policy";
export const POLICY_PAID_EMAIL_TEMPLATE = "insurance-policy-paid";

/** The certificate PDF inside the documents frame of its order (`payment`: the one being approved, if any). */
async function certificateAttachment(
  db: Db | Tx,
  policy: PolicyView,
  orderId: string,
  payment: OrderPaymentRef | null = null,
) {
  const order = await loadOrder(db, orderId);
  if (!order) throw new Error(`policy ${policy.policyNumber}: order ${orderId} not found`);
  return {
    filename: `certificado-${policy.policyNumber}.pdf`,
    contentType: "application/pdf",
    content: await renderPolicyCertificate(policy, await orderCertificateFrame(db, order, payment)),
  };
}

/** The buyer's e-mail: the purchase, the order's signed link (the core's, to /conformidad) and, for a cash code, the code, deadline and steps. */
export function renderPolicyEmail(policy: PolicyView, link: string): RenderedEmail {
  const cash = policy.payment?.cash ?? null;
  const bankLines = (cash?.bankSteps ?? []).flatMap((bank) => [
    `${bank.Name}:`,
    ...bank.PaymentSteps.map((step) => `${step.Step}: ${step.Value}`),
  ]);
  return renderEmail({
    subject: cash
      ? `Tu seguro ${policy.planName} está reservado: paga con el código ${cash.TransactionIdentifier}`
      : `Recibimos tu solicitud de compra del seguro ${policy.planName}`,
    preheader: `Pedido ${policy.orderCode} · Póliza ${policy.policyNumber} · ${policy.destination}, del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)}`,
    heading: `¡Felicitaciones, ${policy.contact.names}!`,
    paragraphs: [
      cash
        ? "Tu reserva se completó y está pendiente de pago."
        : "Recibimos tu solicitud de compra y la estamos procesando.",
      `Pedido ${policy.orderCode} · Póliza ${policy.policyNumber} (cotización ${policy.quoteId}): ${policy.planName}, ${policy.days} días por ${policy.destination}, del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)}.`,
      `Asegurados: ${policy.travellers.map((traveller) => `${traveller.names} ${traveller.surnames}`).join(", ")}.`,
      `Monto a pagar: ${formatUsd(policy.totalMinor)}${policy.taxMinor > 0 ? " (incluye IGV)" : ""}.`,
      ...(cash
        ? [
            `Código de pago: ${cash.TransactionIdentifier}. Págalo hasta el ${formatLimaDateTime(cash.Payment_Expiration_Datetime)} (hora de Lima); después vence y la reserva se anula.`,
            ...bankLines,
          ]
        : []),
      `Adjuntamos tu certificado en PDF. Central de asistencia 24 horas: ${policy.assistancePhone}.`,
    ],
    action: { label: "Ver mi compra", url: link },
    notes: ["Este enlace es personal: no lo compartas."],
  });
}

/** Queues the purchase e-mail with the certificate PDF (once per policy). */
export async function enqueuePolicyEmail(
  tx: Db | Tx,
  policy: PolicyView,
  input: { policyId: string; orderId: string; siteUrl: string },
): Promise<void> {
  const email = renderPolicyEmail(policy, orderLinkUrl(input.orderId, input.siteUrl));
  await enqueueEmail(tx, {
    dedupeKey: `insurance-policy:${input.policyId}:purchase`,
    template: POLICY_EMAIL_TEMPLATE,
    to: policy.contact.email,
    ...email,
    metadata: { policyNumber: policy.policyNumber, orderCode: policy.orderCode },
    attachments: [await certificateAttachment(tx, policy, input.orderId)],
  });
}

/** The payment's e-mail: the policy is in force, with the certificate reissued as paid. */
export function renderPolicyPaidEmail(policy: PolicyView, link: string): RenderedEmail {
  return renderEmail({
    subject: `Pago confirmado: tu seguro ${policy.planName} está vigente (póliza ${policy.policyNumber})`,
    preheader: `Pedido ${policy.orderCode} · Póliza ${policy.policyNumber} · ${policy.destination}, del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)}`,
    heading: `¡Listo, ${policy.contact.names}! Tu seguro está vigente`,
    paragraphs: [
      `Confirmamos el pago de ${formatUsd(policy.totalMinor)}${policy.taxMinor > 0 ? " (incluye IGV)" : ""} de tu póliza ${policy.policyNumber} (pedido ${policy.orderCode}).`,
      `${policy.planName}: ${policy.days} días por ${policy.destination}, del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)}.`,
      `Asegurados: ${policy.travellers.map((traveller) => `${traveller.names} ${traveller.surnames}`).join(", ")}.`,
      `Adjuntamos tu certificado pagado en PDF: reemplaza al que te enviamos con la compra. Central de asistencia 24 horas: ${policy.assistancePhone}.`,
    ],
    action: { label: "Ver mi seguro", url: link },
    notes: ["Este enlace es personal: no lo compartas."],
  });
}

/**
 * The payment's e-mail with the paid certificate (once per policy): the policy's part of its order's confirmation,
 * which the order core queues in the payment's transaction (decision 062).
 */
export async function policyPaidConfirmation(
  tx: Db | Tx,
  policy: PolicyView,
  input: { policyId: string; orderId: string; siteUrl: string; payment?: OrderPaymentRef | null },
): Promise<ItemConfirmation> {
  const link = orderLinkUrl(input.orderId, input.siteUrl);
  return {
    email: {
      dedupeKey: `insurance-policy:${input.policyId}:paid`,
      template: POLICY_PAID_EMAIL_TEMPLATE,
      to: policy.contact.email,
      ...renderPolicyPaidEmail(policy, link),
      metadata: { policyNumber: policy.policyNumber, orderCode: policy.orderCode },
    },
    files: [await certificateAttachment(tx, policy, input.orderId, input.payment ?? null)],
  };
}
