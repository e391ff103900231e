import { and, asc, eq, gte } from "drizzle-orm";
import { getDb } from "#db";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { DestinationFlightOffer, LastSearchesQuery } from "./last-searches-schemas.ts";

/** Most rows the call answers; the page uses the first DESTINATION_OFFERS_MAX of them. */
export const LAST_SEARCHES_LIMIT = 12;

/** getLastSearchesByCity: the cheapest recent fares of a route whose departure is still ahead, cheapest first. */
export async function getLastSearchesByCity(
  query: LastSearchesQuery,
  options: { limit?: number; now?: Date } = {},
): Promise<DestinationFlightOffer[]> {
  const rows = await getDb()
    .select()
    .from(lastSearchFares)
    .where(
      and(
        eq(lastSearchFares.destinationCode, query.CodeDestination),
        eq(lastSearchFares.originCode, query.CodeOrigin),
        eq(lastSearchFares.type, query.Type),
        gte(lastSearchFares.dateStart, todayInLima(options.now)),
      ),
    )
    .orderBy(asc(lastSearchFares.totalMinor), asc(lastSearchFares.dateStart))
    .limit(Math.min(options.limit ?? LAST_SEARCHES_LIMIT, LAST_SEARCHES_LIMIT));
  return rows.map((row) => ({
    origin: row.originName,
    originCode: row.originCode,
    destination: row.destinationName,
    destinationCode: row.destinationCode,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    // Minor units to the currency's unit; USD and PEN both have 2 decimals.
    total: row.totalMinor / 100,
    currency: row.currency,
  }));
}
