import { describe, expect, it } from "vitest";
import { appointmentCode, limaInstantOf, normalizeCode, slotsOfDay, type Schedule } from "./appointment-rules.ts";

const OFFICE: Schedule = {
  weeklyHours: {
    "1": [
      ["09:00", "13:00"],
      ["14:00", "16:00"],
    ],
    "6": [["09:00", "10:00"]],
  },
  slotMinutes: 30,
  advisers: 2,
};
const HOLIDAYS = new Map([["2026-12-08", "Inmaculada Concepción"]]);
// Monday 30 November 2026, 07:00 in Lima.
const NOW = limaInstantOf("2026-11-30", 7 * 60);
const day = (date: string, overrides: Partial<Parameters<typeof slotsOfDay>[0]> = {}) =>
  slotsOfDay({
    date,
    schedule: OFFICE,
    holidays: HOLIDAYS,
    now: NOW,
    minNoticeMinutes: 60,
    maxDaysAhead: 30,
    ...overrides,
  });

describe("slots of a day", () => {
  it("cuts the opening hours of the weekday into slots, in Lima time, skipping the lunch break", () => {
    const answer = day("2026-12-07");
    expect(answer.open).toBe(true);
    if (!answer.open) return;
    expect(answer.slots.map((slot) => slot.time)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
    ]);
    expect(answer.slots[0]?.startsAt.toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(answer.slots[0]?.endsAt.toISOString()).toBe("2026-12-07T14:30:00.000Z");
  });

  it("never offers a slot that ends after closing", () => {
    const answer = day("2026-12-05", { schedule: { ...OFFICE, slotMinutes: 45 } });
    expect(answer.open && answer.slots.map((slot) => slot.time)).toEqual(["09:00"]);
  });

  it("closes on a Peruvian national holiday, naming it, even on an opening weekday", () => {
    expect(day("2026-12-08", { schedule: { ...OFFICE, weeklyHours: { "2": [["09:00", "12:00"]] } } })).toEqual({
      open: false,
      reason: "holiday",
      holiday: "Inmaculada Concepción",
    });
  });

  it("is closed on a weekday without hours and when no adviser is available", () => {
    expect(day("2026-12-06")).toEqual({ open: false, reason: "closed" });
    expect(day("2026-12-07", { schedule: { ...OFFICE, advisers: 0 } })).toEqual({ open: false, reason: "closed" });
  });

  it("offers nothing in the past: earlier days, and today's slots before now plus the notice", () => {
    expect(day("2026-11-29")).toEqual({ open: false, reason: "past" });
    const now = limaInstantOf("2026-11-30", 10 * 60 + 10);
    const answer = day("2026-11-30", { now });
    expect(answer.open && answer.slots[0]?.time).toBe("11:30");
  });

  it("offers nothing beyond the booking window", () => {
    expect(day("2026-12-28", { maxDaysAhead: 28 }).open).toBe(true);
    expect(day("2026-12-29", { maxDaysAhead: 28 })).toEqual({ open: false, reason: "too-far" });
  });

  it("counts the places left per slot", () => {
    const taken = new Map([
      [limaInstantOf("2026-12-07", 9 * 60).toISOString(), 2],
      [limaInstantOf("2026-12-07", 570).toISOString(), 1],
    ]);
    const answer = day("2026-12-07", { taken });
    expect(answer.open && answer.slots.slice(0, 3).map((slot) => slot.free)).toEqual([0, 1, 2]);
  });
});

describe("appointment codes", () => {
  it("are CT- and six characters without look-alikes, and typed codes are normalised", () => {
    const code = appointmentCode(() => new Uint8Array([0, 1, 30, 31, 200, 255]));
    expect(code).toMatch(/^CT-[2-9A-HJKMNP-Z]{6}$/);
    expect(normalizeCode(" ct 7k3m9q ")).toBe("CT-7K3M9Q");
    expect(normalizeCode("cp-7k3m-9qxa")).toBe("CP-7K3M-9QXA");
  });
});
