import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { pdfStreams as contentStreams, pdfText } from "#tests/support/pdf-text.ts";
import { DEMO_NOTICE, setSimulatedPayments } from "#app/utils/payment-mode.ts";
import { FIXTURE_BOOKING, FIXTURE_MONEY, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";
import { QR_SIZE, qrModules, renderVoucherPdf } from "./voucher-pdf.server.ts";

/** The voucher's text, the `Tj` lines joined by spaces. */
function extractText(bytes: Uint8Array): string {
  return pdfText(bytes).replace(/\n/g, " ");
}

describe("voucher PDF", () => {
  it("parses and states the code, passengers, tickets, flights, baggage, rules, and the order frame's blocks", async () => {
    const bytes = await renderVoucherPdf(FIXTURE_BOOKING, FIXTURE_REFERENCE, FIXTURE_MONEY, "https://kuntur.test/");
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getTitle()).toBe("Voucher de viaje K7PQ2M");
    expect(parsed.getAuthor()).toBe("Kuntur Viajes y Turismo S.A.C.");
    const text = extractText(bytes).replace(/\u00a0/g, " ");
    for (const expected of [
      "Código de reserva: K7PQ2M",
      "María José Quispe Ñahui · DNI 45678912 · Boleto 0451234567890",
      "Jean-Luc O'Neill · PASAPORTE XA123456 · Boleto 0451234567891",
      "Infante 1",
      "Vuelo LA 2047",
      "jue. 10 dic. 2026, 06:15 (hora local) · Lima (LIM), Aeropuerto Internacional Jorge Chávez, Terminal 1",
      "Vuelta: Cusco (CUZ) a Lima (LIM)",
      "Equipaje (tarifa Plus)",
      "1 x 23 kg por pasajero",
      "Cambio de vuelo: permitido con penalidad de US$ 50.00 por pasajero",
      "Reembolso: no permitido",
      "comisión del 10 %",
      "Código VERANO10: 10% de descuento (hasta US$ 50)",
      "US$ 378.00 con tarjeta Visa terminada en 1111",
      "Referencial: S/ 1,415.61 al tipo de cambio del 28/11/2026",
      "Kuntur Viajes y Turismo S.A.C. · RUC 20609876540",
      "Av. José Larco 1150, piso 3, Miraflores, Lima",
      "https://kuntur.test/libro-reclamaciones",
      "Medio de pago",
      "Tarjeta Visa terminada en 1111",
      "Fecha de pago",
      "26/11/2026 a las 12:05 (hora de Lima)",
      "US$ 1.00 = S/ 3.7450 (tipo de cambio del 28/11/2026)",
      "Boleta de venta electrónica",
      "Página 1 de",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws the booking code's QR code: one square per dark module of the code's matrix", async () => {
    const bytes = await renderVoucherPdf(FIXTURE_BOOKING, FIXTURE_REFERENCE, FIXTURE_MONEY, "https://kuntur.test");
    const qr = qrModules("K7PQ2M");
    let dark = 0;
    for (let row = 0; row < qr.size; row++) for (let col = 0; col < qr.size; col++) if (qr.dark(row, col)) dark++;
    // pdf-lib draws a rectangle as a closed path "0 0 m / 0 h l / w h l / w 0 l / h / f" in a translated frame.
    const cell = String(QR_SIZE / qr.size);
    const squares = contentStreams(bytes).flatMap((content) => [
      ...content.matchAll(new RegExp(`0 0 m\\n0 ${cell} l\\n${cell} ${cell} l\\n${cell} 0 l\\nh\\nf`, "g")),
    ]);
    expect(qr.size).toBe(21);
    expect(dark).toBeGreaterThan(150);
    expect(squares).toHaveLength(dark);
  });

  it("says the ticket is being issued when a passenger has no number yet", async () => {
    const bytes = await renderVoucherPdf(
      { ...FIXTURE_BOOKING, tickets: [] },
      FIXTURE_REFERENCE,
      FIXTURE_MONEY,
      "https://kuntur.test",
    );
    expect(extractText(bytes)).toContain("Boleto en emisión");
  });

  describe("while the sandbox takes payments", () => {
    afterEach(() => setSimulatedPayments(false));
    it("says no real charge was made, and only then", async () => {
      setSimulatedPayments(true);
      const demo = await renderVoucherPdf(FIXTURE_BOOKING, FIXTURE_REFERENCE, FIXTURE_MONEY, "https://kuntur.test");
      expect(extractText(demo)).toContain(DEMO_NOTICE);
      setSimulatedPayments(false);
      const real = await renderVoucherPdf(FIXTURE_BOOKING, FIXTURE_REFERENCE, FIXTURE_MONEY, "https://kuntur.test");
      expect(extractText(real)).not.toContain(DEMO_NOTICE);
    });
  });
});
