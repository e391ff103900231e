import { describe, expect, it } from "vitest";
import { limaDateTime } from "./checkout-format.ts";

describe("limaDateTime", () => {
  it("says an instant as Lima's date 'a las' its 24-hour time", () => {
    expect(limaDateTime("2026-11-28T18:15:00Z")).toBe("28/11/2026 a las 13:15");
    expect(limaDateTime("2026-01-02T04:05:00Z")).toBe("01/01/2026 a las 23:05");
  });
});
