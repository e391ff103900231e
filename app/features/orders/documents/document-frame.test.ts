import { describe, expect, it } from "vitest";
import { INVOICE, expectFramed, itemMoney, line } from "#tests/support/order-documents.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { formatMoney } from "#app/utils/money.ts";
import { documentFrame, type FramedDocument } from "./document-frame.ts";
import { renderFramedPdf } from "./frame-pdf.server.ts";

const SITE = "https://kuntur.test";
const lines = [line("ROOM", "Habitación doble x 3 noches", 41_024), line("IGV", "IGV (18%)", 7_384, "tax")];
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

const framed = (frame: ReturnType<typeof documentFrame>): FramedDocument => ({
  title: `Documento ${frame.orderCode}`,
  kind: "DOCUMENTO",
  intro: [{ text: "Título" }],
  body: [{ heading: "Cuerpo", rows: [{ label: "Dato", value: "Valor" }] }],
  frame,
});

describe("the order documents' frame", () => {
  it("states every line and the total in both currencies from the money function, with the rate and its date", () => {
    const money = itemMoney("hotel", lines);
    const frame = documentFrame({ orderCode: "H4TQ9P", money, invoice: null, siteUrl: SITE, simulated: false });
    const { amounts } = money;
    const usd = (minor: number) => nbsp(formatMoney(minor, "USD", { alwaysDecimals: true }));
    const pen = (minor: number) => nbsp(formatMoney(minor, "PEN", { alwaysDecimals: true }));
    const rows = frame.price.rows.map((row) => ({ label: row.label, value: nbsp(row.value) }));
    const [room, igv] = amounts.items[0]!.lines;
    expect(rows).toEqual([
      { label: "Habitación doble x 3 noches", value: `${usd(41_024)} (${pen(room!.amount.referenceMinor)})` },
      { label: "IGV (18%)", value: `${usd(7_384)} (${pen(igv!.amount.referenceMinor)})` },
      {
        label: "Total (se cobra en dólares)",
        value: `${usd(48_408)} · Referencial: ${pen(amounts.total.referenceMinor)} al tipo de cambio del 28/11/2026`,
      },
      { label: "Tipo de cambio", value: "US$ 1.00 = S/ 3.7450 (tipo de cambio del 28/11/2026)" },
    ]);
    // 484.08 x 3.7450 = 1,812.88 (rounded once); the lines add up to it.
    expect(amounts.total.referenceMinor).toBe(181_288);
    expect(room!.amount.referenceMinor + igv!.amount.referenceMinor).toBe(181_288);
  });

  it("says how and when it was paid: card, cash code, or the code still pending with its deadline", () => {
    const card = documentFrame({
      orderCode: "A",
      money: itemMoney("flight", lines),
      invoice: null,
      siteUrl: SITE,
      simulated: false,
    });
    expect(card.payment.rows.map((row) => `${row.label}: ${nbsp(row.value)}`)).toEqual([
      "Total pagado: US$ 484.08 con tarjeta Visa terminada en 1111",
      "Medio de pago: Tarjeta Visa terminada en 1111",
      "Fecha de pago: 28/11/2026 a las 12:05 (hora de Lima)",
    ]);
    const cash = documentFrame({
      orderCode: "A",
      money: itemMoney("flight", lines, "cash"),
      invoice: null,
      siteUrl: SITE,
      simulated: false,
    });
    expect(nbsp(cash.payment.rows[0]!.value)).toBe(
      "US$ 484.08 con código de pago (banca por internet, agentes y bodegas)",
    );
    const pending = documentFrame({
      orderCode: "A",
      money: itemMoney("flight", lines, "pending"),
      invoice: null,
      siteUrl: SITE,
      simulated: false,
    });
    expect(pending.payment.rows.map((row) => `${row.label}: ${nbsp(row.value)}`)).toEqual([
      "Total pagado: Pendiente",
      "Código de pago: 12345678 por US$ 484.08, válido hasta el 28/11/2026 a las 21:00 (hora de Lima)",
    ]);
  });

  it("gives the factura's RUC and razón social, or says boleta; the demo notice only while the sandbox takes payments", () => {
    const money = itemMoney("insurance", lines);
    const withInvoice = framed(
      documentFrame({ orderCode: "F1", money, invoice: INVOICE, siteUrl: `${SITE}/`, simulated: true }),
    );
    const text = expectFramed(withInvoice, { simulated: true, invoice: true, paid: "card", siteUrl: SITE });
    expect(text).toContain(`Dirección fiscal: ${INVOICE.fiscalAddress}`);
    const boleta = framed(documentFrame({ orderCode: "F2", money, invoice: null, siteUrl: SITE, simulated: false }));
    expectFramed(boleta, { simulated: false, invoice: false, paid: "card", siteUrl: SITE });
    expect(documentFrame({ orderCode: "F3", money, invoice: null, siteUrl: SITE, simulated: false }).footer).toEqual([
      "Kuntur Viajes y Turismo S.A.C. · RUC 20609876540 · Av. José Larco 1150, piso 3, Miraflores, Lima",
      "Libro de Reclamaciones: https://kuntur.test/libro-reclamaciones",
    ]);
  });

  it("renders as a PDF with the frame's texts and the footer on every page", async () => {
    const money = itemMoney("hotel", lines);
    const frame = documentFrame({ orderCode: "H4TQ9P", money, invoice: INVOICE, siteUrl: SITE, simulated: true });
    const long = framed(frame);
    long.body = Array.from({ length: 12 }, (_, index) => ({
      heading: `Sección ${String(index + 1)}`,
      rows: Array.from({ length: 6 }, () => ({ label: "Dato", value: "Un valor largo de la sección del documento." })),
    }));
    const bytes = await renderFramedPdf(long, { subject: "Prueba" });
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const section of [frame.price, frame.payment, frame.invoice, frame.agency]) {
      expect(text).toContain(section.heading);
      for (const row of section.rows) expect(text).toContain(row.label);
    }
    expect(text).toContain("Pedido H4TQ9P");
    const pages = [...text.matchAll(/Página \d+ de (\d+)/g)];
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toHaveLength(Number(pages[0]![1]));
    expect(text.split("Libro de Reclamaciones: https://kuntur.test/libro-reclamaciones").length - 1).toBe(pages.length);
    expect(text).toContain("Sitio de demostración: no se realizan cobros reales");
    expect(text).toContain("20512345678");
  });
});
