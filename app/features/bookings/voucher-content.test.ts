import { describe, expect, it } from "vitest";
import { FIXTURE_BOOKING, FIXTURE_MONEY, FIXTURE_REFERENCE } from "./voucher-fixture.ts";
import { voucherSections } from "./voucher-content.ts";

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
