import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentDiscount } from "#app/features/orders/index.ts";
import type { ExchangeRate, ItemLine } from "#app/features/orders/order-contract.ts";
import { basketAmounts, bundleDiscountMinor } from "./basket-money.ts";

const rate: ExchangeRate = { from: "USD", to: "PEN", value: "3.7450", date: "2026-12-04", source: "seed" };
const line = (code: string, amountMinor: number): ItemLine => ({
  kind: "base",
  code,
  label: code,
  quantity: 1,
  unitMinor: amountMinor,
  amountMinor,
});

describe("the bundle's discount", () => {
  it("is the percentage of the stay, rounded up by at most a cent per traveller but one so the total splits evenly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (flight, hotel, percent, travellers) => {
          const base = percentDiscount(hotel, percent, hotel);
          const discount = bundleDiscountMinor(flight, hotel, percent, travellers);
          expect(discount).toBeGreaterThanOrEqual(base);
          expect(discount - base).toBeLessThan(travellers);
          expect(discount).toBeLessThanOrEqual(hotel);
          if (base > 0 && discount !== base) expect((flight + hotel - discount) % travellers).toBe(0);
          if (base === 0) expect(discount).toBe(0);
        },
      ),
    );
  });

  it("a worked example: US$ 297.70 of flights and US$ 559.32 of hotel for 2 at 10 % save US$ 55.94, US$ 400.54 each", () => {
    expect(percentDiscount(55_932, 10, 55_932)).toBe(5_593);
    expect(bundleDiscountMinor(29_770, 55_932, 10, 2)).toBe(5_594);
    const basket = basketAmounts({
      flightLines: [line("ADT", 18_786 * 2), line("TAX", -7_802)],
      hotelLines: [line("NIGHTS", 47_400), line("IGV", 8_532)],
      discountPercent: 10,
      travellers: 2,
      exchangeRate: rate,
    });
    expect(basket.flightMinor).toBe(29_770);
    expect(basket.hotelMinor).toBe(55_932);
    expect(basket.discountMinor).toBe(5_594);
    expect(basket.amounts.total.chargeMinor).toBe(80_108);
    expect(basket.perPersonMinor).toBe(40_054);
    expect(basket.perPersonExact).toBe(true);
    // The discount is a line of the hotel, in both currencies; every line adds up to the total in both.
    const hotel = basket.amounts.items[1]!;
    expect(hotel.lines.at(-1)?.kind).toBe("bundle");
    expect(hotel.lines.at(-1)?.amount.chargeMinor).toBe(-5_594);
    for (const key of ["chargeMinor", "referenceMinor"] as const) {
      const all = basket.amounts.items.flatMap((item) => item.lines).map((entry) => entry.amount[key]);
      expect(all.reduce((a, b) => a + b, 0)).toBe(basket.amounts.total[key]);
    }
  });

  it("without a discount the per-person figure is an average, said as such", () => {
    const basket = basketAmounts({
      flightLines: [line("ADT", 10_001)],
      hotelLines: [line("NIGHTS", 20_000)],
      discountPercent: 0,
      travellers: 2,
      exchangeRate: rate,
    });
    expect(basket.discountMinor).toBe(0);
    expect(basket.amounts.items[1]?.lines).toHaveLength(1);
    expect(basket.perPersonExact).toBe(false);
    expect(basket.perPersonMinor).toBe(15_001);
  });
});
