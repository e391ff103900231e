/**
 * The built-in inventory's search and pricing (issue 16), pure: the network, fare data and seat counts come in as
 * values, so every rule is tested without a database and the same code answers searches, re-pricing and the price
 * calendar. An offer is a price for the whole trip with, per slice, every schedule that keeps that price ('Ver más
 * horarios'); round trips are priced as a whole (same validating airline both ways, a round-trip discount).
 */
import { daysBetween } from "#app/utils/dates.ts";
import type {
  FareFamily,
  FareFamilyOption,
  FlightOffer,
  ItineraryOption,
  Layover,
  OfferSlice,
  PriceBreakdown,
  Segment,
} from "#app/features/flights/flight-offer-types.ts";
import {
  ROUND_TRIP,
  type CabinClass,
  type FlightLeg,
  type FlightSearch,
} from "#app/features/flights/flight-search-url.ts";
import {
  cabinBaseMinor,
  distanceKm,
  isOutlet,
  modelledCounts,
  openBucket,
  OUTLET_PERCENT,
  type Bucket,
  type CabinCounts,
} from "./fares.ts";
import { connectionLayover, datedFlight, findItineraries, isoWeekday } from "./itineraries.ts";
import type { Connection, DatedFlight, FlightNetwork } from "./network-types.ts";
import { priceTrip, type PassengerCounts, type PricedSegment, type PricingRules, type TaxRule } from "./pricing.ts";

export type AirlineFareData = { code: string; name: string; childPercent: number; infantPercent: number };
export type AircraftData = { code: string; name: string; seats: Record<CabinClass, number> };
export type FamilyData = FareFamily & { rank: number; pricePercent: number };

/** Everything the engine prices with, loaded once from the database (inventory-data.server.ts). */
export type FareData = {
  network: FlightNetwork;
  airlines: Map<string, AirlineFareData>;
  aircraft: Map<string, AircraftData>;
  /** By carrier, cheapest first. */
  families: Map<string, FamilyData[]>;
  taxes: TaxRule[];
  /** The agency's service charge per ticketed traveller, US$ minor units. */
  serviceChargeMinor: number;
};

/** Seats of a flight-date's cabin as stored; undefined while no seat was held or sold through us. */
export type CountsLookup = (scheduleId: string, date: string, cabin: CabinClass) => CabinCounts | undefined;

/** Round trips on one airline both ways: percent of the one-way fares. */
export const ROUND_TRIP_PERCENT = 93;
/** Itineraries considered per slice (fewest stops, then shortest first). */
export const MAX_ITINERARIES_PER_SLICE = 80;
/** Offers a search answers. */
export const MAX_OFFERS = 150;
/** Most seats-left figure shown ('Quedan 3 asientos'). */
const SEATS_LEFT_SHOWN = 9;

/** The slices of a search: one for one way, out and back for a round trip, each leg of a multi-city trip. */
export function searchSlices(search: FlightSearch): FlightLeg[] {
  const [first] = search.legs;
  if (search.tripType === ROUND_TRIP && first && search.returnDate) {
    return [first, { origin: first.destination, destination: first.origin, date: search.returnDate }];
  }
  return search.legs;
}

export function passengerCounts(search: FlightSearch): PassengerCounts {
  return { ADT: search.adults, CHD: search.children, INF: search.infants };
}

/** Travellers who take a seat (infants fly on a lap). */
export const seatsNeeded = (search: FlightSearch) => search.adults + search.children;

const stopsOf = (connection: Connection) => connection.flights.length - 1;
const minutesOf = (connection: Connection) =>
  ((connection.flights.at(-1) as DatedFlight).arrivalUtc.getTime() -
    (connection.flights[0] as DatedFlight).departureUtc.getTime()) /
  60_000;

/** Candidate itineraries per slice, fewest stops and shortest first, at most MAX_ITINERARIES_PER_SLICE each. */
export function candidateItineraries(network: FlightNetwork, search: FlightSearch): Connection[][] {
  return searchSlices(search).map((leg) =>
    findItineraries(network, leg.origin, leg.destination, leg.date)
      .sort((a, b) => stopsOf(a) - stopsOf(b) || minutesOf(a) - minutesOf(b))
      .slice(0, MAX_ITINERARIES_PER_SLICE),
  );
}

