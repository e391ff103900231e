import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "#db";
import { airports } from "../../../server/db/schema/geography.ts";
import { flightOffers } from "../../../server/db/schema/offers.ts";
import { convertMinorUnits } from "../../utils/money.ts";
import { getCurrentExchangeRate } from "./exchange-rate-service.server.ts";
import { OFFERS_MAX_PER_TAB } from "./offer-pagination.ts";
import type { MostWantedOffer } from "./offer-types.ts";

const origins = alias(airports, "origin_airports");

/**
 * The most-wanted offers of both tabs (NAC, INT), at most 8 each in their display order, priced in USD and in
 * PEN at the current exchange rate.
 */
export async function listMostWantedOffers(options: { now?: Date } = {}): Promise<MostWantedOffer[]> {
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
  const offers: MostWantedOffer[] = [];
  for (const { offer, originCity } of rows) {
    if (perType[offer.type] >= OFFERS_MAX_PER_TAB) continue;
    perType[offer.type] += 1;
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
