import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { PromotionFigure, PromotionTermsSection } from "#app/features/promotions/promotion-content.ts";

/**
 * Commercial campaigns of /promociones and their full legal terms on /promociones/{slug} (issue 17). Validity is a
 * range of Lima calendar dates, both included; a promotion is current while today in Lima is inside it. The terms
 * are content the back office edits, so they are stored as data, not code.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    summary: text().notNull(),
    validFrom: date({ mode: "string" }).notNull(),
    validUntil: date({ mode: "string" }).notNull(),
    /** Internal path of the campaign's offers (e.g. /traveloutlet) and the label of that link. */
    offersPath: text().notNull(),
    offersLabel: text().notNull(),
    figures: jsonb().$type<PromotionFigure[]>().notNull().default([]),
    terms: jsonb().$type<PromotionTermsSection[]>().notNull(),
    sortOrder: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    /** Demo row: the Lima day its seeded dates were computed from (refreshed on later starts while unedited); null otherwise. */
    seededOn: date({ mode: "string" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promotions_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("promotions_validity_check", sql`${table.validUntil} >= ${table.validFrom}`),
    check("promotions_offers_path_check", sql`${table.offersPath} like '/%' and ${table.offersPath} not like '//%'`),
  ],
);
