import { describe, expect, it } from "vitest";
import { entryPriceChangeOf, PRICE_FELL_REASON, PRICE_ROSE_REASON } from "./checkout-data.server.ts";
import { CheckoutStartSchema, startFormValues } from "./checkout-start.server.ts";

describe("the price change on entering the checkout", () => {
  it("shows the chosen and the re-priced totals with the reason when they differ", () => {
    expect(entryPriceChangeOf(12_378, 15_564)).toEqual({
      oldTotalMinor: 12_378,
      newTotalMinor: 15_564,
      reason: PRICE_ROSE_REASON,
    });
    expect(entryPriceChangeOf(15_564, 12_378)?.reason).toBe(PRICE_FELL_REASON);
  });

  it("says nothing when the price held or nothing can be priced", () => {
    expect(entryPriceChangeOf(12_378, 12_378)).toBeNull();
    expect(entryPriceChangeOf(12_378, null)).toBeNull();
  });

  it("carries the price on the 'Elegir' button through the start form, which may omit it", () => {
    const form = (seen?: string) => {
      const data = new FormData();
      data.set("offerId", "offer-1");
      data.append("optionIds", "option-1");
      data.set("fareFamilyCode", "LA-LIGHT");
      if (seen !== undefined) data.set("seenTotalMinor", seen);
      return CheckoutStartSchema.safeParse(startFormValues(data));
    };
    expect(form("12378").data?.seenTotalMinor).toBe(12_378);
    expect(form().success).toBe(true);
    expect(form().data?.seenTotalMinor).toBeUndefined();
    expect(form("").data?.seenTotalMinor).toBeUndefined();
    expect(form("-1").success).toBe(false);
    expect(form("abc").success).toBe(false);
    expect(form("12.5").success).toBe(false);
  });
});
