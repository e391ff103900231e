import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Airports the search forms offer (SPEC 7, "All destinations" and the geographic look-ups by IATA code): Peruvian
 * airports and the main international ones, with the city and country in Spanish as visitors read them.
 */
export const airports = pgTable(
  "airports",
  {
    /** IATA airport code, upper case (LIM, CUZ, MAD). */
    iata: char({ length: 3 }).primaryKey(),
    /** City served, in Spanish ("Cusco", "Nueva York"). */
    city: text().notNull(),
    /** Country in Spanish ("Perú", "Estados Unidos"). */
    country: text().notNull(),
    /** ISO 3166-1 alpha-2 country code; PE marks the domestic (national) airports. */
    countryCode: char({ length: 2 }).notNull(),
    airportName: text().notNull(),
    /** IANA time zone: schedules are published in local time (flight inventory, issue 16). */
    timeZone: text().notNull().default("America/Lima"),
    /** Minimum connection times at this airport, minutes: between domestic flights, and when one is international. */
    mctDomesticMinutes: smallint().notNull().default(45),
    mctInternationalMinutes: smallint().notNull().default(90),
    /** WGS84 coordinates in degrees: the flight inventory prices fares from great-circle distances. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Lower first: the order of the list before the visitor types (busiest destinations first). */
    sortOrder: integer().notNull().default(100),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("airports_active_order_idx").on(table.active, table.sortOrder),
    check("airports_iata_check", sql`${table.iata} ~ '^[A-Z]{3}$'`),
    check("airports_country_code_check", sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
