import { todayInLima } from "#app/utils/dates.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { getNotasByWs, getPreguntasByWs, getRutasByWs, getWebSeoBySlug } from "./destination-content-queries.server.ts";
import type { DestinationPageData } from "./destination-content-types.ts";
import { DESTINATION_OFFERS_MAX, toOfferViews } from "./destination-offers.ts";
import { findAirportByIata } from "./destinations-service.server.ts";
import { getLastSearchesByCity } from "./last-searches-queries.server.ts";

/**
 * Everything the destination page renders, in one server round trip: the SEO row, then its notes, questions and
 * routes together with the offers, the exchange rate and the airport look-ups. Null for an unknown slug.
 */
export async function loadDestinationPage(slug: string, now: Date = new Date()): Promise<DestinationPageData | null> {
  const content = await getWebSeoBySlug(slug);
  if (!content) return null;
  const [notes, questions, routes, fares, rate, searchOrigin, searchDestination] = await Promise.all([
    getNotasByWs(content.id),
    getPreguntasByWs(content.id),
    getRutasByWs(content.id),
    getLastSearchesByCity(
      { CodeDestination: content.iata, CodeOrigin: content.originIata, Type: "A" },
      { limit: DESTINATION_OFFERS_MAX, now },
    ),
    getCurrentExchangeRate({ now }),
    findAirportByIata(content.originIata),
    findAirportByIata(content.iata),
  ]);
  const exchangeRate = rate?.amount ?? null;
  return {
    content,
    notes,
    questions,
    routes,
    offers: toOfferViews(fares, exchangeRate, todayInLima(now)),
    exchangeRate,
    searchOrigin,
    searchDestination,
  };
}
