import { describe, expect, it } from "vitest";
import { currentPromotions, formatValidity, validityState } from "./promotion-validity.ts";

const promotion = { slug: "hot-sale", validFrom: "2026-11-24", validUntil: "2026-12-08" };

describe("promotion validity (Lima calendar dates, both ends included)", () => {
  it("is current from its first day to its last day", () => {
    expect(validityState(promotion, "2026-11-23")).toBe("upcoming");
    expect(validityState(promotion, "2026-11-24")).toBe("current");
    expect(validityState(promotion, "2026-12-08")).toBe("current");
    expect(validityState(promotion, "2026-12-09")).toBe("expired");
  });

  it("lists only the promotions in force, in their order", () => {
    const list = [
      promotion,
      { slug: "expired", validFrom: "2026-07-01", validUntil: "2026-07-31" },
      { slug: "future", validFrom: "2027-01-01", validUntil: "2027-01-31" },
      { slug: "long", validFrom: "2026-01-01", validUntil: "2027-06-30" },
    ];
    expect(currentPromotions(list, "2026-11-26").map((p) => p.slug)).toEqual(["hot-sale", "long"]);
    expect(currentPromotions(list, "2026-12-31").map((p) => p.slug)).toEqual(["long"]);
  });

  it("states the validity in words", () => {
    expect(formatValidity(promotion)).toBe("Del 24 de noviembre de 2026 al 8 de diciembre de 2026");
  });
});
