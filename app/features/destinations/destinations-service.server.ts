import { asc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { compareSpanish } from "#app/utils/collation.ts";
import { airports } from "#server/db/schema/geography.ts";
import type { Destination } from "#app/features/places/index.ts";

type AirportRow = typeof airports.$inferSelect;

function toDestination(row: AirportRow): Destination {
  return {
    iata: row.iata,
    city: row.city,
    country: row.country,
    countryCode: row.countryCode,
    airportName: row.airportName,
    national: row.countryCode === "PE",
  };
}

/** Every active airport, busiest destinations first (SPEC 7, "All destinations"). */
export async function listDestinations(): Promise<Destination[]> {
  const rows = await getDb().select().from(airports).where(eq(airports.active, true)).orderBy(asc(airports.sortOrder));
  // Ties by city in Spanish order: the database's collation may put "Ámsterdam" after "Tumbes".
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || compareSpanish(a.city, b.city)).map(toDestination);
}

/** Geographic look-up by IATA code (case-insensitive); null when unknown or inactive. */
export async function findAirportByIata(code: string): Promise<Destination | null> {
  const iata = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(iata)) return null;
  const [row] = await getDb().select().from(airports).where(eq(airports.iata, iata)).limit(1);
  return row?.active ? toDestination(row) : null;
}
