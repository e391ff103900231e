import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Remote feature flags (SPEC 7, "Remote flags"). A row lists a known flag; `enabled` null means "follow the
 * configured default" (FLAG_* environment variables), so editors override a default only by setting it.
 */
export const featureFlags = pgTable("feature_flags", {
  key: text().primaryKey(),
  enabled: boolean(),
  description: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