/** The flight-dates (schedule id and local date) whose seat counts a search needs. */
export function flightDateKeys(itineraries: Connection[][]): Array<{ scheduleId: string; date: string }> {
  const keys = new Map<string, { scheduleId: string; date: string }>();
  for (const slice of itineraries) {
    for (const connection of slice) {
      for (const dated of connection.flights) keys.set(`${dated.flight.id}@${dated.date}`, segmentKey(dated));
    }
  }
  return [...keys.values()];
}

const segmentKey = (dated: DatedFlight) => ({ scheduleId: dated.flight.id, date: dated.date });

/** A segment's opaque id: the schedule and its local departure date. */
export const segmentId = (dated: DatedFlight) => `${dated.flight.id}@${dated.date}`;
/** An option's id: its segments' ids. */
export const optionId = (connection: Connection) => connection.flights.map(segmentId).join("_");

type SegmentQuote = {
  dated: DatedFlight;
  bucket: Bucket;
  seatsLeft: number;
  /** Adult base in the cabin and bucket, before family and round-trip percentages. */
  baseMinor: number;
  /** Without the outlet discount (equal to baseMinor when not an outlet fare). */
  regularBaseMinor: number;
  outlet: boolean;
};

function segmentDistance(network: FlightNetwork, dated: DatedFlight): number {
  const origin = network.airports.get(dated.flight.origin);
  const destination = network.airports.get(dated.flight.destination);
  if (origin?.latitude != null && origin.longitude != null && destination?.latitude != null) {
    if (destination.longitude != null) {
      return distanceKm(
        { latitude: origin.latitude, longitude: origin.longitude },
        { latitude: destination.latitude, longitude: destination.longitude },
      );
    }
  }
  // No coordinates: about 12 km per minute of block time, less taxi time.
  return Math.max(150, (dated.flight.durationMinutes - 20) * 12);
}

/** The current price and seats of one segment for `seats` travellers in a cabin; null when they do not fit. */
export function quoteSegment(
  data: FareData,
  dated: DatedFlight,
  cabin: CabinClass,
  seats: number,
  counts: CountsLookup,
  today: string,
): SegmentQuote | null {
  const capacity = data.aircraft.get(dated.flight.aircraft)?.seats[cabin] ?? 0;
  if (capacity === 0) return null;
  const current =
    counts(dated.flight.id, dated.date, cabin) ?? modelledCounts(dated.flight.id, dated.date, cabin, capacity, today);
  const open = openBucket(current, cabin, seats);
  if (!open) return null;
  const cabinBase = cabinBaseMinor(segmentDistance(data.network, dated), cabin, dated.date, today);
  const regularBaseMinor = Math.round((cabinBase * open.bucket.percent) / 100 / 100) * 100;
  const outlet = cabin === 0 && isOutlet(current, dated.date, today);
  const baseMinor = outlet ? Math.round((regularBaseMinor * OUTLET_PERCENT) / 100 / 100) * 100 : regularBaseMinor;
  return { dated, bucket: open.bucket, seatsLeft: open.seatsLeft, baseMinor, regularBaseMinor, outlet };
}

function pricingRules(data: FareData, carrier: string): PricingRules {
  const airline = data.airlines.get(carrier);
  return {
    shares: { ADT: 100, CHD: airline?.childPercent ?? 75, INF: airline?.infantPercent ?? 10 },
    taxes: data.taxes,
    serviceChargeMinor: data.serviceChargeMinor,
  };
}

/** The segments as the tax rules and passenger shares see them, at a family's and the trip's percentages. */
function pricedSegments(data: FareData, quotes: SegmentQuote[], percent: number, regular = false): PricedSegment[] {
  return quotes.map((quote) => ({
    adultBaseMinor: Math.round(((regular ? quote.regularBaseMinor : quote.baseMinor) * percent) / 100),
    origin: quote.dated.flight.origin,
    originCountry: data.network.airports.get(quote.dated.flight.origin)?.countryCode ?? "",
    destinationCountry: data.network.airports.get(quote.dated.flight.destination)?.countryCode ?? "",
  }));
}

const hhmm = (local: string) => local.slice(11, 16);

