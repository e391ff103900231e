import { describe, expect, it } from "vitest";
import { INVOICE, expectFramed } from "#tests/support/order-documents.ts";
import { FIXTURE_BOOKING, FIXTURE_MONEY, FIXTURE_REFERENCE } from "#tests/support/voucher-fixture.ts";
import { flightVoucherDocument, voucherSections } from "./voucher-content.ts";

const airportAdvice = (reference: typeof FIXTURE_REFERENCE) =>
  voucherSections(FIXTURE_BOOKING, reference, FIXTURE_MONEY, "https://kuntur.test")
    .flatMap((section) => section.rows)
    .find((row) => row.label === "En el aeropuerto")?.value;

describe("the voucher's airport advice", () => {
  it("gives a domestic flight its 3 hours and no passport advice", () => {
    expect(airportAdvice(FIXTURE_REFERENCE)).toBe(
      "Preséntate 3 horas antes de tu vuelo nacional con tu documento de identidad.",
    );
  });

  it("gives an international flight its 4 hours and the passport's 6 months", () => {
    const abroad = {
      ...FIXTURE_REFERENCE,
      airports: {
        ...FIXTURE_REFERENCE.airports,
        CUZ: { ...FIXTURE_REFERENCE.airports.CUZ!, countryCode: "AR" },
      },
    };
    expect(airportAdvice(abroad)).toContain("al menos 4 horas antes");
    expect(airportAdvice(abroad)).toContain("Pasaporte con vigencia mínima de 6 meses");
  });
});

describe("the flight voucher in the order documents' frame", () => {
  const money = { ...FIXTURE_MONEY, paid: { ...FIXTURE_MONEY.paid!, paidAt: "2026-11-28T17:05:00.000Z" } };

  it("carries identity, complaints book, demo notice, how paid, both currencies with the rate and the factura", () => {
    const document = flightVoucherDocument({ ...FIXTURE_BOOKING, invoice: INVOICE }, FIXTURE_REFERENCE, money, {
      siteUrl: "https://kuntur.test/",
      simulated: true,
    });
    const text = expectFramed(document, {
      simulated: true,
      invoice: true,
      paid: "card",
      siteUrl: "https://kuntur.test",
    });
    expect(document.title).toBe("Voucher de viaje K7PQ2M");
    expect(text).toContain("Código VERANO10: 10% de descuento (hasta US$ 50)");
    expect(text).toContain("Total pagado: US$ 378.00 con tarjeta Visa terminada en 1111");
    expect(text).toContain("Referencial: S/ 1,415.61 al tipo de cambio del 28/11/2026");
  });

  it("says boleta without invoice data and carries no demo notice once payments are real", () => {
    const document = flightVoucherDocument(FIXTURE_BOOKING, FIXTURE_REFERENCE, money, {
      siteUrl: "https://kuntur.test",
      simulated: false,
    });
    expectFramed(document, { simulated: false, invoice: false, paid: "card", siteUrl: "https://kuntur.test" });
  });
});
