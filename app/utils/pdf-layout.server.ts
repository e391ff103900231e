import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "#app/config/brand.ts";

/** A4 page, margins and type sizes chosen to stay readable when the PDF is zoomed to a phone's width. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56, top: 96, bottom: 64 };
export const BRAND_BLUE = rgb(11 / 255, 79 / 255, 138 / 255);
export const INK = rgb(28 / 255, 36 / 255, 48 / 255);
export const MUTED = rgb(74 / 255, 85 / 255, 101 / 255);
export const WHITE = rgb(1, 1, 1);

export type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * The standard PDF fonts encode WinAnsi only: Latin-1 (every Spanish letter, º, ¿, ¡) plus a few typographic signs.
 * Anything else (emoji, other scripts) is printed as '?' instead of failing the whole document.
 */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    if ("€‘’“”–—•…".includes(char)) return char;
    return code === 0x09 || code === 0x0d ? " " : "?";
  }).join("");
}

/** A new A4 document of ours: the brand as author and creator, Spanish (Peru), and the two standard fonts. */
export async function createBrandedPdf(meta: {
  title: string;
  subject?: string;
  keywords?: string[];
}): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  if (meta.subject) pdf.setSubject(meta.subject);
  pdf.setAuthor(brand.legalName);
  pdf.setCreator(brand.name);
  pdf.setProducer(`${brand.name} (pdf-lib)`);
  pdf.setLanguage("es-PE");
  if (meta.keywords) pdf.setKeywords(meta.keywords);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

type BandText = { text: string; font: PDFFont; size: number };

/** The brand's blue band across the top of a page: what the document is on the left, its reference on the right. */
export function drawBand(page: PDFPage, left: BandText, right: BandText): void {
  page.drawRectangle({ x: 0, y: PAGE.height - 56, width: PAGE.width, height: 56, color: BRAND_BLUE });
  page.drawText(toWinAnsi(left.text), {
    x: PAGE.margin,
    y: PAGE.height - 35,
    size: left.size,
    font: left.font,
    color: WHITE,
  });
  const rightText = toWinAnsi(right.text);
  page.drawText(rightText, {
    x: PAGE.width - PAGE.margin - right.font.widthOfTextAtSize(rightText, right.size),
    y: PAGE.height - 24 - right.size,
    size: right.size,
    font: right.font,
    color: WHITE,
  });
}
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
