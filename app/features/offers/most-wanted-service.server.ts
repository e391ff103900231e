import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "#db";
import { airports } from "#server/db/schema/geography.ts";
import { flightOffers } from "#server/db/schema/offers.ts";
import { convertMinorUnits } from "#app/utils/money.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { OFFERS_MAX_PER_TAB } from "./offer-pagination.ts";
import type { MostWantedOffer } from "./offer-types.ts";
import { cheapestRouteFares } from "./route-fares.server.ts";

const origins = alias(airports, "origin_airports");

/**
 * The most-wanted offers of both tabs (NAC, INT), at most 8 each in their display order, priced in USD and in
 * PEN at the current exchange rate. An offer shows its route's one "from" price (cheapestRouteFares: the cheapest fare
 * the flight engine recorded, departing ahead), with its dates so the card's search finds that price; a route with no
 * recorded fare shows its editorial "desde" fare.
 */
export async function listMostWantedOffers(options: { now?: Date } = {}): Promise<MostWantedOffer[]> {
  const now = options.now ?? new Date();
  const [rows, exchange] = await Promise.all([
    getDb()
      .select({ offer: flightOffers, originCity: origins.city })
      .from(flightOffers)
      .innerJoin(origins, eq(origins.iata, flightOffers.originCode))
      .where(eq(flightOffers.active, true))
      .orderBy(
        // National first, as the tabs are (NAC, INT).
        sql`case ${flightOffers.type} when 'NAC' then 0 else 1 end`,
        asc(flightOffers.sortOrder),
        asc(flightOffers.id),
      ),
    getCurrentExchangeRate(options),
  ]);
  const perType = { NAC: 0, INT: 0 };
  const listed = rows.filter(({ offer }) => {
    if (perType[offer.type] >= OFFERS_MAX_PER_TAB) return false;
    perType[offer.type] += 1;
    return true;
  });
  const recorded = await cheapestRouteFares(
    listed.map(({ offer }) => offer),
    { now },
  );
  const offers: MostWantedOffer[] = [];
  for (const { offer: editorial, originCity } of listed) {
    const fare = recorded.get(`${editorial.originCode}-${editorial.destinationCode}`);
    const offer = fare
      ? {
          ...editorial,
          rateMinor: fare.totalMinor,
          currency: fare.currency,
          departureDate: fare.dateStart,
          returnDate: fare.dateEnd,
        }
      : editorial;
    const convertible = exchange && exchange.currencyFrom === offer.currency;
    offers.push({
      id: offer.id,
      type: offer.type,
      origin: originCity,
      originCode: offer.originCode,
      destination: offer.destination,
      destinationCode: offer.destinationCode,
      image: offer.image,
      rate: offer.rateMinor,
      currency: offer.currency,
      ratePen: convertible ? convertMinorUnits(offer.rateMinor, exchange.amount) : null,
      currencyExchange: exchange,
      departureDate: offer.departureDate,
      returnDate: offer.returnDate,
    });
  }
  return offers;
}
