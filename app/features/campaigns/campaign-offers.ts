/**
 * What a campaign page (/info/{slug}) shows, decided from plain values: its notice by validity, and its offers with
 * their one price (decision 026) in US$ and S/. Pure: the service and the tests share it.
 */
import { formatDateLong } from "#app/utils/dates.ts";
import { convertMinorUnits } from "#app/utils/money.ts";
import { buildFlightResultsUrl, defaultSearchFromOffer } from "#app/features/flights/index.ts";
import type { ValidityState } from "#app/features/promotions/index.ts";
import type { CampaignRoute } from "./campaign-page-content.ts";

export type CampaignFlightOffer = {
  originCity: string;
  destinationCity: string;
  departureDate: string;
  returnDate: string;
  totalMinor: number;
  totalPenMinor: number | null;
  /** The search that finds this fare (round trip, one adult, economy). */
  searchUrl: string;
};

export type CampaignPackageOffer = {
  slug: string;
  name: string;
  duration: string;
  includes: string;
  image: string;
  priceMinor: number;
  regularPriceMinor: number | null;
  currency: string;
  pricePenMinor: number | null;
};

/** A route's recorded "from" fare (route-fares.server.ts). */
export type RecordedFare = { totalMinor: number; currency: string; dateStart: string; dateEnd: string };

/** A campaign's notice: to come (from when), or ended (since when, with the way to the current promotions). */
export function campaignNotice(
  state: ValidityState,
  validity: { validFrom: string; validUntil: string },
): { kind: "upcoming" | "expired"; text: string } | null {
  const date = (iso: string) => formatDateLong(iso).replace(/^[^,]+, /, "");
  if (state === "upcoming") {
    return {
      kind: "upcoming",
      text: `Esta campaña empieza el ${date(validity.validFrom)}. Sus ofertas se publican ese día.`,
    };
  }
  if (state === "expired") {
    return { kind: "expired", text: `Esta campaña terminó el ${date(validity.validUntil)}.` };
  }
  return null;
}

/**
 * The flight offers of a campaign in force: each route in the campaign's order with its one "from" fare; a route
 * with no fare on record, or with an unknown airport, is left out rather than shown without a price.
 */
export function campaignFlightOffers(
  routes: readonly CampaignRoute[],
  fares: ReadonlyMap<string, RecordedFare>,
  cities: Readonly<Record<string, { city: string }>>,
  usdToPen: string | null,
  today: string,
): CampaignFlightOffer[] {
  return routes.flatMap((route) => {
    const fare = fares.get(`${route.origin}-${route.destination}`);
    const from = cities[route.origin];
    const to = cities[route.destination];
    if (!fare || !from || !to) return [];
    const search = defaultSearchFromOffer(
      {
        originCode: route.origin,
        destinationCode: route.destination,
        departureDate: fare.dateStart,
        returnDate: fare.dateEnd,
      },
      today,
    );
    return [
      {
        originCity: from.city,
        destinationCity: to.city,
        departureDate: search.legs[0]?.date ?? fare.dateStart,
        returnDate: search.returnDate ?? fare.dateEnd,
        totalMinor: fare.totalMinor,
        totalPenMinor: usdToPen && fare.currency === "USD" ? convertMinorUnits(fare.totalMinor, usdToPen) : null,
        searchUrl: buildFlightResultsUrl(search),
      },
    ];
  });
}

/** A package's price in S/ beside its US$ one, when the rate is on file. */
export function withPenPrice<T extends { priceMinor: number; currency: string }>(
  item: T,
  usdToPen: string | null,
): T & { pricePenMinor: number | null } {
  return {
    ...item,
    pricePenMinor: usdToPen && item.currency === "USD" ? convertMinorUnits(item.priceMinor, usdToPen) : null,
  };
}
