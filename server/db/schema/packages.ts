import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Travel packages (issue 14): the one record of each package's name, length, inclusions and "desde" price per
 * person. Every page that shows a package's price (home sections and banners, /cierrapuertas) reads it here, so a
 * price edited by the back office changes everywhere at once. Money in minor units of `currency`.
 */
export const travelPackages = pgTable(
  "travel_packages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key the seed, the back office and managed texts' price references ({precio:paquete:slug}) use. */
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** "4 días / 3 noches". */
    duration: text().notNull(),
    includes: text().notNull(),
    /** Lowest price per person in a double room, taxes and charges included. */
    priceMinor: integer().notNull(),
    /** The regular price before the current discount, shown struck through; null when there is no discount. */
    regularPriceMinor: integer(),
    currency: char({ length: 3 }).notNull().default("USD"),
    /** File name under /images/tienda/ of the campaign card. */
    image: text().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("travel_packages_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("travel_packages_price_check", sql`${table.priceMinor} > 0`),
    check(
      "travel_packages_regular_price_check",
      sql`${table.regularPriceMinor} is null or ${table.regularPriceMinor} > ${table.priceMinor}`,
    ),
  ],
);

/**
 * Departures of a curated package (travel_packages): dates it leaves on, seats, and what a date adds per person to
 * the package's one "desde" price (decision 026).
 */
export const packageDepartures = pgTable(
  "package_departures",
  {
    packageSlug: text().notNull(),
    departureDate: date({ mode: "string" }).notNull(),
    seats: smallint().notNull(),
    sold: smallint().notNull().default(0),
    supplementMinor: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageSlug, table.departureDate] }),
    check("package_departures_supplement_check", sql`${table.supplementMinor} >= 0`),
    check("package_departures_counts_check", sql`${table.sold} >= 0 and ${table.sold} <= ${table.seats}`),
  ],
);
