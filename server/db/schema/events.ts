import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { agencies } from "./agencies.ts";
import { eventCampaigns } from "./pre-registration.ts";

/**
 * The stores' events listed on /eventos (issue 17): the flagship's event lines and the pre-registration campaigns.
 * Times are instants (timestamptz) shown in America/Lima; the store gives the place. A row linked to an
 * event_campaigns row offers 'Regístrate' while that campaign's registration is open. Edited by the back office.
 */
export const storeEvents = pgTable(
  "store_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key of the seed and the back office; also the .ics file name and the calendar UID. */
    slug: text().notNull().unique(),
    title: text().notNull(),
    /** Event line of the flagship store (SPEC 2.6), e.g. "Cierra puertas"; null for other events. */
    line: text(),
    summary: text().notNull(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    campaignId: integer().references(() => eventCampaigns.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    published: boolean().notNull().default(true),
    /** Demo row: the Lima day its seeded dates were computed from (refreshed on later starts while unedited); null otherwise. */
    seededOn: date({ mode: "string" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("store_events_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("store_events_times_check", sql`${table.endsAt} > ${table.startsAt}`),
    index("store_events_starts_at_idx").on(table.startsAt),
  ],
);
