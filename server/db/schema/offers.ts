import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { airports } from "./geography.ts";

/**
 * Exchange rates (SPEC 2.3 and 9: offer prices in USD and in PEN). One row per pair and date; the current rate is
 * the latest one whose date is not in the future. Editable from the back office, so the source is recorded.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currencyFrom: char({ length: 3 }).notNull().default("USD"),
    currencyTo: char({ length: 3 }).notNull().default("PEN"),
    /** Units of currencyTo per unit of currencyFrom, 4 decimals (3.7450). Exact: never a float. */
    amount: numeric({ precision: 10, scale: 4 }).notNull(),
    effectiveDate: date().notNull(),
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("exchange_rates_pair_date_idx").on(table.currencyFrom, table.currencyTo, table.effectiveDate),
    check("exchange_rates_amount_check", sql`${table.amount} > 0`),
  ],
);

/**
 * The home's most-wanted flight offers (SPEC 3, Flight offer (home)): NAC (domestic) and INT tabs, each showing
 * the destination, an image and the rate from the origin, in USD minor units.
 */
export const flightOffers = pgTable(
  "flight_offers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key the seed and the back office use. */
    slug: text().notNull().unique(),
    type: text({ enum: ["NAC", "INT"] }).notNull(),
    originCode: char({ length: 3 })
      .notNull()
      .default("LIM")
      .references(() => airports.iata),
    destinationCode: char({ length: 3 })
      .notNull()
      .references(() => airports.iata),
    /** Destination as shown on the card ("Cusco"). */
    destination: text().notNull(),
    /** Path of the card image under /images. */
    image: text().notNull(),
    /** Lowest round-trip fare, in minor units of `currency`. */
    rateMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull().default("USD"),
    /** Travel dates of the fare, when known; the default search from the offer uses them while they are ahead. */
    departureDate: date(),
    returnDate: date(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("flight_offers_active_idx").on(table.active, table.type, table.sortOrder),
    check("flight_offers_rate_check", sql`${table.rateMinor} > 0`),
  ],
);
