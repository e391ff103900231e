import { and, eq, gte, inArray, lt, or } from "drizzle-orm";
import { cheapestAdultRoundTrip } from "#app/features/flights/cheapest-fare.ts";
import { ROUND_TRIP, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import { createInventorySupplier } from "#app/features/flights/inventory/inventory-supplier.server.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { DESTINATION_SEEDS } from "./destinations/index.ts";
import type { DestinationSeed } from "./destinations/types.ts";

const ORIGIN = { iata: "LIM", name: "Lima" };

// Demo "last searches": departures spread over the next three months, each stay as a traveller would choose it.
const DEPARTURE_OFFSETS = [10, 17, 24, 31, 45, 59, 73, 90];
const STAY_NIGHTS = { NAC: [4, 3, 5, 4, 6, 3, 5, 7], INT: [7, 10, 8, 14, 9, 12, 7, 10] };

/** The round trips (economy, one adult) the demo fares of a route are the cheapest answers of. */
export function demoFareSearches(page: DestinationSeed, today: string): FlightSearch[] {
  return DEPARTURE_OFFSETS.map((offset, index) => {
    const date = addDays(today, offset);
    return {
      tripType: ROUND_TRIP,
      legs: [{ origin: ORIGIN.iata, destination: page.iata, date }],
      returnDate: addDays(date, STAY_NIGHTS[page.tipo][index] ?? 7),
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: 0,
      language: "ES",
    };
  });
}

/**
 * Seeds the destination pages' demo fares by asking the flight engine itself (docs/decisions/026): each is what a
 * visitor's search of that route and those dates would record, so the destination page, the home's offers and
 * 'Súper ofertas' (all read these rows) show a price the engine really sells. Demo fares priced before today, or
 * whose departure has come, are priced again on the next start; fares recorded by visitors' searches are kept.
 * Needs the flight network (seed it first).
 */
export async function seedDestinationFares(db: Db, now: Date = new Date()): Promise<void> {
  const today = todayInLima(now);
  const startOfToday = new Date(Date.parse(`${today}T05:00:00Z`)); // Lima is UTC-5 all year.
  await db
    .delete(lastSearchFares)
    .where(
      and(
        eq(lastSearchFares.demo, true),
        or(lt(lastSearchFares.seenAt, startOfToday), lt(lastSearchFares.dateStart, today)),
      ),
    );
  const withFares = new Set(
    (
      await db
        .selectDistinct({ code: lastSearchFares.destinationCode })
        .from(lastSearchFares)
        .where(
          and(
            eq(lastSearchFares.originCode, ORIGIN.iata),
            eq(lastSearchFares.type, "A"),
            gte(lastSearchFares.dateStart, today),
            inArray(
              lastSearchFares.destinationCode,
              DESTINATION_SEEDS.map((page) => page.iata),
            ),
          ),
        )
    ).map((row) => row.code),
  );
  const pages = DESTINATION_SEEDS.filter((page) => !withFares.has(page.iata));
  if (pages.length === 0) return;
  const engine = createInventorySupplier(db, { now: () => now });
  const signal = new AbortController().signal;
  const rows: Array<typeof lastSearchFares.$inferInsert> = [];
  for (const page of pages) {
    for (const search of demoFareSearches(page, today)) {
      const totalMinor = cheapestAdultRoundTrip(search, await engine.search(search, signal));
      const [leg] = search.legs;
      if (totalMinor === null || !leg || !search.returnDate) continue;
      rows.push({
        type: "A",
        originCode: ORIGIN.iata,
        originName: ORIGIN.name,
        destinationCode: page.iata,
        destinationName: page.ciudadDestino,
        dateStart: leg.date,
        dateEnd: search.returnDate,
        totalMinor,
        currency: "USD",
        seenAt: now,
        demo: true,
      });
    }
  }
  if (rows.length > 0) await db.insert(lastSearchFares).values(rows).onConflictDoNothing();
}
