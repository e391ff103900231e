import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** A cancellation tier of a package: from `daysBefore` days before departure on, the operator keeps `penaltyPercent`. */
export type PackageCancellationTier = { daysBefore: number; penaltyPercent: number };

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
    /**
     * Prices per person by room occupancy for online sale (priceMinor is the double's); null: sold through an
     * adviser only. A child shares a room with adults and is priced as such up to `childMaxAge` years.
     */
    singlePriceMinor: integer(),
    triplePriceMinor: integer(),
    childPriceMinor: integer(),
    childMaxAge: smallint(),
    /** The operator's own tiers, latest first when sorted by daysBefore; null with no online sale. */
    cancellationTiers: jsonb().$type<PackageCancellationTier[]>(),
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
    check(
      "travel_packages_occupancy_prices_check",
      sql`(${table.singlePriceMinor} is null or ${table.singlePriceMinor} > 0) and (${table.triplePriceMinor} is null or ${table.triplePriceMinor} > 0) and (${table.childPriceMinor} is null or ${table.childPriceMinor} > 0) and (${table.childMaxAge} is null or ${table.childMaxAge} between 1 and 17)`,
    ),
  ],
);

/**
 * Departures of a curated package (travel_packages): dates it leaves on, its places (`seats`, the allotment), how
 * many are held for unpaid orders and sold, and what a date adds per person to the package's prices (decision 026).
 * Places are taken only by conditional updates; the CHECK keeps held + sold within the allotment.
 */
export const packageDepartures = pgTable(
  "package_departures",
  {
    packageSlug: text().notNull(),
    departureDate: date({ mode: "string" }).notNull(),
    seats: smallint().notNull(),
    sold: smallint().notNull().default(0),
    held: smallint().notNull().default(0),
    supplementMinor: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageSlug, table.departureDate] }),
    check("package_departures_supplement_check", sql`${table.supplementMinor} >= 0`),
    check(
      "package_departures_counts_check",
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.held} + ${table.sold} <= ${table.seats}`,
    ),
  ],
);

/**
 * Places of one departure taken for one order item: held until `expiresAt`, then sold (paid), released (lapsed or
 * left) or cancelled (a paid sale undone). Its id is the hold reference the package item keeps (decision 056);
 * `idempotencyKey` makes a retried hold answer the first one.
 */
export const packageHolds = pgTable(
  "package_holds",
  {
    id: uuid().primaryKey().defaultRandom(),
    packageSlug: text().notNull(),
    departureDate: date({ mode: "string" }).notNull(),
    places: smallint().notNull(),
    state: text().$type<"held" | "sold" | "released" | "cancelled">().notNull().default("held"),
    idempotencyKey: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.packageSlug, table.departureDate],
      foreignColumns: [packageDepartures.packageSlug, packageDepartures.departureDate],
    }),
    index("package_holds_departure_idx").on(table.packageSlug, table.departureDate, table.state),
    check("package_holds_places_check", sql`${table.places} > 0`),
    check("package_holds_state_check", sql`${table.state} in ('held', 'sold', 'released', 'cancelled')`),
  ],
);
