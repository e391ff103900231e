import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText as extractText } from "#tests/support/pdf-text.ts";
import { PUBLISHED_DOCUMENTS } from "./published-documents.ts";
import { getDocumentPdf, renderDocumentPdf } from "./pdf-render.server.ts";

describe("published PDF documents", () => {
  it.each(PUBLISHED_DOCUMENTS.map((document) => [document.fileName, document] as const))(
    "%s parses, carries its title as metadata and as text, and states its sections",
    async (_name, document) => {
      const bytes = await renderDocumentPdf(document);
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const parsed = await PDFDocument.load(bytes);
      expect(parsed.getTitle()).toBe(document.title);
      expect(parsed.getAuthor()).toBe("Kuntur Viajes y Turismo S.A.C.");
      expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
      const text = extractText(bytes);
      expect(text).toContain(document.title);
      for (const section of document.sections) expect(text).toContain(section.heading);
      expect(text).toContain(`Página 1 de ${parsed.getPageCount()}`);
    },
  );

  it("states the facts of the booking conditions (72 h, 24 h, 10 %, one year, 30 days)", async () => {
    const bookingConditions = PUBLISHED_DOCUMENTS.find((document) => document.title === "CONDICIONES DE RESERVA");
    const text = extractText(await renderDocumentPdf(bookingConditions!)).replace(/\n/g, " ");
    expect(text).toContain("72 horas");
    expect(text).toContain("24 horas");
    expect(text).toContain("10 %");
    expect(text).toContain("dentro del año siguiente");
    expect(text).toContain("30 días");
  });

  it("renders each document once and serves it from the cache afterwards", async () => {
    const [document] = PUBLISHED_DOCUMENTS;
    const first = getDocumentPdf(document!);
    expect(getDocumentPdf(document!)).toBe(first);
    expect((await first).byteLength).toBeGreaterThan(1000);
  });
});
