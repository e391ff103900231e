/**
 * The built-in inventory's search and pricing (issue 16), pure: the network, fare data and seat counts come in as
 * values, so every rule is tested without a database and the same code answers searches, re-pricing and the price
 * calendar. An offer is a price for the whole trip with, per slice, every schedule that keeps that price ('Ver más
 * horarios'); round trips are priced as a whole (same validating airline both ways, a round-trip discount).
 * Here: a search's candidates and offers; what a segment costs is in fare-quotes.ts, an option's shape and id in
 * itinerary-options.ts, the re-pricing of a chosen offer in selection-pricing.ts.
 */
import type { FlightOffer, ItineraryOption, OfferSlice } from "#app/features/flights/flight-offer-types.ts";
import { ROUND_TRIP, type FlightLeg, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import {
  priceOf,
  publicFamily,
  quoteSegment,
  seatsNeeded,
  withoutServiceCharge,
  type CountsLookup,
  type FareData,
  type SegmentQuote,
} from "./fare-quotes.ts";
import { connectionMinutes, connectionStops, toOption } from "./itinerary-options.ts";
import { findItineraries } from "./itineraries.ts";
import type { Connection, DatedFlight, FlightNetwork } from "./network-types.ts";

/** Itineraries considered per slice (fewest stops, then shortest first). */
export const MAX_ITINERARIES_PER_SLICE = 80;
/** Offers a search answers. */
export const MAX_OFFERS = 150;

/** The slices of a search: one for one way, out and back for a round trip, each leg of a multi-city trip. */
export function searchSlices(search: FlightSearch): FlightLeg[] {
  const [first] = search.legs;
  if (search.tripType === ROUND_TRIP && first && search.returnDate) {
    return [first, { origin: first.destination, destination: first.origin, date: search.returnDate }];
  }
  return search.legs;
}

/** Candidate itineraries per slice, fewest stops and shortest first, at most MAX_ITINERARIES_PER_SLICE each. */
export function candidateItineraries(network: FlightNetwork, search: FlightSearch): Connection[][] {
  return searchSlices(search).map((leg) =>
    findItineraries(network, leg.origin, leg.destination, leg.date)
      .sort((a, b) => connectionStops(a) - connectionStops(b) || connectionMinutes(a) - connectionMinutes(b))
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

/** An offer before the supplier gives it an id and an expiry. */
export type OfferDraft = Omit<FlightOffer, "id" | "supplier" | "expiresAt">;

type PricedOption = {
  option: ItineraryOption;
  carrier: string;
  quotes: SegmentQuote[];
  /** The slice's share of the trip total for every traveller (service charge excluded). */
  sliceMinor: number;
};

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
