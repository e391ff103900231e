import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "#db";
import { lastSearchFares } from "../../../server/db/schema/destination-content.ts";
import { airports } from "../../../server/db/schema/geography.ts";
import { flightOffers } from "../../../server/db/schema/offers.ts";
import { todayInLima } from "../../utils/dates.ts";
import { convertMinorUnits } from "../../utils/money.ts";
import { getCurrentExchangeRate } from "./exchange-rate-service.server.ts";
import { OFFERS_MAX_PER_TAB } from "./offer-pagination.ts";
import type { MostWantedOffer } from "./offer-types.ts";

const origins = alias(airports, "origin_airports");

/** A searched fare older than this no longer stands for the route's price: the offer shows its editorial fare. */
export const RECORDED_FARE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

type RecordedFare = { totalMinor: number; currency: string; dateStart: string; dateEnd: string };

/**
 * The cheapest round-trip fare for one adult that a visitor's search found in the last days, per route, with a
 * departure still ahead (the flight search records them, issue 16). Keyed "ORIGIN-DESTINATION".
 */
async function cheapestRecordedFares(destinationCodes: string[], now: Date): Promise<Map<string, RecordedFare>> {
  if (destinationCodes.length === 0) return new Map();
  const rows = await getDb()
    .selectDistinctOn([lastSearchFares.originCode, lastSearchFares.destinationCode], {
      originCode: lastSearchFares.originCode,
      destinationCode: lastSearchFares.destinationCode,
      totalMinor: lastSearchFares.totalMinor,
      currency: lastSearchFares.currency,
      dateStart: lastSearchFares.dateStart,
      dateEnd: lastSearchFares.dateEnd,
    })
    .from(lastSearchFares)
    .where(
      and(
        eq(lastSearchFares.type, "A"),
        inArray(lastSearchFares.destinationCode, destinationCodes),
        gte(lastSearchFares.dateStart, todayInLima(now)),
        gte(lastSearchFares.seenAt, new Date(now.getTime() - RECORDED_FARE_MAX_AGE_MS)),
      ),
    )
    .orderBy(
      lastSearchFares.originCode,
      lastSearchFares.destinationCode,
      asc(lastSearchFares.totalMinor),
      asc(lastSearchFares.dateStart),
    );
  return new Map(rows.map((row) => [`${row.originCode}-${row.destinationCode}`, row]));
}

/**
 * The most-wanted offers of both tabs (NAC, INT), at most 8 each in their display order, priced in USD and in
 * PEN at the current exchange rate. An offer whose route was searched in the last days shows the cheapest fare that
 * search found, with its dates (so the card's search finds that price); otherwise its editorial "desde" fare.
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
  const recorded = await cheapestRecordedFares([...new Set(listed.map(({ offer }) => offer.destinationCode))], now);
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
