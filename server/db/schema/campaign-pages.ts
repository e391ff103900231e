import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CampaignRoute } from "#app/features/campaigns/campaign-page-content.ts";
import { promotions } from "./promotions.ts";

/**
 * Campaign pages under /info/{slug} (issue 35): the marketing page of a promotion. Its validity, title and legal
 * terms are the promotion's (one source, /promociones/{slug}); the page adds the hero and which products it offers,
 * whose prices are read live from each product's one price (flight routes, packages).
 */
export const campaignPages = pgTable(
  "campaign_pages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    /** The hero: a short line above the heading, the heading, its lead, and an image with its alternative text. */
    kicker: text().notNull(),
    heading: text().notNull(),
    intro: text().notNull(),
    imageUrl: text(),
    imageAlt: text().notNull().default(""),
    /** Flight routes offered, in order (round trips from the origin). */
    flightRoutes: jsonb().$type<CampaignRoute[]>().notNull().default([]),
    /** Slugs of the packages offered, in order. */
    packageSlugs: jsonb().$type<string[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("campaign_pages_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "campaign_pages_image_check",
      sql`${table.imageUrl} is null or (${table.imageUrl} like '/%' and ${table.imageUrl} not like '//%')`,
    ),
  ],
);
