import { boolean, doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The agency's branches (SPEC 3, Agency). Id 1 is the flagship store (/28-de-julio); 2-9 and 11-14 the others.
 * Ids are the specification's, so they are set explicitly, not generated.
 */
export const agencies = pgTable("agencies", {
  id: integer().primaryKey(),
  name: text().notNull(),
  address: text().notNull(),
  /** District (Lima) or city (regions), as shown under the address. */
  city: text().notNull(),
  openingHours: text().notNull(),
  openingHours2: text(),
  phone: text(),
  phone2: text(),
  email: text().notNull(),
  /** Path of the branch photo under /images. */
  image: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  isFlagship: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
