import { describe, expect, it } from "vitest";
import { brand } from "#app/config/brand.ts";
import { isValidRuc } from "./ruc.ts";

describe("RUC check digit", () => {
  it.each(["20106785288", "20512333797", "10054148289"])("accepts %s", (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
  });

  it.each(["20512333798", "2051233379", "205123337977", "30512333797", "2051233379a"])("rejects %s", (ruc) => {
    expect(isValidRuc(ruc)).toBe(false);
  });

  it("holds for the brand's own RUC", () => {
    expect(isValidRuc(brand.ruc)).toBe(true);
  });
});
