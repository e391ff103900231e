import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** SEO texts by name (title and meta description of a page), editable content. */
export const seoTexts = pgTable("seo_texts", {
  name: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
