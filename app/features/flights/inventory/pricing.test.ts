import { describe, expect, it } from "vitest";
import { priceTrip, type PricedSegment, type PricingRules } from "./pricing.ts";

const RULES: PricingRules = {
  shares: { ADT: 100, CHD: 75, INF: 10 },
  taxes: [
    { kind: "domestic-percent", code: "IGV", name: "IGV (18%)", country: "PE", percent: 18 },
    {
      kind: "departure-fixed",
      code: "TUUA",
      name: "Tarifa Unificada de Uso de Aeropuerto",
      airport: "LIM",
      domesticMinor: 815,
      internationalMinor: 3_100,
      exemptInfants: true,
    },
  ],
  serviceChargeMinor: 1_000,
};

const limCuz: PricedSegment = { adultBaseMinor: 5_000, origin: "LIM", originCountry: "PE", destinationCountry: "PE" };
const cuzLim: PricedSegment = { adultBaseMinor: 4_000, origin: "CUZ", originCountry: "PE", destinationCountry: "PE" };
const limMad: PricedSegment = { adultBaseMinor: 60_000, origin: "LIM", originCountry: "PE", destinationCountry: "ES" };

describe("priceTrip", () => {
  it("adds IGV on domestic bases and TUUA per departure from Lima, for one adult", () => {
    const price = priceTrip([limCuz, cuzLim], { ADT: 1, CHD: 0, INF: 0 }, RULES);
    expect(price.perPassenger).toEqual([
      { type: "ADT", count: 1, baseMinor: 9_000, taxesMinor: 1_620 + 815, totalMinor: 11_435 },
    ]);
    expect(price.taxes).toEqual([
      { code: "IGV", name: "IGV (18%)", amountMinor: 1_620 },
      { code: "TUUA", name: "Tarifa Unificada de Uso de Aeropuerto", amountMinor: 815 },
    ]);
    expect(price.serviceChargeMinor).toBe(1_000);
    expect(price.totalMinor).toBe(11_435 + 1_000);
  });

  it("charges children their share, infants theirs without TUUA or service charge, and sums for all", () => {
    const price = priceTrip([limCuz], { ADT: 2, CHD: 1, INF: 1 }, RULES);
    expect(price.perPassenger).toEqual([
      { type: "ADT", count: 2, baseMinor: 5_000, taxesMinor: 900 + 815, totalMinor: 6_715 },
      { type: "CHD", count: 1, baseMinor: 3_750, taxesMinor: 675 + 815, totalMinor: 5_240 },
      { type: "INF", count: 1, baseMinor: 500, taxesMinor: 90, totalMinor: 590 },
    ]);
    expect(price.serviceChargeMinor).toBe(3_000);
    expect(price.baseMinor).toBe(2 * 5_000 + 3_750 + 500);
    expect(price.totalMinor).toBe(2 * 6_715 + 5_240 + 590 + 3_000);
    const taxTotal = price.taxes.reduce((sum, line) => sum + line.amountMinor, 0);
    expect(taxTotal).toBe(price.taxesMinor);
  });

  it("charges no IGV on an international segment and the international TUUA", () => {
    const price = priceTrip([limMad], { ADT: 1, CHD: 0, INF: 0 }, RULES);
    expect(price.taxes).toEqual([{ code: "TUUA", name: "Tarifa Unificada de Uso de Aeropuerto", amountMinor: 3_100 }]);
    expect(price.totalMinor).toBe(60_000 + 3_100 + 1_000);
  });
});
