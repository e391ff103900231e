import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "../../config/brand.ts";
import { formatDateShort } from "../../utils/dates.ts";
import { BRAND_BLUE, INK, MUTED, PAGE, PageWriter, WHITE } from "../legal/pdf-layout.server.ts";
import { formatUsd } from "./insurance-money.ts";
import { DOCUMENT_LABELS, formatLimaDateTime, type PolicyView } from "./policy-view.ts";

/** The standard PDF fonts encode WinAnsi only: other characters print as "?" instead of failing the certificate. */
function winAnsi(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || "€‘’“”–—•…".includes(char) ? char : "?";
  }).join("");
}

function drawHeader(page: PDFPage, bold: PDFFont, policyNumber: string) {
  page.drawRectangle({ x: 0, y: PAGE.height - 56, width: PAGE.width, height: 56, color: BRAND_BLUE });
  page.drawText("CERTIFICADO DE ASISTENCIA AL VIAJERO", {
    x: PAGE.margin,
    y: PAGE.height - 35,
    size: 12,
    font: bold,
    color: WHITE,
  });
  const width = bold.widthOfTextAtSize(policyNumber, 10);
  page.drawText(policyNumber, {
    x: PAGE.width - PAGE.margin - width,
    y: PAGE.height - 34,
    size: 10,
    font: bold,
    color: WHITE,
  });
}

/** The policy certificate (A4, selectable text): travellers, dates, plan, coverage table and assistance phone. */
export async function renderPolicyCertificate(policy: PolicyView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado ${policy.policyNumber}`, { showInWindowTitleBar: true });
  pdf.setAuthor(brand.legalName);
  pdf.setCreator(brand.name);
  pdf.setLanguage("es-PE");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, (page) => drawHeader(page, bold, policy.policyNumber));
  const body = { font: regular, size: 10, color: INK, lineHeight: 14 };
  const heading = { font: bold, size: 12, color: BRAND_BLUE, lineHeight: 17 };
  const line = (text: string, style = body) => writer.paragraph(winAnsi(text), style);

  line(`${policy.planName} - ${policy.company}`, { font: bold, size: 16, color: INK, lineHeight: 22 });
  line(`Póliza ${policy.policyNumber} · Cotización ${policy.quoteId}`);
  line(
    policy.state === "active"
      ? "Estado: vigente (pago confirmado)"
      : "Estado: pendiente de pago. La cobertura rige cuando se confirme el pago.",
  );
  writer.space(8);
  line("Viaje", heading);
  line(`Destino: ${policy.destination}`);
  line(
    `Vigencia: del ${formatDateShort(policy.startDate)} al ${formatDateShort(policy.endDate)} (${policy.days} días)`,
  );
  line(`Total pagado o por pagar: ${formatUsd(policy.totalMinor)}${policy.taxMinor > 0 ? " (incluye IGV)" : ""}`);
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
  if (policy.payment?.cash) {
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
