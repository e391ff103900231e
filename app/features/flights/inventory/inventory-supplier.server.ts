import type { Db } from "#db";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { OutletFare, PriceCalendar } from "#app/features/flights/flight-offer-types.ts";
import { OUTLET_WINDOW_DAYS } from "./fares.ts";
import { flightsOn } from "./itineraries.ts";
import { BOOKING_WINDOW_DAYS } from "#app/features/flights/flight-search-limits.ts";
import { ROUND_TRIP } from "#app/features/flights/flight-search-url.ts";
import type { FlightSupplier } from "#app/features/flights/flight-supplier.ts";
import type { FlightSearch } from "#app/features/flights/flight-search-url.ts";
import { findItineraries } from "./itineraries.ts";
import {
  carrierRoutes,
  planConnections,
  planLowestFares,
  priceLowestFares,
  type LowestRoundTrip,
} from "./lowest-fares.ts";
import { loadCounts, loadFareData } from "./inventory-data.server.ts";
import type { SeatKey } from "./seat-holds.server.ts";
import type { CabinClass } from "#app/features/flights/flight-search-url.ts";
import { heldSeatsOf, inventoryBooking } from "./inventory-booking.server.ts";
import { outletQuote, serviceChargeFor, type CountsLookup, type FareData } from "./fare-quotes.ts";
import {
  buildOffers,
  candidateItineraries,
  cheapestSliceByCarrier,
  MAX_ITINERARIES_PER_SLICE,
  flightDateKeys,
  searchSlices,
} from "./search-engine.ts";
import { priceSelection } from "./selection-pricing.ts";

/** Counts as the holder of `own` sees them: their own held seats are theirs, not taken (never below zero). */
function withoutOwnSeats(counts: CountsLookup, cabin: CabinClass, own: SeatKey[]): CountsLookup {
  if (own.length === 0) return counts;
  return (scheduleId, date, lookupCabin) => {
    const stored = counts(scheduleId, date, lookupCabin);
    const mine = own
      .filter((key) => String(key.scheduleId) === scheduleId && key.departureDate === date && key.cabin === cabin)
      .reduce((sum, key) => sum + key.seats, 0);
    return stored && mine > 0 ? { ...stored, held: Math.max(0, stored.held - mine) } : stored;
  };
}

/** How long the network and fare tables are kept in memory before they are read again (edits show up after it). */
export const FARE_DATA_TTL_MS = 5 * 60_000;

/**
 * The built-in inventory as a supplier: the network and fares are read once (and again every FARE_DATA_TTL_MS),
 * seat counts are read per search in one query.
 */
/** Days either side of the chosen dates the price calendar shows. */
export const CALENDAR_DAYS = 3;

export type InventorySupplier = FlightSupplier & {
  fareData(): Promise<FareData>;
  /** Cheapest totals +-3 days around a one-way or round-trip search's dates (null for multi-city). */
  calendar(search: FlightSearch): Promise<PriceCalendar | null>;
  /** The best outlet fare per direct destination from `origin` in the outlet window, biggest saving first. */
  outlet(origin: string): Promise<OutletFare[]>;
  /** An airline's non-stop routes, each with its cheapest round trip two weeks ahead (lowest-fares.ts). */
  airlineFares(carrier: string): Promise<LowestRoundTrip[]>;
};

