import { describe, expect, it } from "vitest";
import { formatLimaDeadline, formatLimaTime } from "./lima-time.ts";

describe("Lima time", () => {
  it("says a deadline as Lima's date 'a las' its 24-hour time, across midnight and the year", () => {
    expect(formatLimaDeadline("2026-11-28T18:15:00Z")).toBe("28/11/2026 a las 13:15");
    expect(formatLimaDeadline("2026-01-01T04:05:00.000Z")).toBe("31/12/2025 a las 23:05");
    expect(formatLimaTime("2026-11-28T23:05:00Z")).toBe("18:05");
  });
});
