import { convertMinorUnits } from "#app/utils/money.ts";
import { buildFlightResultsUrl, defaultSearchFromOffer } from "#app/features/flights/index.ts";
import type { DestinationFlightOffer } from "./last-searches-schemas.ts";

/** SPEC 9: the destination page uses the first 6 offers and shows 2 until 'Ver más ofertas'. */
export const DESTINATION_OFFERS_MAX = 6;
export const DESTINATION_OFFERS_COLLAPSED = 2;

/** An offer ready to show: money in minor units (USD and, with a rate on file, PEN) and the search it runs. */
export type DestinationOfferView = {
  origin: string;
  originCode: string;
  destination: string;
  destinationCode: string;
  dateStart: string;
  dateEnd: string;
  totalMinor: number;
  currency: string;
  totalPenMinor: number | null;
  searchUrl: string;
};

/** The offers shown: 2 collapsed, all of the first 6 expanded. */
export function visibleOffers<T>(offers: readonly T[], expanded: boolean): T[] {
  return offers.slice(0, expanded ? DESTINATION_OFFERS_MAX : DESTINATION_OFFERS_COLLAPSED);
}

/** The toggle only makes sense when expanding would show more. */
export function canToggleOffers(count: number): boolean {
  return Math.min(count, DESTINATION_OFFERS_MAX) > DESTINATION_OFFERS_COLLAPSED;
}

/** SPEC 3: the default search an offer runs (round trip, 1 adult, class 0, ES) on its route and dates. */
export function offerSearchUrl(
  offer: Pick<DestinationFlightOffer, "originCode" | "destinationCode" | "dateStart" | "dateEnd">,
  today: string,
): string {
  return buildFlightResultsUrl(
    defaultSearchFromOffer(
      {
        originCode: offer.originCode,
        destinationCode: offer.destinationCode,
        departureDate: offer.dateStart,
        returnDate: offer.dateEnd,
      },
      today,
    ),
  );
}

/** The first 6 offers with their PEN amount at `usdToPen` (exact decimal string) and their search URL. */
export function toOfferViews(
  offers: readonly DestinationFlightOffer[],
  usdToPen: string | null,
  today: string,
): DestinationOfferView[] {
  return offers.slice(0, DESTINATION_OFFERS_MAX).map((offer) => {
    const totalMinor = Math.round(offer.total * 100);
    return {
      origin: offer.origin,
      originCode: offer.originCode,
      destination: offer.destination,
      destinationCode: offer.destinationCode,
      dateStart: offer.dateStart,
      dateEnd: offer.dateEnd,
      totalMinor,
      currency: offer.currency,
      totalPenMinor: usdToPen && offer.currency === "USD" ? convertMinorUnits(totalMinor, usdToPen) : null,
      searchUrl: offerSearchUrl(offer, today),
    };
  });
}
