/**
 * The lowest current round trip of an airline on a route (the airline pages): the same engine and the same sums as
 * the price calendar, over one week of departures two weeks ahead with a one-week stay, so the fare shown is the
 * cheapest offer of that airline the linked search finds. Pure: the supplier loads the seat counts in between.
 */
import { addDays } from "#app/utils/dates.ts";
import { ROUND_TRIP, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import type { Connection } from "./network-types.ts";
import type { CountsLookup, FareData } from "./fare-quotes.ts";
import { candidateItineraries, cheapestSliceByCarrier } from "./search-engine.ts";

/** Departures looked at: from this many days ahead, on this many consecutive days (every weekday once). */
export const LOWEST_FARE_LEAD_DAYS = 14;
export const LOWEST_FARE_DEPARTURE_DAYS = 7;
/** The return flight leaves this many days after the outbound one. */
export const LOWEST_FARE_STAY_DAYS = 7;

export type CarrierRoute = { carrier: string; origin: string; destination: string };

export type LowestRoundTrip = CarrierRoute & {
  departureDate: string;
  returnDate: string;
  /** One adult in economy, taxes and the agency's charge included, US$ minor units. */
  totalMinor: number;
};

type DatePair = { departureDate: string; returnDate: string; outbound: Connection[]; inbound: Connection[] };
export type LowestFarePlan = Array<{ route: CarrierRoute; pairs: DatePair[] }>;

/** The search whose cheapest offer of the airline the page shows (the same the results page runs). */
export function roundTripSearch(route: CarrierRoute, departureDate: string, returnDate: string): FlightSearch {
  return {
    tripType: ROUND_TRIP,
    legs: [{ origin: route.origin, destination: route.destination, date: departureDate }],
    returnDate,
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: 0,
    language: "ES",
  };
}

/** The departure and return dates looked at from `today` (a Lima date). */
export function lowestFareDates(today: string): Array<{ departureDate: string; returnDate: string }> {
  return Array.from({ length: LOWEST_FARE_DEPARTURE_DAYS }, (_, index) => {
    const departureDate = addDays(today, LOWEST_FARE_LEAD_DAYS + index);
    return { departureDate, returnDate: addDays(departureDate, LOWEST_FARE_STAY_DAYS) };
  });
}

/** The itineraries a search of each route and date pair would consider (the supplier reads their seat counts). */
export function planLowestFares(data: FareData, routes: readonly CarrierRoute[], today: string): LowestFarePlan {
  return routes.map((route) => ({
    route,
    pairs: lowestFareDates(today).map(({ departureDate, returnDate }) => {
      const [outbound = [], inbound = []] = candidateItineraries(
        data.network,
        roundTripSearch(route, departureDate, returnDate),
      );
      return { departureDate, returnDate, outbound, inbound };
    }),
  }));
}

export function planConnections(plan: LowestFarePlan): Connection[][] {
  return plan.flatMap(({ pairs }) => pairs.flatMap((pair) => [pair.outbound, pair.inbound]));
}

/**
 * Per route, its airline's cheapest round trip over the planned dates (the earliest departure on a tie); a route
 * the airline sells on none of them is left out.
 */
export function priceLowestFares(
  data: FareData,
  plan: LowestFarePlan,
  counts: CountsLookup,
  today: string,
): LowestRoundTrip[] {
  const found: LowestRoundTrip[] = [];
  for (const { route, pairs } of plan) {
    let best: LowestRoundTrip | null = null;
    for (const pair of pairs) {
      const search = roundTripSearch(route, pair.departureDate, pair.returnDate);
      const out = cheapestSliceByCarrier(data, search, pair.outbound, counts, today).get(route.carrier);
      const back = cheapestSliceByCarrier(
        data,
        { ...search, legs: [{ origin: route.destination, destination: route.origin, date: pair.returnDate }] },
        pair.inbound,
        counts,
        today,
      ).get(route.carrier);
      if (out === undefined || back === undefined) continue;
      const totalMinor = out + back + data.serviceChargeMinor;
      if (!best || totalMinor < best.totalMinor) {
        best = { ...route, departureDate: pair.departureDate, returnDate: pair.returnDate, totalMinor };
      }
    }
    if (best) found.push(best);
  }
  return found;
}

/** The routes an airline flies non-stop (each direction once), from its published schedules, sorted by origin. */
export function carrierRoutes(data: FareData, carrier: string): CarrierRoute[] {
  const routes = new Map<string, CarrierRoute>();
  for (const flights of data.network.departuresFrom.values()) {
    for (const flight of flights) {
      if (flight.marketingCarrier !== carrier) continue;
      routes.set(`${flight.origin}-${flight.destination}`, {
        carrier,
        origin: flight.origin,
        destination: flight.destination,
      });
    }
  }
  return [...routes.values()].sort(
    (a, b) => a.origin.localeCompare(b.origin) || a.destination.localeCompare(b.destination),
  );
}
