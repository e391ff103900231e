/**
 * The inventory's fares (issue 16): a segment's base fare from its great-circle distance, days to departure and
 * weekday, and the nested booking classes (fare buckets) of each cabin: every bucket has a seat limit (a share of
 * the cabin) and a price; once the seats sold and held reach a bucket's limit the next, dearer bucket applies, so
 * the price rises as the flight fills. The load a flight-date starts with (the seats other channels already sold)
 * is generated deterministically from the schedule and the date, so searches, tests and benchmarks repeat.
 */
import { daysBetween } from "#app/utils/dates.ts";
import type { CabinClass } from "#app/features/flights/flight-search-url.ts";
import { isoWeekday } from "./itineraries.ts";

export type Bucket = {
  /** Booking class letter (RBD). */
  code: string;
  /** Seats sold and held at which the bucket closes, as a share of the cabin. */
  closesAt: number;
  /** Price in percent of the cabin's base fare. */
  percent: number;
};

/** Nested buckets by cabin, cheapest first. */
export const BUCKETS: Record<CabinClass, Bucket[]> = {
  0: [
    { code: "O", closesAt: 0.2, percent: 62 },
    { code: "Q", closesAt: 0.4, percent: 78 },
    { code: "L", closesAt: 0.6, percent: 92 },
    { code: "M", closesAt: 0.8, percent: 110 },
    { code: "H", closesAt: 0.92, percent: 135 },
    { code: "Y", closesAt: 1, percent: 180 },
  ],
  1: [
    { code: "W", closesAt: 0.5, percent: 100 },
    { code: "P", closesAt: 1, percent: 130 },
  ],
  2: [
    { code: "I", closesAt: 0.5, percent: 100 },
    { code: "J", closesAt: 1, percent: 125 },
  ],
  3: [{ code: "F", closesAt: 1, percent: 100 }],
};

/** A cabin's base fare in percent of economy's. */
export const CABIN_PERCENT: Record<CabinClass, number> = { 0: 100, 1: 170, 2: 320, 3: 500 };

/** Outlet fares: flight-dates leaving within this many days with a load under OUTLET_MAX_LOAD, at this discount. */
export const OUTLET_WINDOW_DAYS = 45;
export const OUTLET_MAX_LOAD = 0.45;
export const OUTLET_PERCENT = 75;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Dearer when close to departure. */
export function advancePercent(daysOut: number): number {
  if (daysOut < 3) return 145;
  if (daysOut < 7) return 130;
  if (daysOut < 14) return 115;
  if (daysOut < 21) return 107;
  if (daysOut < 60) return 100;
  return 96;
}

/** Fridays and Sundays cost more, Tuesdays and Wednesdays less. */
export function weekdayPercent(date: string): number {
  const weekday = isoWeekday(date);
  if (weekday === 5 || weekday === 7) return 108;
  if (weekday === 2 || weekday === 3) return 94;
  return 100;
}

/** An adult's base fare in the cabin before the bucket, whole US dollars in minor units. */
export function cabinBaseMinor(distance: number, cabin: CabinClass, date: string, today: string): number {
  const economyUsd = 38 + 0.085 * distance;
  const percent =
    (CABIN_PERCENT[cabin] / 100) * (advancePercent(daysBetween(today, date)) / 100) * (weekdayPercent(date) / 100);
  return Math.round(economyUsd * percent) * 100;
}

/** FNV-1a: a stable number in [0, 1) from a string. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/**
 * The share of a cabin already sold before our inventory row exists: from 5% to ~95%, higher the nearer the
 * departure, varying by flight and date.
 */
export function modelledLoad(scheduleId: string, date: string, cabin: CabinClass, today: string): number {
  const daysOut = Math.max(0, daysBetween(today, date));
  const proximity = Math.max(0, 1 - daysOut / 120);
  const load = 0.05 + unitHash(`${scheduleId}|${date}|${cabin}`) * 0.5 + proximity * 0.4;
  return Math.min(0.95, load);
}

export type CabinCounts = { capacity: number; sold: number; held: number };

/** Counts of a flight-date before any seat was held or sold through us. */
export function modelledCounts(
  scheduleId: string,
  date: string,
  cabin: CabinClass,
  capacity: number,
  today: string,
): CabinCounts {
  return { capacity, sold: Math.round(capacity * modelledLoad(scheduleId, date, cabin, today)), held: 0 };
}

export type BucketQuote = {
  bucket: Bucket;
  /** Seats left at this bucket's price. */
  seatsLeft: number;
};

/** The cheapest bucket with room for `seats` more travellers; null when the cabin cannot take them. */
export function openBucket(counts: CabinCounts, cabin: CabinClass, seats: number): BucketQuote | null {
  const taken = counts.sold + counts.held;
  for (const bucket of BUCKETS[cabin]) {
    const limit = Math.floor(counts.capacity * bucket.closesAt);
    if (taken + seats <= limit) return { bucket, seatsLeft: limit - taken };
  }
  return null;
}

/** A flight-date the outlet sells at a discount: leaving soon (but not within 2 days) with few seats sold. */
export function isOutlet(counts: CabinCounts, date: string, today: string): boolean {
  const daysOut = daysBetween(today, date);
  return daysOut >= 2 && daysOut <= OUTLET_WINDOW_DAYS && counts.sold + counts.held < counts.capacity * OUTLET_MAX_LOAD;
}
