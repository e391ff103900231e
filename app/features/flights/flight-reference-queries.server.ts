import { inArray } from "drizzle-orm";
import { getDb } from "#db";
import { airlines } from "#server/db/schema/flights.ts";
import { airports } from "#server/db/schema/geography.ts";
import type { AirlineInfo, AirportInfo } from "./flight-offer-types.ts";

/** Names of the airlines and airports an answer mentions, for showing it. */
export async function flightReferenceData(carrierCodes: string[], airportCodes: string[]) {
  const db = getDb();
  const [airlineRows, airportRows] = await Promise.all([
    carrierCodes.length > 0
      ? db
          .select({ code: airlines.code, name: airlines.name })
          .from(airlines)
          .where(inArray(airlines.code, carrierCodes))
      : Promise.resolve([]),
    db
      .select({
        iata: airports.iata,
        city: airports.city,
        airportName: airports.airportName,
        countryCode: airports.countryCode,
        timeZone: airports.timeZone,
      })
      .from(airports)
      .where(inArray(airports.iata, airportCodes)),
  ]);
  return {
    airlines: Object.fromEntries(airlineRows.map((row) => [row.code, row])) as Record<string, AirlineInfo>,
    airports: Object.fromEntries(airportRows.map((row) => [row.iata, row])) as Record<string, AirportInfo>,
  };
}
