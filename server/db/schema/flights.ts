import { sql } from "drizzle-orm";
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { airports } from "./geography.ts";

/**
 * The built-in flight inventory (issue 16): airlines, which of them sell connections on one ticket, and their
 * published schedules. The itinerary finder (app/features/flights/inventory) works on these rows loaded once.
 */
export const airlines = pgTable(
  "airlines",
  {
    /** IATA designator ("LA", "H2", "IB"). */
    code: char({ length: 2 }).primaryKey(),
    name: text().notNull(),
    /** The 3-digit prefix of its ticket numbers ("045" for LATAM Perú). */
    ticketPrefix: char({ length: 3 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("airlines_code_check", sql`${table.code} ~ '^[A-Z0-9]{2}$'`),
    check("airlines_ticket_prefix_check", sql`${table.ticketPrefix} ~ '^[0-9]{3}$'`),
  ],
);

/** Two airlines that sell a connection between their flights on one ticket (stored once, either order). */
export const interlineAgreements = pgTable(
  "interline_agreements",
  {
    carrierA: char({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    carrierB: char({ length: 2 })
      .notNull()
      .references(() => airlines.code),
  },
  (table) => [
    primaryKey({ columns: [table.carrierA, table.carrierB] }),
    check("interline_agreements_order_check", sql`${table.carrierA} < ${table.carrierB}`),
  ],
);

/** One published flight: a flight number on a route at a local time, on some weekdays of a period. */
export const flightSchedules = pgTable(
  "flight_schedules",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    marketingCarrier: char({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    marketingFlightNumber: text().notNull(),
    operatingCarrier: char({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    operatingFlightNumber: text().notNull(),
    origin: char({ length: 3 })
      .notNull()
      .references(() => airports.iata),
    destination: char({ length: 3 })
      .notNull()
      .references(() => airports.iata),
    /** Local time at the origin, "hh:mm". */
    departureTime: char({ length: 5 }).notNull(),
    durationMinutes: smallint().notNull(),
    /** ISO weekdays it flies on, as digits ("1234567", "135"). */
    daysOfWeek: text().notNull(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
    /** IATA aircraft type ("320", "789"). */
    aircraft: text().notNull(),
    departureTerminal: text(),
    arrivalTerminal: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("flight_schedules_origin_idx").on(table.origin),
    uniqueIndex("flight_schedules_flight_idx").on(table.marketingCarrier, table.marketingFlightNumber, table.origin),
    check("flight_schedules_number_check", sql`${table.marketingFlightNumber} ~ '^[0-9]{1,4}$'`),
    check("flight_schedules_time_check", sql`${table.departureTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("flight_schedules_duration_check", sql`${table.durationMinutes} between 20 and 1200`),
    check("flight_schedules_days_check", sql`${table.daysOfWeek} ~ '^1?2?3?4?5?6?7?$' and ${table.daysOfWeek} <> ''`),
    check("flight_schedules_period_check", sql`${table.validFrom} <= ${table.validTo}`),
    check("flight_schedules_route_check", sql`${table.origin} <> ${table.destination}`),
  ],
);
