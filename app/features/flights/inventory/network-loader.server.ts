import type { Db } from "#db";
import { flightSchedules, interlineAgreements } from "#server/db/schema/flights.ts";
import { airports } from "#server/db/schema/geography.ts";
import { buildNetwork, type FlightNetwork } from "./network-types.ts";

/** Reads the airports, schedules and interline agreements into the finder's network (a few hundred rows). */
export async function loadFlightNetwork(db: Db): Promise<FlightNetwork> {
  const [airportRows, scheduleRows, interlineRows] = await Promise.all([
    db
      .select({
        iata: airports.iata,
        countryCode: airports.countryCode,
        timeZone: airports.timeZone,
        mctDomesticMinutes: airports.mctDomesticMinutes,
        mctInternationalMinutes: airports.mctInternationalMinutes,
        latitude: airports.latitude,
        longitude: airports.longitude,
      })
      .from(airports),
    db.select().from(flightSchedules),
    db.select().from(interlineAgreements),
  ]);
  return buildNetwork(
    airportRows,
    // The rows are the schedules; only the id (a string in offers) and the weekdays ("135") change shape.
    scheduleRows.map((row) => ({
      ...row,
      id: String(row.id),
      daysOfWeek: (row.daysOfWeek.match(/[1-7]/g) ?? []).map(Number),
    })),
    interlineRows.map((row) => [row.carrierA, row.carrierB]),
  );
}
