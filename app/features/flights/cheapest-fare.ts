import type { FlightOffer } from "./flight-offer-types.ts";
import { ROUND_TRIP, type FlightSearch } from "./flight-search-url.ts";

type PricedOffer = Pick<FlightOffer, "price">;

/**
 * The route's "from" price a search proves (docs/decisions/026-one-price-per-product.md): the cheapest economy
 * round trip for one adult, taxes and the agency's charge per ticketed traveller included, in US$ minor units.
 * Null for other searches (one way, multi-city, other cabins) or when nothing was found.
 */
export function cheapestAdultRoundTrip(search: FlightSearch, offers: readonly PricedOffer[]): number | null {
  if (search.tripType !== ROUND_TRIP || search.cabinClass !== 0 || !search.returnDate || search.legs.length !== 1) {
    return null;
  }
  let cheapest: PricedOffer | null = null;
  for (const offer of offers) if (!cheapest || offer.price.totalMinor < cheapest.price.totalMinor) cheapest = offer;
  const adult = cheapest?.price.perPassenger.find((row) => row.type === "ADT");
  if (!cheapest || !adult) return null;
  const ticketed = search.adults + search.children;
  return adult.totalMinor + Math.round(cheapest.price.serviceChargeMinor / Math.max(1, ticketed));
}
