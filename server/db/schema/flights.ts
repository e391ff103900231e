import { sql } from "drizzle-orm";
import {
  boolean,
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
    /** What a child (2-11) and an infant on a lap (under 2) pay, in percent of the adult fare. */
    childPercent: smallint().notNull().default(75),
    infantPercent: smallint().notNull().default(10),
    /** Hub airports, comma-separated ("LIM,SCL"). */
    hubs: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("airlines_code_check", sql`${table.code} ~ '^[A-Z0-9]{2}$'`),
    check("airlines_ticket_prefix_check", sql`${table.ticketPrefix} ~ '^[0-9]{3}$'`),
    check(
      "airlines_shares_check",
      sql`${table.childPercent} between 0 and 100 and ${table.infantPercent} between 0 and 100`,
    ),
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

/** Aircraft types the schedules fly, with the seats of each cabin (0 when the cabin is not fitted). */
export const aircraftTypes = pgTable(
  "aircraft_types",
  {
    /** IATA type code ("320", "789"). */
    code: text().primaryKey(),
    name: text().notNull(),
    seatsEconomy: smallint().notNull(),
    seatsPremiumEconomy: smallint().notNull().default(0),
    seatsBusiness: smallint().notNull().default(0),
    seatsFirst: smallint().notNull().default(0),
  },
  (table) => [
    check(
      "aircraft_types_seats_check",
      sql`${table.seatsEconomy} > 0 and ${table.seatsPremiumEconomy} >= 0 and ${table.seatsBusiness} >= 0 and ${table.seatsFirst} >= 0`,
    ),
  ],
);

/**
 * An airline's fare families (brands), cheapest first: what the traveller gets and how much more than the
 * airline's base fare it costs. A null penalty means the change or refund is not allowed.
 */
export const fareFamilies = pgTable(
  "fare_families",
  {
    carrier: char({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    /** "LA-LIGHT": unique across airlines. */
    code: text().notNull(),
    name: text().notNull(),
    /** 1 = cheapest; the search shows the cheapest family first. */
    rank: smallint().notNull(),
    /** Price of this family in percent of the base fare (100, 125, 170). */
    pricePercent: smallint().notNull(),
    personalItem: boolean().notNull().default(true),
    cabinBag: boolean().notNull(),
    checkedBags: smallint().notNull(),
    checkedBagKg: smallint().notNull().default(23),
    /** 'none', 'paid' or 'free'. */
    seatChoice: text().notNull(),
    changePenaltyMinor: integer(),
    refundPenaltyMinor: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.carrier, table.code] }),
    uniqueIndex("fare_families_rank_idx").on(table.carrier, table.rank),
    check("fare_families_price_check", sql`${table.pricePercent} between 50 and 500`),
    check("fare_families_seat_check", sql`${table.seatChoice} in ('none', 'paid', 'free')`),
    check("fare_families_bags_check", sql`${table.checkedBags} between 0 and 3`),
  ],
);

/**
 * Taxes and fees on air fares, shown by name: a percentage of the base of flights within one country (IGV 18% in
 * Peru) or a fixed amount per passenger departing from an airport (TUUA), in minor units of USD.
 */
export const flightTaxRules = pgTable(
  "flight_tax_rules",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    kind: text().notNull(),
    country: char({ length: 2 }),
    percent: smallint(),
    airport: char({ length: 3 }).references(() => airports.iata),
    domesticMinor: integer().notNull().default(0),
    internationalMinor: integer().notNull().default(0),
    exemptInfants: boolean().notNull().default(true),
  },
  (table) => [
    check(
      "flight_tax_rules_kind_check",
      sql`(${table.kind} = 'domestic-percent' and ${table.country} is not null and ${table.percent} between 0 and 100) or (${table.kind} = 'departure-fixed' and ${table.airport} is not null)`,
    ),
  ],
);

/**
 * Seats of one cabin on one flight-date, created the first time a seat is held or sold on it (until then the
 * flight-date has its capacity and the load the inventory model gives it). The CHECKs make overselling impossible:
 * holds are taken with conditional updates on these rows.
 */
export const flightInventory = pgTable(
  "flight_inventory",
  {
    scheduleId: integer()
      .notNull()
      .references(() => flightSchedules.id),
    /** Local departure date at the origin. */
    departureDate: date({ mode: "string" }).notNull(),
    /** 0 economy, 1 premium economy, 2 business, 3 first. */
    cabin: smallint().notNull(),
    capacity: smallint().notNull(),
    sold: smallint().notNull().default(0),
    held: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scheduleId, table.departureDate, table.cabin] }),
    check("flight_inventory_cabin_check", sql`${table.cabin} between 0 and 3`),
    check(
      "flight_inventory_counts_check",
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.capacity}`,
    ),
  ],
);
