import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PageWriter,
  toWinAnsi,
} from "#app/utils/pdf-layout.server.ts";
import { formatUsd } from "./insurance-money.ts";
import { DOCUMENT_LABELS, formatLimaDateTime, type CertificateData, type PolicyView } from "./policy-view.ts";

/** The certificate's state line: what the policy is worth on the day it is rendered (issued again when paid). */
export const CERTIFICATE_STATE_TEXT: Record<PolicyView["state"], string> = {
  active: "Estado: vigente (pago confirmado)",
  pending_payment: "Estado: pendiente de pago. La cobertura rige cuando se confirme el pago.",
  expired: "Estado: anulada (el código de pago venció sin pago). Sin cobertura.",
  cancelled: "Estado: anulada. Sin cobertura.",
};

/** The policy certificate (A4, selectable text): travellers, dates, plan, coverage table and assistance phone. */
export async function renderPolicyCertificate(policy: CertificateData): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({ title: `Certificado ${policy.policyNumber}` });
  const { regular, bold } = fonts;
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: "CERTIFICADO DE ASISTENCIA AL VIAJERO", font: bold, size: 12 },
      { text: policy.policyNumber, font: bold, size: 10 },
    ),
  );
  const body = { font: regular, size: 10, color: INK, lineHeight: 14 };
  const heading = { font: bold, size: 12, color: BRAND_BLUE, lineHeight: 17 };
  const line = (text: string, style = body) => writer.paragraph(toWinAnsi(text), style);

  line(`${policy.planName} - ${policy.company}`, { font: bold, size: 16, color: INK, lineHeight: 22 });
  line(
    `${policy.orderCode ? `Pedido ${policy.orderCode} · ` : ""}Póliza ${policy.policyNumber} · Cotización ${policy.quoteId}`,
  );
  const paid = policy.state === "active";
  line(CERTIFICATE_STATE_TEXT[policy.state]);
  writer.space(8);
  line("Viaje", heading);
  line(`Destino: ${policy.destination}`);
  line(
    `Vigencia: del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)} (${policy.days} días)`,
  );
  line(
    `${paid ? "Total pagado" : "Total por pagar"}: ${formatUsd(policy.totalMinor)}${policy.taxMinor > 0 ? " (incluye IGV)" : ""}`,
  );
  writer.space(8);
  line("Asegurados", heading);
  policy.travellers.forEach((traveller, index) => {
    line(
      `${index + 1}. ${traveller.names} ${traveller.surnames} · ${DOCUMENT_LABELS[traveller.documentType] ?? traveller.documentType} ${traveller.documentNumber} · nacimiento ${formatDateShort(traveller.birthDate)} (${traveller.age} años)`,
    );
  });
  writer.space(8);
  line("Coberturas", heading);
  for (const item of policy.coverage) line(`${item.NombreVisible}: ${item.Valor}`);
  writer.space(8);
  line("Central de asistencia 24 horas", heading);
  line(
    `Llama al ${policy.assistancePhone} (también por WhatsApp) e indica tu número de póliza antes de recibir atención.`,
  );
  if (policy.state === "pending_payment" && policy.payment?.cash) {
    writer.space(8);
    line("Pago pendiente", heading);
    line(
      `Código de pago ${policy.payment.cash.TransactionIdentifier}, válido hasta el ${formatLimaDateTime(policy.payment.cash.Payment_Expiration_Datetime)} (hora de Lima).`,
    );
  }
  writer.space(12);
  line(
    `Emitido por ${brand.legalName} como agente de ${policy.company}. Consulta las condiciones generales del plan.`,
    {
      font: regular,
      size: 8.5,
      color: MUTED,
      lineHeight: 12,
    },
  );
  return pdf.save();
}
