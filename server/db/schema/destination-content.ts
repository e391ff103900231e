import { sql } from "drizzle-orm";
import { boolean, char, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Destination landing pages (SPEC 3, Destination content): one row per /vuelos/{slug} page. `id` is the
 * `idWebSeo` the notes, questions and popular routes hang from.
 */
export const destinationContents = pgTable("destination_contents", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  /** Destination airport (or city) IATA code. */
  iata: char({ length: 3 }).notNull(),
  /** Origin the page's search form and offers start from. */
  originIata: char({ length: 3 }).notNull().default("LIM"),
  /** Origin city name. */
  ciudadNombre: text().notNull(),
  ciudadDestino: text().notNull(),
  /** Country of the destination, for breadcrumbs and structured data. */
  paisDestino: text().notNull(),
  /** NAC (domestic) or INT (international), as the home offers tabs. */
  tipo: text({ enum: ["NAC", "INT"] }).notNull(),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
  /** Main heading of the page. */
  titulo: text().notNull(),
  /** Description card text; paragraphs separated by a blank line. */
  description: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Information cards of a destination page (SPEC 3, Content block). */
export const destinationContentBlocks = pgTable(
  "destination_content_blocks",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idWebSeo: integer()
      .notNull()
      .references(() => destinationContents.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    titulo: text().notNull(),
    imagenUrl: text().notNull(),
    detalle: text().notNull(),
  },
  (table) => [uniqueIndex("destination_content_blocks_position_idx").on(table.idWebSeo, table.position)],
);

/** Frequently asked questions of a destination page. */
export const destinationFaqs = pgTable(
  "destination_faqs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idWebSeo: integer()
      .notNull()
      .references(() => destinationContents.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    pregunta: text().notNull(),
    respuesta: text().notNull(),
  },
  (table) => [uniqueIndex("destination_faqs_position_idx").on(table.idWebSeo, table.position)],
);

/** Popular routes of a destination page (SPEC 3, Popular route): links to other destination pages. */
export const destinationPopularRoutes = pgTable(
  "destination_popular_routes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    idWebSeo: integer()
      .notNull()
      .references(() => destinationContents.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    ciudadOrigenNombre: text().notNull(),
    ciudadOrigenUrl: text().notNull(),
  },
  (table) => [uniqueIndex("destination_popular_routes_position_idx").on(table.idWebSeo, table.position)],
);

/**
 * The cheapest fare recently seen per route and dates (SPEC 7, last searches by city). Seeded for the demo;
 * the flight search engine upserts it on the natural key as it sees cheaper fares.
 */
export const lastSearchFares = pgTable(
  "last_search_fares",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Product searched: A = aéreo (flights), the default of the call. */
    type: char({ length: 1 }).notNull().default("A"),
    originCode: char({ length: 3 }).notNull(),
    originName: text().notNull(),
    destinationCode: char({ length: 3 }).notNull(),
    destinationName: text().notNull(),
    dateStart: date({ mode: "string" }).notNull(),
    dateEnd: date({ mode: "string" }).notNull(),
    /** Round-trip total for one adult, taxes included, in minor units of `currency`. */
    totalMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull().default("USD"),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A demo fare the seed priced with the flight engine (re-priced on later starts); a visitor's search clears it. */
    demo: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex("last_search_fares_route_dates_idx").on(
      table.type,
      table.originCode,
      table.destinationCode,
      table.dateStart,
      table.dateEnd,
    ),
    index("last_search_fares_cheapest_idx").on(table.destinationCode, table.originCode, table.type, table.totalMinor),
  ],
);

/**
 * E-mail price alerts for a route (double opt-in). `confirmTokenHash` is a SHA-256 of the link's token;
 * the unsubscribe token is kept as is because every future alert e-mail must carry it (it only grants opting out).
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    originIata: char({ length: 3 }).notNull(),
    destinationIata: char({ length: 3 }).notNull(),
    /** The landing page it was subscribed from (kept when the page is removed). */
    idWebSeo: integer().references(() => destinationContents.id, { onDelete: "set null" }),
    status: text({ enum: ["pending", "active", "unsubscribed"] })
      .notNull()
      .default("pending"),
    /** When the visitor consented to be contacted (the checkbox). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    confirmTokenHash: text().notNull().unique(),
    confirmationSentAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribeToken: text().notNull().unique(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** For the flight engine: the fare last announced, so only a lower one triggers a new alert. */
    lastNotifiedTotalMinor: integer(),
    lastNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("price_alerts_email_route_idx").on(table.email, table.originIata, table.destinationIata),
    index("price_alerts_active_route_idx")
      .on(table.originIata, table.destinationIata)
      .where(sql`${table.status} = 'active'`),
  ],
);
