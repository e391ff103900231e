import { describe, expect, it } from "vitest";
import {
  advancePercent,
  BUCKETS,
  cabinBaseMinor,
  distanceKm,
  isOutlet,
  modelledCounts,
  modelledLoad,
  openBucket,
  weekdayPercent,
} from "./fares.ts";

describe("nested booking classes", () => {
  it("sells the cheapest open bucket and moves up as seats are sold and held", () => {
    const capacity = 100;
    expect(openBucket({ capacity, sold: 0, held: 0 }, 0, 1)?.bucket.code).toBe("O");
    // O closes at 20% of the cabin: the 20th seat is its last.
    expect(openBucket({ capacity, sold: 19, held: 0 }, 0, 1)).toMatchObject({ bucket: { code: "O" }, seatsLeft: 1 });
    expect(openBucket({ capacity, sold: 19, held: 1 }, 0, 1)?.bucket.code).toBe("Q");
    // A party of 3 does not fit in the 2 seats left at O: all travel at Q.
    expect(openBucket({ capacity, sold: 18, held: 0 }, 0, 3)?.bucket.code).toBe("Q");
    expect(openBucket({ capacity, sold: 99, held: 0 }, 0, 1)).toMatchObject({ bucket: { code: "Y" }, seatsLeft: 1 });
    expect(openBucket({ capacity, sold: 99, held: 0 }, 0, 2)).toBeNull();
    expect(openBucket({ capacity, sold: 100, held: 0 }, 0, 1)).toBeNull();
  });

  it("prices every cabin's buckets cheapest first, the last one open to the whole cabin", () => {
    for (const buckets of Object.values(BUCKETS)) {
      const percents = buckets.map((bucket) => bucket.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(buckets.at(-1)?.closesAt).toBe(1);
    }
  });
});

describe("base fares", () => {
  it("measures great-circle distances (Lima-Cusco about 580 km, Lima-Madrid about 9,500 km)", () => {
    const lima = { latitude: -12.0219, longitude: -77.1143 };
    expect(distanceKm(lima, { latitude: -13.5357, longitude: -71.9388 })).toBeGreaterThan(560);
    expect(distanceKm(lima, { latitude: -13.5357, longitude: -71.9388 })).toBeLessThan(600);
    expect(distanceKm(lima, { latitude: 40.4719, longitude: -3.5626 })).toBeGreaterThan(9_300);
  });

  it("costs more near departure, on Fridays and Sundays, and in premium cabins; whole dollars", () => {
    expect(advancePercent(1)).toBeGreaterThan(advancePercent(30));
    expect(advancePercent(90)).toBeLessThan(advancePercent(30));
    expect(weekdayPercent("2026-12-04")).toBe(108); // Friday
    expect(weekdayPercent("2026-12-01")).toBe(94); // Tuesday
    const economy = cabinBaseMinor(1_000, 0, "2027-01-07", "2026-11-26");
    expect(economy % 100).toBe(0);
    expect(cabinBaseMinor(1_000, 2, "2027-01-07", "2026-11-26")).toBeGreaterThan(economy * 3);
    expect(cabinBaseMinor(1_000, 0, "2026-11-27", "2026-11-26")).toBeGreaterThan(economy);
  });
});

describe("modelled load and outlet", () => {
  it("is deterministic, between 5% and 95%, and higher near departure on average", () => {
    expect(modelledLoad("12", "2026-12-20", 0, "2026-11-26")).toBe(modelledLoad("12", "2026-12-20", 0, "2026-11-26"));
    let near = 0;
    let far = 0;
    for (let id = 1; id <= 200; id++) {
      const soon = modelledLoad(String(id), "2026-11-30", 0, "2026-11-26");
      const later = modelledLoad(String(id), "2027-06-30", 0, "2026-11-26");
      for (const load of [soon, later]) {
        expect(load).toBeGreaterThanOrEqual(0.05);
        expect(load).toBeLessThanOrEqual(0.95);
      }
      near += soon;
      far += later;
    }
    expect(near).toBeGreaterThan(far);
    expect(modelledCounts("7", "2026-12-20", 0, 174, "2026-11-26")).toMatchObject({ capacity: 174, held: 0 });
  });

  it("marks as outlet a flight-date within 45 days (not within 2) with few seats taken", () => {
    const empty = { capacity: 100, sold: 10, held: 0 };
    expect(isOutlet(empty, "2026-12-10", "2026-11-26")).toBe(true);
    expect(isOutlet(empty, "2026-11-27", "2026-11-26")).toBe(false);
    expect(isOutlet(empty, "2027-02-10", "2026-11-26")).toBe(false);
    expect(isOutlet({ capacity: 100, sold: 60, held: 0 }, "2026-12-10", "2026-11-26")).toBe(false);
  });
});
