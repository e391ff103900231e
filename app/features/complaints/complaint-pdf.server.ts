import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "../../config/brand.ts";
import { BRAND_BLUE, INK, MUTED, PAGE, PageWriter, WHITE } from "../legal/pdf-layout.server.ts";
import { sheetSections, type ComplaintSheet } from "./complaint-sheet.ts";

/**
 * The standard PDF fonts encode WinAnsi only: Latin-1 (every Spanish letter, º, ¿, ¡) plus a few typographic signs.
 * Anything else (emoji, other scripts) is printed as '?' instead of failing the whole filing.
 */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    if ("€‘’“”–—•…".includes(char)) return char;
    return code === 0x09 || code === 0x0d ? " " : "?";
  }).join("");
}

function drawHeader(page: PDFPage, bold: PDFFont, regular: PDFFont, title: string) {
  page.drawRectangle({ x: 0, y: PAGE.height - 56, width: PAGE.width, height: 56, color: BRAND_BLUE });
  page.drawText("LIBRO DE RECLAMACIONES VIRTUAL", {
    x: PAGE.margin,
    y: PAGE.height - 35,
    size: 12,
    font: bold,
    color: WHITE,
  });
  const width = regular.widthOfTextAtSize(title, 9);
  page.drawText(title, {
    x: PAGE.width - PAGE.margin - width,
    y: PAGE.height - 33,
    size: 9,
    font: regular,
    color: WHITE,
  });
}

/** The filed sheet as an A4 PDF with every field (selectable text), for the consumer's copy. */
export async function renderComplaintPdf(sheet: ComplaintSheet): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(sheet.title, { showInWindowTitleBar: true });
  pdf.setSubject("Hoja de reclamación del Libro de Reclamaciones virtual");
  pdf.setAuthor(brand.legalName);
  pdf.setCreator(brand.name);
  pdf.setProducer(`${brand.name} (pdf-lib)`);
  pdf.setLanguage("es-PE");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, (page) => drawHeader(page, bold, regular, sheet.title));
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
