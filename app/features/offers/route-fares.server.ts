import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "#db";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { todayInLima } from "#app/utils/dates.ts";

/** A route's "from" price: its cheapest recorded round trip for one adult with a departure ahead, and its dates. */
export type RouteFare = {
  originCode: string;
  destinationCode: string;
  totalMinor: number;
  currency: string;
  dateStart: string;
  dateEnd: string;
};

/** Map key of a route: "LIM-CUZ". */
export const routeKey = (route: { originCode: string; destinationCode: string }) =>
  `${route.originCode}-${route.destinationCode}`;

/**
 * The one "from" price of each route (docs/decisions/026-one-price-per-product.md): the cheapest fare the flight
 * engine recorded for it (visitors' round-trip searches and the demo fares it priced) whose departure is still
 * ahead. The home's offers, 'Súper ofertas' and the destination page (its first, cheapest offer) all show this.
 */
export async function cheapestRouteFares(
  routes: ReadonlyArray<{ originCode: string; destinationCode: string }>,
  options: { now?: Date } = {},
): Promise<Map<string, RouteFare>> {
  if (routes.length === 0) return new Map();
  const wanted = new Set(routes.map(routeKey));
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
        inArray(lastSearchFares.originCode, [...new Set(routes.map((route) => route.originCode))]),
        inArray(lastSearchFares.destinationCode, [...new Set(routes.map((route) => route.destinationCode))]),
        gte(lastSearchFares.dateStart, todayInLima(options.now)),
      ),
    )
    // The destination page lists a route's fares in this same order: its first offer is this fare.
    .orderBy(
      lastSearchFares.originCode,
      lastSearchFares.destinationCode,
      asc(lastSearchFares.totalMinor),
      asc(lastSearchFares.dateStart),
    );
  return new Map(rows.filter((row) => wanted.has(routeKey(row))).map((row) => [routeKey(row), row]));
}
