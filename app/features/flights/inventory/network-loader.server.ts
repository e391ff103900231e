import type { Db } from "#db";
import { flightSchedules, interlineAgreements } from "../../../../server/db/schema/flights.ts";
import { airports } from "../../../../server/db/schema/geography.ts";
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
      })
      .from(airports),
    db.select().from(flightSchedules),
    db.select().from(interlineAgreements),
  ]);
  return buildNetwork(
    airportRows,
    scheduleRows.map((row) => ({
      id: String(row.id),
      marketingCarrier: row.marketingCarrier,
      marketingFlightNumber: row.marketingFlightNumber,
      operatingCarrier: row.operatingCarrier,
      operatingFlightNumber: row.operatingFlightNumber,
      origin: row.origin,
      destination: row.destination,
      departureTime: row.departureTime,
      durationMinutes: row.durationMinutes,
      daysOfWeek: (row.daysOfWeek.match(/[1-7]/g) ?? []).map(Number),
      validFrom: row.validFrom,
      validTo: row.validTo,
      aircraft: row.aircraft,
      departureTerminal: row.departureTerminal,
      arrivalTerminal: row.arrivalTerminal,
    })),
    interlineRows.map((row) => [row.carrierA, row.carrierB]),
  );
}