function toOption(data: FareData, connection: Connection, quotes: SegmentQuote[], cabin: CabinClass): ItineraryOption {
  const segments: Segment[] = quotes.map(({ dated, bucket }) => ({
    id: segmentId(dated),
    marketingCarrier: dated.flight.marketingCarrier,
    marketingFlightNumber: dated.flight.marketingFlightNumber,
    operatingCarrier: dated.flight.operatingCarrier,
    operatingFlightNumber: dated.flight.operatingFlightNumber,
    origin: dated.flight.origin,
    destination: dated.flight.destination,
    departureLocal: dated.departureLocal,
    arrivalLocal: dated.arrivalLocal,
    departureUtc: dated.departureUtc.toISOString(),
    arrivalUtc: dated.arrivalUtc.toISOString(),
    departureTerminal: dated.flight.departureTerminal,
    arrivalTerminal: dated.flight.arrivalTerminal,
    durationMinutes: dated.flight.durationMinutes,
    aircraft: dated.flight.aircraft,
    aircraftName: data.aircraft.get(dated.flight.aircraft)?.name ?? dated.flight.aircraft,
    cabin,
    bookingClass: bucket.code,
  }));
  const layovers: Layover[] = connection.layoverMinutes.map((minutes, index) => {
    const inbound = connection.flights[index] as DatedFlight;
    const outbound = connection.flights[index + 1] as DatedFlight;
    return {
      airport: inbound.flight.destination,
      durationMinutes: minutes,
      changeOfTerminal:
        inbound.flight.arrivalTerminal !== null &&
        outbound.flight.departureTerminal !== null &&
        inbound.flight.arrivalTerminal !== outbound.flight.departureTerminal,
    };
  });
  const first = connection.flights[0] as DatedFlight;
  const last = connection.flights.at(-1) as DatedFlight;
  return {
    id: optionId(connection),
    segments,
    layovers,
    stops: connection.flights.length - 1,
    durationMinutes: Math.round(minutesOf(connection)),
    departureLocal: first.departureLocal,
    arrivalLocal: last.arrivalLocal,
    arrivalDayOffset: daysBetween(first.departureLocal.slice(0, 10), last.arrivalLocal.slice(0, 10)),
    overnight: connection.flights.some(
      (dated) => hhmm(dated.departureLocal) <= "05:00" || hhmm(dated.departureLocal) >= "19:00",
    ),
    seatsLeft: Math.min(SEATS_LEFT_SHOWN, ...quotes.map((quote) => quote.seatsLeft)),
  };
}

/** An offer before the supplier gives it an id and an expiry. */
export type OfferDraft = Omit<FlightOffer, "id" | "supplier" | "expiresAt">;

type PricedOption = {
  option: ItineraryOption;
  carrier: string;
  quotes: SegmentQuote[];
  /** The slice's share of the trip total for every traveller (service charge excluded). */
  sliceMinor: number;
};

/** The percentage the whole trip's fares are multiplied by (a round trip on one airline is cheaper). */
const tripPercent = (search: FlightSearch) => (search.tripType === ROUND_TRIP ? ROUND_TRIP_PERCENT : 100);

function priceOf(
  data: FareData,
  search: FlightSearch,
  carrier: string,
  family: FamilyData,
  quotes: SegmentQuote[],
  regular = false,
): PriceBreakdown {
  const percent = (family.pricePercent * tripPercent(search)) / 100;
  return priceTrip(
    pricedSegments(data, quotes, percent, regular),
    passengerCounts(search),
    pricingRules(data, carrier),
  );
}

const withoutServiceCharge = (price: PriceBreakdown) => price.totalMinor - price.serviceChargeMinor;

function publicFamily(family: FamilyData): FareFamily {
  const { rank: _rank, pricePercent: _percent, ...rest } = family;
  return rest;
}

function priceSliceOptions(
  data: FareData,
  search: FlightSearch,
  itineraries: Connection[],
  counts: CountsLookup,
  today: string,
): PricedOption[] {
  const priced: PricedOption[] = [];
  for (const connection of itineraries) {
    const carrier = (connection.flights[0] as DatedFlight).flight.marketingCarrier;
    const family = data.families.get(carrier)?.[0];
    if (!family) continue;
    const quotes: SegmentQuote[] = [];
    for (const dated of connection.flights) {
      const quote = quoteSegment(data, dated, search.cabinClass, seatsNeeded(search), counts, today);
      if (!quote) break;
      quotes.push(quote);
    }
    if (quotes.length !== connection.flights.length) continue;
    priced.push({
      option: toOption(data, connection, quotes, search.cabinClass),
      carrier,
      quotes,
      sliceMinor: withoutServiceCharge(priceOf(data, search, carrier, family, quotes)),
    });
  }
  return priced;
}

