/**
 * The policy certificate as content (pure): the insurance's own body (trip, insured, coverage, the 24-hour line)
 * inside the order documents' frame (price in both currencies with the rate, payment, invoice, agency).
 */
import { brand } from "#app/config/brand.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { DocumentFrame, FramedDocument, VoucherSection } from "#app/features/orders/index.ts";
import { DOCUMENT_LABELS, formatLimaDateTime, type CertificateData, type PolicyView } from "./policy-view.ts";

/** The certificate's state line: what the policy is worth on the day it is rendered (issued again when paid). */
export const CERTIFICATE_STATE_TEXT: Record<PolicyView["state"], string> = {
  active: "Estado: vigente (pago confirmado)",
  pending_payment: "Estado: pendiente de pago. La cobertura rige cuando se confirme el pago.",
  expired: "Estado: anulada (el código de pago venció sin pago). Sin cobertura.",
  cancelled: "Estado: anulada. Sin cobertura.",
};

/** The insurance's own sections of the certificate. */
export function certificateBody(policy: CertificateData): VoucherSection[] {
  const sections: VoucherSection[] = [
    {
      heading: "Viaje",
      rows: [
        { label: "Destino", value: policy.destination },
        {
          label: "Vigencia",
          value: `Del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)} (${String(policy.days)} días)`,
        },
      ],
    },
    {
      heading: "Asegurados",
      rows: policy.travellers.map((traveller, index) => ({
        label: `Asegurado ${String(index + 1)}`,
        value: `${traveller.names} ${traveller.surnames} · ${DOCUMENT_LABELS[traveller.documentType] ?? traveller.documentType} ${traveller.documentNumber} · nacimiento ${formatDateShort(traveller.birthDate)} (${String(traveller.age)} años)`,
      })),
    },
    {
      heading: "Coberturas",
      rows: policy.coverage.map((item) => ({ label: item.NombreVisible, value: item.Valor })),
    },
    {
      heading: "Central de asistencia 24 horas",
      rows: [
        {
          label: "Teléfono",
          value: `Llama al ${policy.assistancePhone} (también por WhatsApp) e indica tu número de póliza antes de recibir atención.`,
        },
        {
          label: "Emisión",
          value: `Emitido por ${brand.legalName} como agente de ${policy.company}. Consulta las condiciones generales del plan.`,
        },
      ],
    },
  ];
  const cash = policy.state === "pending_payment" ? policy.payment?.cash : null;
  if (cash) {
    sections.push({
      heading: "Pago pendiente",
      rows: [
        {
          label: "Código de pago",
          value: `${cash.TransactionIdentifier}, válido hasta el ${formatLimaDateTime(cash.Payment_Expiration_Datetime)} (hora de Lima).`,
        },
      ],
    });
  }
  return sections;
}

/** The whole certificate: the policy inside the order documents' frame. */
export function certificateDocument(policy: CertificateData, frame: DocumentFrame): FramedDocument {
  return {
    title: `Certificado ${policy.policyNumber}`,
    kind: "CERTIFICADO DE ASISTENCIA AL VIAJERO",
    intro: [
      { text: `${policy.planName} - ${policy.company}` },
      { text: `Póliza ${policy.policyNumber} · Cotización ${policy.quoteId}`, emphasis: true },
      { text: CERTIFICATE_STATE_TEXT[policy.state] },
    ],
    body: certificateBody(policy),
    frame,
  };
}
