import { describe, expect, it } from "vitest";
import { convertMinorUnits, formatMoney, parseRate } from "./money.ts";

describe("exchange-rate conversion", () => {
  it("reads decimal rates exactly", () => {
    expect(parseRate("3.745")).toBe(37450);
    expect(parseRate("3.7450")).toBe(37450);
    expect(parseRate("3")).toBe(30000);
    expect(parseRate("0.0001")).toBe(1);
  });

  it("refuses malformed or non-positive rates", () => {
    for (const bad of ["", "abc", "3,74", "-3.7", "3.74501", "0", "0.0000"]) {
      expect(() => parseRate(bad), bad).toThrow();
    }
  });

  it("converts USD cents to PEN céntimos at the rate", () => {
    expect(convertMinorUnits(8900, "3.7450")).toBe(33331); // 89 × 3.745 = 333.305 → 333.31
    expect(convertMinorUnits(100, "3.7450")).toBe(375); // 3.745 → 3.75 (half up)
    expect(convertMinorUnits(79900, "3.7450")).toBe(299226); // 799 × 3.745 = 2992.255 → 2992.26
    expect(convertMinorUnits(0, "3.7450")).toBe(0);
  });

  it("rounds half up to the nearest céntimo, and down below the half", () => {
    expect(convertMinorUnits(1, "0.5")).toBe(1); // 0.5 céntimo → 1
    expect(convertMinorUnits(1, "0.4999")).toBe(0);
    expect(convertMinorUnits(3, "3.3333")).toBe(10); // 9.9999 → 10
  });

  it("stays exact on large amounts (no float drift)", () => {
    expect(convertMinorUnits(123456789, "3.7450")).toBe(462345675); // 1,234,567.89 × 3.745 = 4,623,456.748...
  });

  it("refuses negative or fractional amounts", () => {
    expect(() => convertMinorUnits(-1, "3.7")).toThrow();
    expect(() => convertMinorUnits(1.5, "3.7")).toThrow();
  });
});

describe("money formatting for es-PE", () => {
  it("prints soles and dollars with Peruvian separators", () => {
    expect(formatMoney(33331, "PEN")).toBe("S/\u00a0333.31");
    expect(formatMoney(8900, "USD")).toBe("US$\u00a089");
    expect(formatMoney(104900, "USD")).toBe("US$\u00a01,049");
    expect(formatMoney(123456789, "PEN")).toBe("S/\u00a01,234,567.89");
  });

  it("keeps decimals on request and pads single cents", () => {
    expect(formatMoney(8900, "PEN", { alwaysDecimals: true })).toBe("S/\u00a089.00");
    expect(formatMoney(8905, "USD")).toBe("US$\u00a089.05");
  });

  it("prints an unknown currency by its code and negatives with a sign", () => {
    expect(formatMoney(-1500, "EUR")).toBe("-EUR\u00a015");
  });
});
