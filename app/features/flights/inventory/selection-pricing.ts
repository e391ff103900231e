import type { FareFamily, FareFamilyOption, PriceBreakdown } from "#app/features/flights/flight-offer-types.ts";
import type { FlightLeg, FlightSearch } from "#app/features/flights/flight-search-url.ts";
import {
  priceOf,
  publicFamily,
  seatsNeeded,
  quoteSegment,
  type CountsLookup,
  type FareData,
  type SegmentQuote,
} from "./fare-quotes.ts";
import { decodeOption, toOption } from "./itinerary-options.ts";
import type { Connection, DatedFlight } from "./network-types.ts";
import { searchSlices, type OfferDraft } from "./search-engine.ts";

export type SelectionQuote =
  | {
      status: "available";
      offer: OfferDraft;
      fareFamily: FareFamily;
      price: PriceBreakdown;
      fareFamilies: FareFamilyOption[];
    }
  | { status: "sold_out" | "not_found" };

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
