/**
 * Seat holds on the built-in inventory (issue 18): a booking takes seats on every flight-date of its offer with one
 * conditional update per flight-date and cabin, so two buyers can never get the same last seat, on one instance or
 * many, on PGlite or PostgreSQL. The row's CHECK (sold + held <= capacity, both >= 0) backs every update.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { aircraftTypes, flightInventory, flightSchedules } from "#server/db/schema/flights.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { CabinClass } from "#app/features/flights/flight-search-url.ts";
import { BUCKETS, modelledCounts } from "./fares.ts";

/** Seats of one flight-date and cabin, at the limit of the booking class (bucket) the price was quoted in. */
export type SeatRequest = {
  scheduleId: number;
  departureDate: string;
  cabin: CabinClass;
  seats: number;
  /** Share of the cabin at which the quoted bucket closes (fares.ts BUCKETS). */
  closesAt: number;
};

/** A held or confirmed flight-date of a booking (booking_seat_holds). */
export type SeatKey = { scheduleId: number; departureDate: string; cabin: number; seats: number };

const SEGMENT_ID = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/;

/**
 * What an offer (one option per slice) needs: `seats` per flight-date and cabin at its quoted bucket's limit.
 * Null when a segment is not the inventory's (foreign supplier) or names an unknown bucket.
 */
export function seatRequestsOf(offer: FlightOffer, seats: number): SeatRequest[] | null {
  const byKey = new Map<string, SeatRequest>();
  for (const slice of offer.slices) {
    const [option] = slice.options;
    if (!option || slice.options.length !== 1) return null;
    for (const segment of option.segments) {
      const match = SEGMENT_ID.exec(segment.id);
      const bucket = BUCKETS[segment.cabin].find((candidate) => candidate.code === segment.bookingClass);
      if (!match || !bucket) return null;
      const key = `${match[1] ?? ""}@${match[2] ?? ""}@${String(segment.cabin)}`;
      const known = byKey.get(key);
      // The same flight twice in one trip: both travel on it, within the stricter limit.
      byKey.set(key, {
        scheduleId: Number(match[1]),
        departureDate: match[2] ?? "",
        cabin: segment.cabin,
        seats: (known?.seats ?? 0) + seats,
        closesAt: Math.min(known?.closesAt ?? 1, bucket.closesAt),
      });
    }
  }
  // A fixed order: concurrent holds lock shared rows in the same order, so they cannot deadlock.
  return [...byKey.values()].sort(
    (a, b) => a.scheduleId - b.scheduleId || a.departureDate.localeCompare(b.departureDate) || a.cabin - b.cabin,
  );
}

const CABIN_SEATS = [
  aircraftTypes.seatsEconomy,
  aircraftTypes.seatsPremiumEconomy,
  aircraftTypes.seatsBusiness,
  aircraftTypes.seatsFirst,
] as const;

/** Creates missing inventory rows with the model's counts (the load other channels sold): no-op when they exist. */
async function ensureRows(tx: Tx, requests: SeatRequest[], today: string): Promise<void> {
  const ids = [...new Set(requests.map((request) => request.scheduleId))];
  const capacities = await tx
    .select({
      id: flightSchedules.id,
      seats0: CABIN_SEATS[0],
      seats1: CABIN_SEATS[1],
      seats2: CABIN_SEATS[2],
      seats3: CABIN_SEATS[3],
    })
    .from(flightSchedules)
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flightSchedules.aircraft))
    .where(inArray(flightSchedules.id, ids));
  const byId = new Map(capacities.map((row) => [row.id, [row.seats0, row.seats1, row.seats2, row.seats3]]));
  const rows = requests.flatMap((request) => {
    const capacity = byId.get(request.scheduleId)?.[request.cabin] ?? 0;
    if (capacity === 0) return [];
    const counts = modelledCounts(String(request.scheduleId), request.departureDate, request.cabin, capacity, today);
    return [{ scheduleId: request.scheduleId, departureDate: request.departureDate, cabin: request.cabin, ...counts }];
  });
  if (rows.length > 0) await tx.insert(flightInventory).values(rows).onConflictDoNothing();
}

const rowOf = (key: { scheduleId: number; departureDate: string; cabin: number }) =>
  and(
    eq(flightInventory.scheduleId, key.scheduleId),
    eq(flightInventory.departureDate, key.departureDate),
    eq(flightInventory.cabin, key.cabin),
  );

/**
 * Takes the seats, inside the caller's transaction: `held = held + n` only while sold + held + n stays within the
 * quoted bucket's limit. Returns false as soon as one flight-date cannot take them: the caller must roll back its
 * transaction (the earlier updates of this call are in it).
 */
export async function holdSeats(tx: Tx, requests: SeatRequest[], today: string): Promise<boolean> {
  if (requests.length === 0) return false;
  for (const request of requests) {
    if (await takeSeats(tx, request)) continue;
    // No row yet (nothing held or sold through us on this flight-date) or no room: create it and try once more.
    await ensureRows(tx, [request], today);
    if (!(await takeSeats(tx, request))) return false;
  }
  return true;
}

async function takeSeats(tx: Tx, request: SeatRequest): Promise<boolean> {
  // float8 arithmetic is IEEE like JavaScript's, so the limit is the one openBucket() quoted.
  const limit = sql`floor(${flightInventory.capacity}::float8 * ${request.closesAt}::float8)`;
  const updated = await tx
    .update(flightInventory)
    .set({ held: sql`${flightInventory.held} + ${request.seats}`, updatedAt: sql`now()` })
    .where(and(rowOf(request), sql`${flightInventory.sold} + ${flightInventory.held} + ${request.seats} <= ${limit}`))
    .returning({ held: flightInventory.held });
  return updated.length > 0;
}

/** Gives held seats back (expiry, cancellation); never below zero. Returns how many rows changed. */
export async function releaseSeats(tx: Tx, keys: SeatKey[]): Promise<number> {
  let changed = 0;
  for (const key of sortKeys(keys)) {
    const updated = await tx
      .update(flightInventory)
      .set({ held: sql`${flightInventory.held} - ${key.seats}`, updatedAt: sql`now()` })
      .where(and(rowOf(key), sql`${flightInventory.held} >= ${key.seats}`))
      .returning({ held: flightInventory.held });
    changed += updated.length;
  }
  return changed;
}

/** Turns held seats into sold ones (a paid booking): held - n, sold + n, never below zero. */
export async function confirmSeats(tx: Tx, keys: SeatKey[]): Promise<number> {
  let changed = 0;
  for (const key of sortKeys(keys)) {
    const updated = await tx
      .update(flightInventory)
      .set({
        held: sql`${flightInventory.held} - ${key.seats}`,
        sold: sql`${flightInventory.sold} + ${key.seats}`,
        updatedAt: sql`now()`,
      })
      .where(and(rowOf(key), sql`${flightInventory.held} >= ${key.seats}`))
      .returning({ held: flightInventory.held });
    changed += updated.length;
  }
  return changed;
}

function sortKeys(keys: SeatKey[]): SeatKey[] {
  return [...keys].sort(
    (a, b) => a.scheduleId - b.scheduleId || a.departureDate.localeCompare(b.departureDate) || a.cabin - b.cabin,
  );
}
