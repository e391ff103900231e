import { describe, expect, it } from "vitest";
import { inGroups, POPULAR_ROUTES_GROUP_SIZE } from "./popular-routes.ts";

describe("popular routes in groups of 3", () => {
  it("splits routes into consecutive groups of 3, the last one shorter", () => {
    expect(POPULAR_ROUTES_GROUP_SIZE).toBe(3);
    expect(inGroups([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(inGroups([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(inGroups([1, 2])).toEqual([[1, 2]]);
    expect(inGroups([])).toEqual([]);
  });

  it("rejects a group size that cannot split anything", () => {
    expect(() => inGroups([1], 0)).toThrow();
  });
});
