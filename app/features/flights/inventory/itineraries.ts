/**
 * Itineraries from published schedules (issue 16): direct flights, then connections at an airport where the
 * layover is at least the airport's minimum connection time and at most 12 hours, on one airline or two with an
 * interline agreement. Two-stop itineraries are offered only when nothing with fewer stops flies that day.
 */
import { addDays } from "#app/utils/dates.ts";
import type { Connection, DatedFlight, FlightNetwork, NetworkAirport, ScheduledFlight } from "./network-types.ts";
import { localToUtc, utcToLocal } from "#app/utils/time-zones.ts";

export const MAX_LAYOVER_MINUTES = 12 * 60;
export const MAX_STOPS = 2;

/** ISO weekday (1 = Monday ... 7 = Sunday) of a "yyyy-mm-dd" date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function airportOf(network: FlightNetwork, iata: string): NetworkAirport {
  const airport = network.airports.get(iata);
  if (!airport) throw new Error(`unknown airport ${iata} in the flight network`);
  return airport;
}

/** A schedule flown on a local date: its local and UTC times at both ends. */
export function datedFlight(network: FlightNetwork, flight: ScheduledFlight, date: string): DatedFlight {
  const departureLocal = `${date}T${flight.departureTime}`;
  const departureUtc = localToUtc(departureLocal, airportOf(network, flight.origin).timeZone);
  const arrivalUtc = new Date(departureUtc.getTime() + flight.durationMinutes * 60_000);
  return {
    flight,
    date,
    departureLocal,
    arrivalLocal: utcToLocal(arrivalUtc, airportOf(network, flight.destination).timeZone),
    departureUtc,
    arrivalUtc,
  };
}

/** Dated flights per network, by "origin|date": time-zone arithmetic is the finder's main cost, done once. */
const datedFlights = new WeakMap<FlightNetwork, Map<string, DatedFlight[]>>();
/** Entries kept per network (airports x dates a busy server asks for); the oldest go first. */
const DATED_CACHE_ENTRIES = 20_000;

/** The flights leaving an airport on a local date, in departure order. The list is shared: do not change it. */
export function flightsOn(network: FlightNetwork, origin: string, date: string): DatedFlight[] {
  let cache = datedFlights.get(network);
  if (!cache) {
    cache = new Map();
    datedFlights.set(network, cache);
  }
  const key = `${origin}|${date}`;
  const known = cache.get(key);
  if (known) return known;
  const weekday = isoWeekday(date);
  const flights = (network.departuresFrom.get(origin) ?? [])
    .filter((flight) => flight.validFrom <= date && date <= flight.validTo && flight.daysOfWeek.includes(weekday))
    .map((flight) => datedFlight(network, flight, date));
  if (cache.size >= DATED_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, flights);
  return flights;
}

function isInternational(network: FlightNetwork, flight: ScheduledFlight): boolean {
  return airportOf(network, flight.origin).countryCode !== airportOf(network, flight.destination).countryCode;
}

/** Whether one ticket can connect these carriers. */
export function canInterline(network: FlightNetwork, a: string, b: string): boolean {
  return a === b || network.interline.has(`${a}:${b}`);
}

/** Minimum connection time at the airport where `inbound` lands and `outbound` leaves. */
export function minimumConnectionMinutes(
  network: FlightNetwork,
  inbound: ScheduledFlight,
  outbound: ScheduledFlight,
): number {
  const airport = airportOf(network, inbound.destination);
  const international = isInternational(network, inbound) || isInternational(network, outbound);
  return international ? airport.mctInternationalMinutes : airport.mctDomesticMinutes;
}

/** The layover in minutes when `next` is a valid connection after `previous`, else null. */
export function connectionLayover(network: FlightNetwork, previous: DatedFlight, next: DatedFlight): number | null {
  if (next.flight.origin !== previous.flight.destination) return null;
  if (!canInterline(network, previous.flight.marketingCarrier, next.flight.marketingCarrier)) return null;
  const layover = Math.round((next.departureUtc.getTime() - previous.arrivalUtc.getTime()) / 60_000);
  if (layover < minimumConnectionMinutes(network, previous.flight, next.flight)) return null;
  if (layover > MAX_LAYOVER_MINUTES) return null;
  return layover;
}

/** Flights that connect after `previous` (same day or the next, within the layover window). */
function onwardFlights(network: FlightNetwork, previous: DatedFlight): Array<{ flight: DatedFlight; layover: number }> {
  const arrivalDate = previous.arrivalLocal.slice(0, 10);
  const candidates = [
    ...flightsOn(network, previous.flight.destination, arrivalDate),
    ...flightsOn(network, previous.flight.destination, addDays(arrivalDate, 1)),
  ];
  const onward: Array<{ flight: DatedFlight; layover: number }> = [];
  for (const flight of candidates) {
    const layover = connectionLayover(network, previous, flight);
    if (layover !== null) onward.push({ flight, layover });
  }
  return onward;
}

function extend(
  network: FlightNetwork,
  path: Connection,
  destination: string,
  stopsLeft: number,
  found: Connection[],
): void {
  const last = path.flights[path.flights.length - 1] as DatedFlight;
  if (last.flight.destination === destination) {
    found.push(path);
    return;
  }
  if (stopsLeft === 0) return;
  const visited = new Set(path.flights.map((flight) => flight.flight.origin));
  for (const { flight, layover } of onwardFlights(network, last)) {
    // Never through an airport twice, never through the destination.
    if (visited.has(flight.flight.destination)) continue;
    extend(
      network,
      { flights: [...path.flights, flight], layoverMinutes: [...path.layoverMinutes, layover] },
      destination,
      stopsLeft - 1,
      found,
    );
  }
}

function totalMinutes(connection: Connection): number {
  const first = connection.flights[0] as DatedFlight;
  const last = connection.flights[connection.flights.length - 1] as DatedFlight;
  return Math.round((last.arrivalUtc.getTime() - first.departureUtc.getTime()) / 60_000);
}

/**
 * Every itinerary from `origin` to `destination` leaving on a local date: direct and one-stop; two-stop only when
 * there is nothing with fewer stops. Ordered by departure, then total duration.
 */
export function findItineraries(
  network: FlightNetwork,
  origin: string,
  destination: string,
  date: string,
): Connection[] {
  if (origin === destination) return [];
  const search = (maxStops: number) => {
    const found: Connection[] = [];
    for (const first of flightsOn(network, origin, date)) {
      if (first.flight.destination === origin) continue;
      extend(network, { flights: [first], layoverMinutes: [] }, destination, maxStops, found);
    }
    return found;
  };
  let found = search(1);
  if (found.length === 0) found = search(MAX_STOPS);
  return found.sort(
    (a, b) =>
      (a.flights[0] as DatedFlight).departureUtc.getTime() - (b.flights[0] as DatedFlight).departureUtc.getTime() ||
      totalMinutes(a) - totalMinutes(b),
  );
}
