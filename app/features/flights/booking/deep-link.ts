import type { ItineraryOption } from "#app/features/flights/flight-offer-types.ts";
import {
  MULTI_CITY,
  ONE_WAY,
  ROUND_TRIP,
  type CabinClass,
  type FlightSearch,
} from "#app/features/flights/flight-search-url.ts";
import { parseMoneyParam } from "#app/utils/money.ts";

/**
 * The metasearch deep link (docs/decisions/022-booking-deep-link.md):
 * /booking/itinerary/{transactionId}/{idGroup}/{segments}/{flightType}/{departureLocation}/{arrivalLocation}/
 * {departureDate}/{arrivalDate}/{adults}/{children}/{infants}/{flightClass}[/{upsellName}]
 * `segments`: slices joined by "~", a slice's flights by "_", a flight as CARRIER+NUMBER-FROM-TO-YYYYMMDD
 * ("LA2047-LIM-CUZ-20261210~LA2048-CUZ-LIM-20261217"). Pure: parsing only; the server resolves it.
 */
export type DeepLinkParams = Record<
  | "transactionId"
  | "idGroup"
  | "segments"
  | "flightType"
  | "departureLocation"
  | "arrivalLocation"
  | "departureDate"
  | "arrivalDate"
  | "adults"
  | "children"
  | "infants"
  | "flightClass",
  string | undefined
> & { upsellName?: string | undefined };

export type DeepLinkFlight = { carrier: string; number: string; origin: string; destination: string; date: string };

export type DeepLink = {
  search: FlightSearch;
  /** One list of flights per slice of the trip, in order. */
  slices: DeepLinkFlight[][];
  /** A fare family's name ('Plus') or code ('LA-PLUS'); null for the offer's own (cheapest) family. */
  upsellName: string | null;
};

const FLIGHT_PATTERN = /^([A-Z0-9]{2})(\d{1,4})-([A-Z]{3})-([A-Z]{3})-(\d{8})$/;
const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const CLASS_LETTERS: Record<string, CabinClass> = { Y: 0, W: 1, C: 2, F: 3 };
const MAX_SLICES = 6;
const MAX_FLIGHTS_PER_SLICE = 3;

/**
 * The total the partner showed, from the link's optional `?precio=123.78` (US$): the checkout says so if its re-price
 * differs. Minor units, or undefined for none or a malformed one.
 */
export const deepLinkPrice = (value: string | null): number | undefined => parseMoneyParam(value);

/** "20261210" or "2026-12-10" as "2026-12-10"; null otherwise (the calendar check is the search schema's). */
export function deepLinkDate(value: string | undefined): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value ?? "");
  return match ? `${match[1] ?? ""}-${match[2] ?? ""}-${match[3] ?? ""}` : null;
}

function count(value: string | undefined): number | null {
  return value !== undefined && /^\d$/.test(value) ? Number(value) : null;
}

function cabin(value: string | undefined): CabinClass | null {
  const text = (value ?? "").toUpperCase();
  if (/^[0-3]$/.test(text)) return Number(text) as CabinClass;
  return CLASS_LETTERS[text] ?? null;
}

export function parseSegments(value: string | undefined): DeepLinkFlight[][] | null {
  if (!value || value.length > 400) return null;
  const slices = value.toUpperCase().split("~");
  if (slices.length > MAX_SLICES) return null;
  const parsed: DeepLinkFlight[][] = [];
  for (const slice of slices) {
    const flights = slice.split("_");
    if (flights.length > MAX_FLIGHTS_PER_SLICE) return null;
    const list: DeepLinkFlight[] = [];
    for (const flight of flights) {
      const match = FLIGHT_PATTERN.exec(flight);
      const date = deepLinkDate(match?.[5]);
      if (!match || !date) return null;
      const previous = list.at(-1);
      if (previous && previous.destination !== match[3]) return null;
      list.push({
        carrier: match[1] ?? "",
        number: String(Number(match[2])),
        origin: match[3] ?? "",
        destination: match[4] ?? "",
        date,
      });
    }
    parsed.push(list);
  }
  return parsed;
}

/** The deep link's search and flights; null when any part is malformed or the parts disagree. */
export function parseDeepLink(params: DeepLinkParams): DeepLink | null {
  if (!ID_PATTERN.test(params.transactionId ?? "") || !ID_PATTERN.test(params.idGroup ?? "")) return null;
  const slices = parseSegments(params.segments);
  const tripType = count(params.flightType);
  const adults = count(params.adults);
  const children = count(params.children);
  const infants = count(params.infants);
  const cabinClass = cabin(params.flightClass);
  const departureDate = deepLinkDate(params.departureDate);
  const from = (params.departureLocation ?? "").toUpperCase();
  const to = (params.arrivalLocation ?? "").toUpperCase();
  if (!slices || tripType === null || tripType > 2 || adults === null || children === null || infants === null)
    return null;
  if (cabinClass === null || !departureDate) return null;
  const ends = slices.map((slice) => ({
    origin: slice[0]?.origin ?? "",
    destination: slice.at(-1)?.destination ?? "",
    date: slice[0]?.date ?? "",
  }));
  const first = ends[0];
  if (!first || first.origin !== from || first.destination !== to || first.date !== departureDate) return null;
  let returnDate: string | null = null;
  if (tripType === ROUND_TRIP) {
    returnDate = deepLinkDate(params.arrivalDate);
    const back = ends[1];
    if (ends.length !== 2 || !back || back.origin !== to || back.destination !== from || back.date !== returnDate) {
      return null;
    }
  } else if (tripType === ONE_WAY && ends.length !== 1) {
    return null;
  } else if (tripType === MULTI_CITY && ends.length < 2) {
    return null;
  }
  const upsell = params.upsellName?.trim() ?? "";
  if (upsell.length > 40 || (upsell && !/^[\p{L}0-9 -]+$/u.test(upsell))) return null;
  return {
    search: {
      tripType: tripType as FlightSearch["tripType"],
      legs: tripType === MULTI_CITY ? ends : [{ origin: from, destination: to, date: departureDate }],
      returnDate,
      adults,
      children,
      infants,
      cabinClass,
      language: "ES",
    },
    slices,
    upsellName: upsell || null,
  };
}

/** True when a schedule of the offer is exactly the slice's flights. */
export function optionMatches(option: ItineraryOption, flights: DeepLinkFlight[]): boolean {
  return (
    option.segments.length === flights.length &&
    option.segments.every((segment, index) => {
      const flight = flights[index];
      return (
        flight !== undefined &&
        segment.marketingCarrier === flight.carrier &&
        String(Number(segment.marketingFlightNumber)) === flight.number &&
        segment.origin === flight.origin &&
        segment.destination === flight.destination &&
        segment.departureLocal.slice(0, 10) === flight.date
      );
    })
  );
}

/** The deep link's `segments` for chosen schedules (one per slice): what a metasearch partner is given. */
export function encodeSegments(options: ItineraryOption[]): string {
  return options
    .map((option) =>
      option.segments
        .map(
          (segment) =>
            `${segment.marketingCarrier}${segment.marketingFlightNumber}-${segment.origin}-${segment.destination}-${segment.departureLocal.slice(0, 10).replace(/-/g, "")}`,
        )
        .join("_"),
    )
    .join("~");
}
