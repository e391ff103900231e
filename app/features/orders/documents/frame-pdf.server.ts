/**
 * Draws a framed order document as an A4 PDF with selectable text: the band with the order code, the demonstration
 * notice, the product's intro and body, the frame's blocks (price, payment, invoice, agency) and on every page the
 * footer with the agency's legal identity, the complaints book and the page number.
 */
import type { PDFPage } from "pdf-lib";
import { brand } from "#app/config/brand.ts";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PAGE,
  PageWriter,
  toWinAnsi,
  type Fonts,
} from "#app/utils/pdf-layout.server.ts";
import { frameSections, type FramedDocument } from "./document-frame.ts";

const FOOTER_SIZE = 7.5;

function drawFooters(pages: PDFPage[], fonts: Fonts, footer: string[]): void {
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: PAGE.margin, y: 48 },
      end: { x: PAGE.width - PAGE.margin, y: 48 },
      thickness: 0.5,
      color: MUTED,
    });
    footer.forEach((line, position) => {
      page.drawText(toWinAnsi(line), {
        x: PAGE.margin,
        y: 36 - position * 10,
        size: FOOTER_SIZE,
        font: fonts.regular,
        color: MUTED,
      });
    });
    const number = `Página ${String(index + 1)} de ${String(pages.length)}`;
    const width = fonts.regular.widthOfTextAtSize(number, FOOTER_SIZE);
    page.drawText(toWinAnsi(number), {
      x: PAGE.width - PAGE.margin - width,
      y: 36,
      size: FOOTER_SIZE,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

export type FramedPdfOptions = {
  subject: string;
  keywords?: string[];
  /** Draws on the first page beside the intro (the flight voucher's QR code); `reserve` points of height kept free. */
  firstPage?: { draw: (page: PDFPage) => void; reserve: number };
};

/** The document as PDF bytes. */
export async function renderFramedPdf(document: FramedDocument, options: FramedPdfOptions): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({
    title: document.title,
    subject: options.subject,
    keywords: options.keywords ?? [brand.name, document.frame.orderCode],
  });
  const { regular, bold } = fonts;
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: toWinAnsi(`${brand.name.toUpperCase()} · ${document.kind}`), font: bold, size: 12 },
      { text: toWinAnsi(`Pedido ${document.frame.orderCode}`), font: regular, size: 10 },
    ),
  );
  const body = { font: regular, size: 10, color: INK, lineHeight: 14 };
  const label = { font: bold, size: 9, color: MUTED, lineHeight: 12 };
  const heading = { font: bold, size: 12, color: BRAND_BLUE, lineHeight: 17 };
  const title = { font: bold, size: 16, color: INK, lineHeight: 22 };

  if (document.frame.demoNotice) writer.paragraph(toWinAnsi(document.frame.demoNotice), { ...body, font: bold });
  document.intro.forEach((entry, index) => {
    writer.paragraph(toWinAnsi(entry.text), index === 0 ? title : entry.emphasis ? { ...body, font: bold } : body);
  });
  if (options.firstPage) {
    options.firstPage.draw(pdf.getPage(0));
    writer.space(options.firstPage.reserve);
  }
  for (const section of [...document.body, ...frameSections(document.frame)]) {
    writer.space(6);
    writer.paragraph(toWinAnsi(section.heading), heading, { keepWithNext: 30 });
    writer.space(2);
    for (const row of section.rows) {
      writer.paragraph(toWinAnsi(row.label), label, { keepWithNext: body.lineHeight });
      writer.paragraph(toWinAnsi(row.value), body);
      writer.space(3);
    }
  }
  drawFooters(pdf.getPages(), fonts, document.frame.footer);
  return pdf.save();
}
