import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

/** A4 page, margins and type sizes chosen to stay readable when the PDF is zoomed to a phone's width. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56, top: 96, bottom: 64 };
export const BRAND_BLUE = rgb(11 / 255, 79 / 255, 138 / 255);
export const INK = rgb(28 / 255, 36 / 255, 48 / 255);
export const MUTED = rgb(74 / 255, 85 / 255, 101 / 255);
export const WHITE = rgb(1, 1, 1);

export type Fonts = { regular: PDFFont; bold: PDFFont };
export type TextStyle = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; lineHeight: number };

/** Splits a paragraph into lines that fit `maxWidth` with the given font (greedy word wrap). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes flowing text top to bottom, opening a new page when the current one is full. */
export class PageWriter {
  private page: PDFPage;
  private y: number;
  private readonly pdf: PDFDocument;
  private readonly onNewPage: (page: PDFPage) => void;

  constructor(pdf: PDFDocument, onNewPage: (page: PDFPage) => void) {
    this.pdf = pdf;
    this.onNewPage = onNewPage;
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.top;
  }

  private addPage(): PDFPage {
    const page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.onNewPage(page);
    return page;
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= PAGE.bottom) return;
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.top;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A paragraph; `indent` shifts it right, `marker` (a bullet) is drawn in the indent of the first line. */
  paragraph(text: string, style: TextStyle, options: { indent?: number; marker?: string; keepWithNext?: number } = {}) {
    const indent = options.indent ?? 0;
    const lines = wrapText(text, style.font, style.size, PAGE.width - 2 * PAGE.margin - indent);
    this.ensureRoom(style.lineHeight * Math.min(lines.length, 2) + (options.keepWithNext ?? 0));
    lines.forEach((line, index) => {
      this.ensureRoom(style.lineHeight);
      const baseline = this.y - style.size;
      if (index === 0 && options.marker) {
        this.page.drawText(options.marker, {
          x: PAGE.margin + indent - 12,
          y: baseline,
          size: style.size,
          font: style.font,
          color: BRAND_BLUE,
        });
      }
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: baseline,
        size: style.size,
        font: style.font,
        color: style.color,
      });
      this.y -= style.lineHeight;
    });
  }
}
