import { describe, expect, it } from "vitest";
import { classifyEvents } from "./event-schedule.ts";
import { formatLimaDates, formatLimaHours, formatLimaTime, limaInstant, toLima } from "./event-time.ts";

const event = (slug: string, date: string, from: number, to: number) => ({
  slug,
  startsAt: limaInstant(date, from),
  endsAt: limaInstant(date, to),
});

describe("event classification (upcoming / past, by the clock)", () => {
  const events = [
    event("late", "2026-12-20", 10, 20),
    event("evening", "2026-12-12", 9, 21),
    event("old", "2026-06-14", 9, 21),
    event("older", "2026-05-02", 16, 18),
  ];

  it("lists upcoming soonest first and past latest first", () => {
    const { upcoming, past } = classifyEvents(events, limaInstant("2026-11-26", 10));
    expect(upcoming.map((e) => e.slug)).toEqual(["evening", "late"]);
    expect(past.map((e) => e.slug)).toEqual(["old", "older"]);
  });

  it("keeps an event that runs until 9 p.m. in Lima upcoming after midnight UTC, and past once it ends", () => {
    // 8:59 p.m. in Lima is 01:59 UTC the next day: still on.
    const beforeEnd = limaInstant("2026-12-12", 20, 59);
    expect(beforeEnd.toISOString()).toBe("2026-12-13T01:59:00.000Z");
    expect(classifyEvents(events, beforeEnd).upcoming.map((e) => e.slug)).toContain("evening");
    const atEnd = limaInstant("2026-12-12", 21);
    expect(classifyEvents(events, atEnd).past.map((e) => e.slug)).toContain("evening");
  });

  it("keeps an event that is running now among the upcoming ones", () => {
    const { upcoming } = classifyEvents(events, limaInstant("2026-12-20", 12));
    expect(upcoming.map((e) => e.slug)).toEqual(["late"]);
  });
});

describe("Lima times of events", () => {
  it("converts between instants and Lima wall-clock time (UTC-5)", () => {
    expect(limaInstant("2026-12-12", 9).toISOString()).toBe("2026-12-12T14:00:00.000Z");
    expect(toLima(new Date("2027-01-01T03:30:00Z"))).toEqual({ date: "2026-12-31", hour: 22, minute: 30, second: 0 });
  });

  it("writes dates and hours the es-PE way", () => {
    expect(formatLimaTime(limaInstant("2026-12-12", 0))).toBe("12:00 a. m.");
    expect(formatLimaTime(limaInstant("2026-12-12", 12, 30))).toBe("12:30 p. m.");
    const start = limaInstant("2026-12-12", 9);
    const end = limaInstant("2026-12-12", 21);
    expect(formatLimaDates(start, end)).toBe("Sábado, 12 de diciembre de 2026");
    expect(formatLimaHours(start, end)).toBe("De 9:00 a. m. a 9:00 p. m.");
    expect(formatLimaDates(start, limaInstant("2026-12-13", 18))).toBe(
      "Sábado, 12 de diciembre de 2026 al domingo, 13 de diciembre de 2026",
    );
  });
});
