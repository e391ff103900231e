import { brand } from "#app/config/brand.ts";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PageWriter,
  toWinAnsi,
} from "#app/utils/pdf-layout.server.ts";
import { sheetSections, type ComplaintSheet } from "./complaint-sheet.ts";

/** The filed sheet as an A4 PDF with every field (selectable text), for the consumer's copy. */
export async function renderComplaintPdf(sheet: ComplaintSheet): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({
    title: sheet.title,
    subject: "Hoja de reclamación del Libro de Reclamaciones virtual",
  });
  const { regular, bold } = fonts;
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: "LIBRO DE RECLAMACIONES VIRTUAL", font: bold, size: 12 },
      { text: sheet.title, font: regular, size: 9 },
    ),
  );
  const body = { font: regular, size: 10, color: INK, lineHeight: 14 };
  const label = { font: bold, size: 9, color: MUTED, lineHeight: 12 };
  const heading = { font: bold, size: 12, color: BRAND_BLUE, lineHeight: 17 };

  writer.paragraph(toWinAnsi(sheet.title), { font: bold, size: 18, color: INK, lineHeight: 24 });
  writer.space(8);
  for (const section of sheetSections(sheet)) {
    writer.space(6);
    writer.paragraph(toWinAnsi(section.heading), heading, { keepWithNext: 30 });
    writer.space(2);
    for (const row of section.rows) {
      writer.paragraph(toWinAnsi(row.label), label, { keepWithNext: body.lineHeight });
      // Line breaks the consumer typed start new paragraphs (the wrapper joins words across spaces only).
      for (const line of toWinAnsi(row.value).split("\n")) writer.paragraph(line || " ", body);
      writer.space(4);
    }
  }
  writer.space(8);
  writer.paragraph(
    toWinAnsi(
      `${brand.legalName} deberá dar respuesta a esta hoja en un plazo no mayor a quince (15) días hábiles improrrogables (Ley N.º 31435). La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.`,
    ),
    { font: regular, size: 8.5, color: MUTED, lineHeight: 12 },
  );
  return pdf.save();
}

/** The PDF's file name: hoja-de-reclamacion-000000001-2026.pdf. */
export function complaintPdfName(sheet: Pick<ComplaintSheet, "sheetNumber">): string {
  return `hoja-de-reclamacion-${sheet.sheetNumber}.pdf`;
}
