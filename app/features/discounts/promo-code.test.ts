import { describe, expect, it } from "vitest";
import { discountFor, PromoCodeSchema, promoSummaryLine } from "./promo-code.ts";

describe("promo codes", () => {
  it("accepts exactly 6 letters or digits, upper-cased, or nothing", () => {
    expect(PromoCodeSchema.parse(" kuntur ")).toBe("KUNTUR");
    expect(PromoCodeSchema.parse("")).toBe("");
    for (const bad of ["KUNTU", "KUNTURX", "KUN-TU", "ÑANDÚ1"])
      expect(PromoCodeSchema.safeParse(bad).success).toBe(false);
  });

  it("takes the percentage, rounded half up, never above the cap or the total", () => {
    expect(discountFor(45_050, { percent: 10, capMinor: 5_000 })).toBe(4_505);
    expect(discountFor(90_000, { percent: 10, capMinor: 5_000 })).toBe(5_000);
    expect(discountFor(5, { percent: 10, capMinor: 5_000 })).toBe(1);
    expect(discountFor(1_000, { percent: 100, capMinor: 5_000 })).toBe(1_000);
  });

  it("words the summary line 'Descuento X% (máx. US$ Y)'", () => {
    expect(promoSummaryLine({ percent: 10, capMinor: 5_000 }).replace(/\u00a0/g, " ")).toBe(
      "Descuento 10% (máx. US$ 50)",
    );
  });
});