export function createInventorySupplier(db: Db, options: { now?: () => Date } = {}): InventorySupplier {
  const now = options.now ?? (() => new Date());
  let cached: { data: Promise<FareData>; loadedAt: number } | null = null;
  const fareData = () => {
    const at = Date.now();
    if (!cached || at - cached.loadedAt > FARE_DATA_TTL_MS) {
      const data = loadFareData(db);
      cached = { data, loadedAt: at };
      // A failed read is not kept: the next search tries again.
      data.catch(() => {
        if (cached?.data === data) cached = null;
      });
    }
    return cached.data;
  };
  return {
    id: "inventory",
    booking: inventoryBooking,
    fareData,
    async search(search: FlightSearch, signal: AbortSignal) {
      const data = await fareData();
      signal.throwIfAborted();
      const itineraries = candidateItineraries(data.network, search);
      const counts = await loadCounts(db, flightDateKeys(itineraries), search.cabinClass);
      signal.throwIfAborted();
      return buildOffers(data, search, itineraries, counts, todayInLima(now()));
    },
    async calendar(search: FlightSearch) {
      const [leg] = search.legs;
      if (!leg || search.legs.length !== 1) return null;
      const data = await fareData();
      const today = todayInLima(now());
      const last = addDays(today, BOOKING_WINDOW_DAYS);
      const around = (date: string) =>
        Array.from({ length: CALENDAR_DAYS * 2 + 1 }, (_, index) => addDays(date, index - CALENDAR_DAYS)).filter(
          (day) => day >= today && day <= last,
        );
      const departureDates = around(leg.date);
      const returnDates = search.tripType === ROUND_TRIP && search.returnDate ? around(search.returnDate) : null;
      const routes = (origin: string, destination: string, dates: string[]) =>
        new Map(
          dates.map((date) => [
            date,
            findItineraries(data.network, origin, destination, date).slice(0, MAX_ITINERARIES_PER_SLICE),
          ]),
        );
      const outbound = routes(leg.origin, leg.destination, departureDates);
      const inbound = routes(leg.destination, leg.origin, returnDates ?? []);
      const keys = flightDateKeys([...outbound.values(), ...inbound.values()]);
      const counts = await loadCounts(db, keys, search.cabinClass);
      const cheapest = (
        map: Map<string, Awaited<ReturnType<typeof findItineraries>>>,
        origin: string,
        destination: string,
      ) =>
        new Map(
          [...map.entries()].map(([date, itineraries]) => [
            date,
            cheapestSliceByCarrier(
              data,
              { ...search, legs: [{ origin, destination, date }] },
              itineraries,
              counts,
              today,
            ),
          ]),
        );
      const out = cheapest(outbound, leg.origin, leg.destination);
      const back = cheapest(inbound, leg.destination, leg.origin);
      const charge = serviceChargeFor(data, search);
      const cells: PriceCalendar["cells"] = [];
      for (const departureDate of departureDates) {
        const outPrices = out.get(departureDate) ?? new Map<string, number>();
        if (!returnDates) {
          const best = Math.min(...outPrices.values());
          cells.push({ departureDate, returnDate: null, totalMinor: Number.isFinite(best) ? best + charge : null });
          continue;
        }
        for (const returnDate of returnDates) {
          let best = Infinity;
          if (returnDate >= departureDate) {
            for (const [carrier, price] of back.get(returnDate) ?? []) {
              const outPrice = outPrices.get(carrier);
              if (outPrice !== undefined) best = Math.min(best, outPrice + price);
            }
          }
          cells.push({ departureDate, returnDate, totalMinor: Number.isFinite(best) ? best + charge : null });
        }
      }
      return { departureDates, returnDates, cells };
    },
    async outlet(origin: string) {
      const data = await fareData();
      const today = todayInLima(now());
      const dated = Array.from({ length: OUTLET_WINDOW_DAYS - 1 }, (_, index) =>
        flightsOn(data.network, origin, addDays(today, index + 2)),
      ).flat();
      const counts = await loadCounts(
        db,
        dated.map((flight) => ({ scheduleId: flight.flight.id, date: flight.date })),
        0,
      );
      const best = new Map<string, OutletFare>();
      for (const flight of dated) {
        const quote = outletQuote(data, flight, counts, today);
        if (!quote) continue;
        const fare: OutletFare = {
          origin,
          destination: flight.flight.destination,
          departureDate: flight.date,
          returnDate: null,
          carrier: flight.flight.marketingCarrier,
          ...quote,
        };
        const known = best.get(fare.destination);
        const saving = (candidate: OutletFare) => candidate.previousTotalMinor - candidate.totalMinor;
        if (
          !known ||
          saving(fare) > saving(known) ||
          (saving(fare) === saving(known) && fare.totalMinor < known.totalMinor)
        ) {
          best.set(fare.destination, fare);
        }
      }
      return [...best.values()].sort(
        (a, b) => b.previousTotalMinor - b.totalMinor - (a.previousTotalMinor - a.totalMinor),
      );
    },
    async airlineFares(carrier: string) {
      const data = await fareData();
      const today = todayInLima(now());
      const plan = planLowestFares(data, carrierRoutes(data, carrier), today);
      const counts = await loadCounts(db, flightDateKeys(planConnections(plan)), 0);
      return priceLowestFares(data, plan, counts, today);
    },
    async price(search: FlightSearch, optionIds: string[], fareFamilyCode: string, options = {}) {
      const data = await fareData();
      const slices = searchSlices(search);
      const keys = optionIds.flatMap((id) =>
        id.split("_").map((part) => {
          const [scheduleId = "", date = ""] = part.split("@");
          return { scheduleId, date };
        }),
      );
      const validKeys = keys.filter((key) => /^\d{1,9}$/.test(key.scheduleId) && /^\d{4}-\d{2}-\d{2}$/.test(key.date));
      if (validKeys.length !== keys.length || optionIds.length !== slices.length) return { status: "not_found" };
      const counts = withoutOwnSeats(
        await loadCounts(db, validKeys, search.cabinClass),
        search.cabinClass,
        await heldSeatsOf(db, options.holdRef),
      );
      return priceSelection(data, search, optionIds, fareFamilyCode, counts, todayInLima(now()));
    },
  };
}