/**
 * The cheapest share of the trip total (service charge excluded) each validating airline offers for one slice of a
 * search: the price calendar adds these up per airline.
 */
export function cheapestSliceByCarrier(
  data: FareData,
  search: FlightSearch,
  itineraries: Connection[],
  counts: CountsLookup,
  today: string,
): Map<string, number> {
  const cheapest = new Map<string, number>();
  for (const priced of priceSliceOptions(data, search, itineraries, counts, today)) {
    const known = cheapest.get(priced.carrier);
    if (known === undefined || priced.sliceMinor < known) cheapest.set(priced.carrier, priced.sliceMinor);
  }
  return cheapest;
}

/**
 * A one-way fare for one adult in economy when the inventory sells this flight-date as outlet (leaving soon with
 * few seats sold): its total now and before the discount, taxes and charge included. Null otherwise.
 */
export function outletQuote(
  data: FareData,
  dated: DatedFlight,
  counts: CountsLookup,
  today: string,
): { totalMinor: number; previousTotalMinor: number } | null {
  const quote = quoteSegment(data, dated, 0, 1, counts, today);
  const carrier = dated.flight.marketingCarrier;
  const family = data.families.get(carrier)?.[0];
  if (!quote?.outlet || !family) return null;
  const oneAdult = { ADT: 1, CHD: 0, INF: 0 };
  const total = (regular: boolean) =>
    priceTrip(pricedSegments(data, [quote], family.pricePercent, regular), oneAdult, pricingRules(data, carrier))
      .totalMinor;
  return { totalMinor: total(false), previousTotalMinor: total(true) };
}

/** The agency's charge for a search's ticketed travellers. */
export const serviceChargeFor = (data: FareData, search: FlightSearch) => data.serviceChargeMinor * seatsNeeded(search);

/** Price levels a slice contributes per carrier; more for one way and round trips than for long multi-city trips. */
const levelsPerSlice = (slices: number) => (slices <= 2 ? 6 : 2);

function* combinations<T>(lists: T[][]): Generator<T[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  const [head = [], ...rest] = lists;
  for (const item of head) for (const tail of combinations(rest)) yield [item, ...tail];
}

/**
 * Offers for a search from its candidate itineraries and the seat counts: per validating airline, every
 * combination of the slices' price levels, each with the schedules that keep that price. Cheapest first.
 */
export function buildOffers(
  data: FareData,
  search: FlightSearch,
  itineraries: Connection[][],
  counts: CountsLookup,
  today: string,
): OfferDraft[] {
  const slices = searchSlices(search);
  const pricedBySlice = itineraries.map((list) => priceSliceOptions(data, search, list, counts, today));
  const carriers = [...new Set(pricedBySlice[0]?.map((priced) => priced.carrier) ?? [])].filter((carrier) =>
    pricedBySlice.every((list) => list.some((priced) => priced.carrier === carrier)),
  );
  const offers: OfferDraft[] = [];
  for (const carrier of carriers) {
    const family = data.families.get(carrier)?.[0];
    if (!family) continue;
    const levels = pricedBySlice.map((list) => {
      const byPrice = new Map<number, PricedOption[]>();
      for (const priced of list) {
        if (priced.carrier !== carrier) continue;
        byPrice.set(priced.sliceMinor, [...(byPrice.get(priced.sliceMinor) ?? []), priced]);
      }
      return [...byPrice.entries()]
        .sort(([a], [b]) => a - b)
        .slice(0, levelsPerSlice(slices.length))
        .map(([, options]) => options);
    });
    for (const combination of combinations(levels)) {
      const defaults = combination.map((options) => options[0] as PricedOption);
      const quotes = defaults.flatMap((priced) => priced.quotes);
      const price = priceOf(data, search, carrier, family, quotes);
      const offerCarriers = new Set<string>();
      for (const options of combination) {
        for (const priced of options)
          for (const segment of priced.option.segments) offerCarriers.add(segment.marketingCarrier);
      }
      const offer: OfferDraft = {
        validatingCarrier: carrier,
        carriers: [...offerCarriers].sort(),
        slices: combination.map((options, index): OfferSlice => ({
          ...(slices[index] as FlightLeg),
          options: options.map((priced) => priced.option),
        })),
        fareFamily: publicFamily(family),
        price,
      };
      if (quotes.every((quote) => quote.outlet)) {
        offer.outlet = { previousTotalMinor: priceOf(data, search, carrier, family, quotes, true).totalMinor };
      }
      offers.push(offer);
    }
  }
  return offers
    .sort((a, b) => a.price.totalMinor - b.price.totalMinor || totalStops(a) - totalStops(b))
    .slice(0, MAX_OFFERS);
}

