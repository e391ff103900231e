import { sql } from "drizzle-orm";
import { boolean, char, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
