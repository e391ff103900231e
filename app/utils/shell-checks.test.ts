import { describe, expect, it } from "vitest";
import { hasExactlyKeys, isIsoDateTime, isRecord, isText } from "./shell-checks.ts";

describe("the shell's plain checks", () => {
  it("takes ISO date-times as zod's z.iso.datetime() does: UTC unless offsets are allowed, real days only", () => {
    expect(isIsoDateTime("2026-11-01T10:00:00.000Z")).toBe(true);
    expect(isIsoDateTime("2026-11-01T10:00Z")).toBe(true);
    expect(isIsoDateTime("2026-11-01T10:00:00-05:00")).toBe(false);
    expect(isIsoDateTime("2026-11-01T10:00:00-05:00", { offset: true })).toBe(true);
    expect(isIsoDateTime("2026-11-01T10:00:00+0500", { offset: true })).toBe(true);
    expect(isIsoDateTime("2026-02-29T10:00:00Z")).toBe(false);
    expect(isIsoDateTime("2028-02-29T10:00:00Z")).toBe(true);
    expect(isIsoDateTime("2026-04-31T10:00:00Z")).toBe(false);
    expect(isIsoDateTime("2026-11-01T24:00:00Z")).toBe(false);
    expect(isIsoDateTime("2026-11-01 10:00:00Z")).toBe(false);
    expect(isIsoDateTime("2026-11-01")).toBe(false);
    expect(isIsoDateTime(20261101)).toBe(false);
  });

  it("tells plain objects, exact key sets and bounded text", () => {
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord("x")]).toEqual([true, false, false, false]);
    expect(hasExactlyKeys({ a: 1, b: 2 }, ["a", "b"])).toBe(true);
    expect(hasExactlyKeys({ a: 1 }, ["a", "b"])).toBe(false);
    expect(hasExactlyKeys({ a: 1, b: 2, c: 3 }, ["a", "b"])).toBe(false);
    expect([isText("", 0, 2), isText("", 1, 2), isText("abc", 1, 2), isText(3, 0, 9)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