const totalStops = (offer: OfferDraft) =>
  offer.slices.reduce((sum, slice) => sum + Math.min(...slice.options.map((option) => option.stops)), 0);

export type SelectionQuote =
  | {
      status: "available";
      offer: OfferDraft;
      fareFamily: FareFamily;
      price: PriceBreakdown;
      fareFamilies: FareFamilyOption[];
    }
  | { status: "sold_out" | "not_found" };

/** The flights of an option id, flown on their dates and connecting as the search needs; null when not valid. */
export function decodeOption(network: FlightNetwork, id: string, leg: FlightLeg): Connection | null {
  const parts = id.split("_");
  if (parts.length < 1 || parts.length > 3) return null;
  const flights: DatedFlight[] = [];
  const layoverMinutes: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/.exec(part);
    const schedule = match ? network.schedulesById.get(match[1] as string) : undefined;
    const date = match?.[2] as string;
    if (!schedule || date < schedule.validFrom || date > schedule.validTo) return null;
    if (!schedule.daysOfWeek.includes(isoWeekday(date))) return null;
    const dated = datedFlight(network, schedule, date);
    const previous = flights.at(-1);
    if (previous) {
      const layover = connectionLayover(network, previous, dated);
      if (layover === null) return null;
      layoverMinutes.push(layover);
    }
    flights.push(dated);
  }
  const first = flights[0] as DatedFlight;
  const last = flights.at(-1) as DatedFlight;
  if (first.flight.origin !== leg.origin || first.date !== leg.date || last.flight.destination !== leg.destination) {
    return null;
  }
  return { flights, layoverMinutes };
}

/**
 * Re-prices a selection (one option id per slice, a family) against current seat counts: what the checkout shows
 * and holds. 'not_found' when the ids do not describe flights of this search, 'sold_out' when the seats are gone.
 */
export function priceSelection(
  data: FareData,
  search: FlightSearch,
  optionIds: string[],
  familyCode: string,
  counts: CountsLookup,
  today: string,
): SelectionQuote {
  const slices = searchSlices(search);
  if (optionIds.length !== slices.length) return { status: "not_found" };
  const connections: Connection[] = [];
  for (const [index, leg] of slices.entries()) {
    const connection = decodeOption(data.network, optionIds[index] as string, leg);
    if (!connection) return { status: "not_found" };
    connections.push(connection);
  }
  const carrier = (connections[0]?.flights[0] as DatedFlight).flight.marketingCarrier;
  if (connections.some((connection) => (connection.flights[0] as DatedFlight).flight.marketingCarrier !== carrier)) {
    return { status: "not_found" };
  }
  const families = data.families.get(carrier) ?? [];
  const family = families.find((candidate) => candidate.code === familyCode);
  if (!family) return { status: "not_found" };
  const sliceQuotes: SegmentQuote[][] = [];
  for (const connection of connections) {
    const quotes = connection.flights.map((dated) =>
      quoteSegment(data, dated, search.cabinClass, seatsNeeded(search), counts, today),
    );
    if (quotes.some((quote) => quote === null)) return { status: "sold_out" };
    sliceQuotes.push(quotes as SegmentQuote[]);
  }
  const quotes = sliceQuotes.flat();
  const options = connections.map((connection, index) =>
    toOption(data, connection, sliceQuotes[index] as SegmentQuote[], search.cabinClass),
  );
  const seatsLeft = Math.min(...options.map((option) => option.seatsLeft));
  const price = priceOf(data, search, carrier, family, quotes);
  const offer: OfferDraft = {
    validatingCarrier: carrier,
    carriers: [
      ...new Set(options.flatMap((option) => option.segments.map((segment) => segment.marketingCarrier))),
    ].sort(),
    slices: options.map((option, index) => ({ ...(slices[index] as FlightLeg), options: [option] })),
    fareFamily: publicFamily(family),
    price,
  };
  return {
    status: "available",
    offer,
    fareFamily: publicFamily(family),
    price,
    fareFamilies: families.map((candidate) => ({
      fareFamily: publicFamily(candidate),
      price: priceOf(data, search, carrier, candidate, quotes),
      seatsLeft,
    })),
  };
}
