import type { PDFPage } from "pdf-lib";
import { brand } from "#app/config/brand.ts";
import type { LegalDocument } from "./document-types.ts";
import {
  BRAND_BLUE,
  createBrandedPdf,
  drawBand,
  INK,
  MUTED,
  PAGE,
  PageWriter,
  type Fonts,
} from "#app/utils/pdf-layout.server.ts";

function drawFooters(pages: PDFPage[], fonts: Fonts): void {
  const legal = `${brand.legalName} · RUC ${brand.ruc} · ${brand.address.street}, ${brand.address.district}, ${brand.address.city}`;
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: PAGE.margin, y: 44 },
      end: { x: PAGE.width - PAGE.margin, y: 44 },
      thickness: 0.5,
      color: MUTED,
    });
    page.drawText(legal, { x: PAGE.margin, y: 30, size: 7.5, font: fonts.regular, color: MUTED });
    const number = `Página ${index + 1} de ${pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(number, 7.5);
    page.drawText(number, { x: PAGE.width - PAGE.margin - width, y: 30, size: 7.5, font: fonts.regular, color: MUTED });
  });
}

/** Lays out one of our documents as a tagged-metadata A4 PDF with real (selectable, searchable) text. */
export async function renderDocumentPdf(document: LegalDocument): Promise<Uint8Array> {
  const { pdf, fonts } = await createBrandedPdf({
    title: document.title,
    subject: document.subject,
    keywords: [brand.name, document.title, "agencia de viajes", "Perú"],
  });
  const writer = new PageWriter(pdf, (page) =>
    drawBand(
      page,
      { text: brand.name.toUpperCase(), font: fonts.bold, size: 14 },
      { text: document.title, font: fonts.regular, size: 9 },
    ),
  );
  const body = { font: fonts.regular, size: 11, color: INK, lineHeight: 16 };
  const heading = { font: fonts.bold, size: 13, color: BRAND_BLUE, lineHeight: 18 };

  writer.paragraph(document.title, { font: fonts.bold, size: 20, color: INK, lineHeight: 26 });
  writer.paragraph(document.version, { font: fonts.regular, size: 9, color: MUTED, lineHeight: 14 });
  writer.space(10);
  for (const text of document.intro) {
    writer.paragraph(text, body);
    writer.space(6);
  }
  for (const section of document.sections) {
    writer.space(8);
    writer.paragraph(section.heading, heading, { keepWithNext: body.lineHeight * 2 });
    writer.space(4);
    for (const text of section.paragraphs ?? []) {
      writer.paragraph(text, body);
      writer.space(6);
    }
    for (const item of section.bullets ?? []) {
      writer.paragraph(item, body, { indent: 16, marker: "•" });
      writer.space(3);
    }
  }
  drawFooters(pdf.getPages(), fonts);
  return pdf.save();
}

const cache = new Map<string, Promise<Uint8Array>>();

/** The PDF of a document, rendered on first request and kept for the life of the process. */
export function getDocumentPdf(document: LegalDocument): Promise<Uint8Array> {
  let pending = cache.get(document.fileName);
  if (!pending) {
    pending = renderDocumentPdf(document);
    cache.set(document.fileName, pending);
    // A failed render is not cached: the next request tries again.
    pending.catch(() => cache.delete(document.fileName));
  }
  return pending;
}
