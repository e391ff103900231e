import { describe, expect, it } from "vitest";
import { fillPriceReferences, hasPriceReference, parseRouteKey, priceReferencesIn } from "./price-references.ts";

describe("price references in managed texts", () => {
  it("finds flight and package references", () => {
    const text = "Desde {precio:vuelo:LIM-CUZ} ida y vuelta o {precio:paquete:cusco-machu-picchu} con hotel";
    expect(hasPriceReference(text)).toBe(true);
    expect(priceReferencesIn(text)).toEqual([
      { kind: "vuelo", key: "LIM-CUZ" },
      { kind: "paquete", key: "cusco-machu-picchu" },
    ]);
    expect(hasPriceReference("Desde US$ 79")).toBe(false);
  });

  it("writes each price as the site does, and refuses a text whose product has no price", () => {
    const prices: Record<string, number> = { "LIM-CUZ": 8_950, "cusco-machu-picchu": 104_900 };
    const price = ({ key }: { key: string }) =>
      prices[key] === undefined ? null : { amountMinor: prices[key], currency: "USD" };
    expect(fillPriceReferences("Desde {precio:vuelo:LIM-CUZ} ida y vuelta", price)).toBe(
      "Desde US$\u00a089.50 ida y vuelta",
    );
    expect(fillPriceReferences("7 días · Desde {precio:paquete:cusco-machu-picchu}", price)).toBe(
      "7 días · Desde US$\u00a01,049",
    );
    expect(fillPriceReferences("Desde {precio:vuelo:LIM-MAD}", price)).toBeNull();
    expect(fillPriceReferences("Sin precio", price)).toBe("Sin precio");
  });

  it("reads a route key", () => {
    expect(parseRouteKey("LIM-CUZ")).toEqual({ originCode: "LIM", destinationCode: "CUZ" });
    expect(parseRouteKey("lim-cuz")).toBeNull();
    expect(parseRouteKey("LIM")).toBeNull();
  });
});
