import type { FlightOffer, FlightSearchResult } from "#app/features/flights/flight-offer-types.ts";
import { parseFlightResultsQuery } from "#app/features/flights/flight-search-url.ts";
import { readOfferId, searchFlights } from "#flights";
import { toOfferDetail, type OfferDetail } from "./offer-card-data.ts";

/**
 * The offer of a search's answer with this id; after the cached answer was replaced by a newer search (new ids),
 * the offer of the same supplier, first schedules and fare family.
 */
export function findOffer(result: FlightSearchResult, id: string): FlightOffer | undefined {
  const exact = result.offers.find((offer) => offer.id === id);
  if (exact) return exact;
  const token = readOfferId(id);
  if (!token) return undefined;
  const same = (other: string) => {
    const candidate = readOfferId(other);
    return (
      candidate !== null &&
      candidate.s === token.s &&
      candidate.f === token.f &&
      candidate.o.length === token.o.length &&
      candidate.o.every((optionId, index) => optionId === token.o[index])
    );
  };
  return result.offers.find((offer) => same(offer.id));
}

/** The detail of an offer in a search's answer ('Detalle del vuelo'); null when it is not there. */
export function offerDetailIn(result: FlightSearchResult, id: string): OfferDetail | null {
  const offer = findOffer(result, id);
  return offer ? toOfferDetail(offer, result.airlines, result.airports) : null;
}

/**
 * 'Detalle del vuelo' of an offer id, loaded when the visitor opens it: the offer's search again (from the
 * search cache while it is valid), its segments and layovers. Null for an unknown or tampered id, or an offer the
 * search no longer finds.
 */
export async function loadOfferDetail(id: string): Promise<OfferDetail | null> {
  const token = readOfferId(id);
  const search = token ? parseFlightResultsQuery(token.q) : null;
  if (!search) return null;
  return offerDetailIn(await searchFlights(search), id);
}
