import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Promo-strip advertisements (SPEC 3, Advertisement), managed as content. The strip shows the active row whose
 * window contains the current time; `slug` is the natural key the seed and editors use.
 */
export const advertisements = pgTable(
  "advertisements",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    advertisementContent: text().notNull(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    active: boolean().notNull().default(true),
    /** Demo row: the Lima day its seeded dates were computed from (refreshed on later starts while unedited); null otherwise. */
    seededOn: date({ mode: "string" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("advertisements_window_idx").on(table.active, table.startDate, table.endDate),
    check("advertisements_window_check", sql`${table.endDate} > ${table.startDate}`),
    check("advertisements_content_length_check", sql`char_length(${table.advertisementContent}) between 1 and 300`),
  ],
);
