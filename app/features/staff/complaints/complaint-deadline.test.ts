import { describe, expect, it } from "vitest";
import { businessDaysLeft, deadlineLabel, deadlineTone } from "./complaint-deadline.ts";

// 2026-07-28 and 29 are national holidays (Fiestas Patrias); 2026-07-25/26 and 08-01/02 a weekend.
const HOLIDAYS = new Set(["2026-07-28", "2026-07-29"]);

describe("business days to a complaint's deadline", () => {
  it("counts Mondays to Fridays that are not holidays, the due day included and today not", () => {
    expect(businessDaysLeft("2026-07-24", "2026-07-31", HOLIDAYS)).toBe(3); // 27, 30, 31
    expect(businessDaysLeft("2026-07-24", "2026-07-31", new Set())).toBe(5);
    expect(businessDaysLeft("2026-07-31", "2026-07-31", HOLIDAYS)).toBe(0);
  });

  it("counts business days since the deadline once overdue", () => {
    expect(businessDaysLeft("2026-08-03", "2026-07-31", HOLIDAYS)).toBe(-1);
    expect(businessDaysLeft("2026-08-01", "2026-07-31", HOLIDAYS)).toBe(-1);
    expect(businessDaysLeft("2026-08-05", "2026-07-31", HOLIDAYS)).toBe(-3);
  });

  it("is green above 5 business days, amber from 5 down to the due day, red after it", () => {
    const tone = (today: string, due: string) =>
      deadlineTone(false, businessDaysLeft(today, due, HOLIDAYS), today, due);
    expect(tone("2026-07-20", "2026-07-31")).toBe("green"); // 21-24, 27, 30, 31: 7 days
    expect(tone("2026-07-23", "2026-07-31")).toBe("amber"); // 24, 27, 30, 31: 4 days
    expect(tone("2026-07-22", "2026-07-31")).toBe("amber"); // 5 days, with the holidays
    expect(
      deadlineTone(false, businessDaysLeft("2026-07-22", "2026-07-31", new Set()), "2026-07-22", "2026-07-31"),
    ).toBe("green"); // 7 days without them
    expect(tone("2026-07-31", "2026-07-31")).toBe("amber");
    expect(tone("2026-08-03", "2026-07-31")).toBe("red");
    expect(deadlineTone(true, -4, "2026-08-06", "2026-07-31")).toBe("answered");
  });

  it("says it in Spanish", () => {
    expect(deadlineLabel("green", 7)).toBe("7 días hábiles");
    expect(deadlineLabel("amber", 1)).toBe("1 día hábil");
    expect(deadlineLabel("amber", 0)).toBe("Vence hoy");
    expect(deadlineLabel("red", -2)).toBe("Vencida hace 2 días hábiles");
  });
});
