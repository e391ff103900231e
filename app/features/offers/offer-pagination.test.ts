import { describe, expect, it } from "vitest";
import { collapsedCount, maxVisible, toggleState, visibleCount } from "./offer-pagination.ts";

describe("home offers pagination (SPEC 4, 9)", () => {
  it("shows 4 collapsed on desktop and 1 on mobile", () => {
    expect(collapsedCount(false)).toBe(4);
    expect(collapsedCount(true)).toBe(1);
    expect(visibleCount(8, false, 0)).toBe(4);
    expect(visibleCount(8, true, 0)).toBe(1);
  });

  it("grows by 4 per 'Ver más ofertas' and stops at 8 per tab", () => {
    expect(visibleCount(12, false, 1)).toBe(8);
    expect(visibleCount(12, false, 2)).toBe(8);
    expect(visibleCount(12, true, 1)).toBe(5);
    expect(visibleCount(12, true, 2)).toBe(8);
    expect(maxVisible(12)).toBe(8);
  });

  it("never shows more than there are", () => {
    expect(visibleCount(3, false, 0)).toBe(3);
    expect(visibleCount(6, false, 1)).toBe(6);
    expect(visibleCount(0, true, 3)).toBe(0);
  });

  it("offers 'Ver más ofertas' while some are hidden, then 'Ver menos'", () => {
    expect(toggleState(8, false, 0)).toBe("more");
    expect(toggleState(8, false, 1)).toBe("less");
    expect(toggleState(8, true, 0)).toBe("more");
    expect(toggleState(8, true, 1)).toBe("more");
    expect(toggleState(8, true, 2)).toBe("less");
    expect(toggleState(6, false, 1)).toBe("less");
  });

  it("shows no toggle when nothing is hidden", () => {
    expect(toggleState(4, false, 0)).toBe("none");
    expect(toggleState(2, false, 0)).toBe("none");
    expect(toggleState(1, true, 0)).toBe("none");
    expect(toggleState(2, true, 0)).toBe("more");
  });
});
