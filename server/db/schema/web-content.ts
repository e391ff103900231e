import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Promotional banners by page (SPEC 3, Banner): desktop and mobile images, where a click leads. */
export const banners = pgTable(
  "banners",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key the seed and editors use. */
    slug: text().notNull().unique(),
    /** Page the banner belongs to (HOME). */
    page: text().notNull().default("HOME"),
    /** Alternative text of the image: what the banner offers. */
    title: text().notNull(),
    imageLink: text().notNull(),
    imageWidth: integer().notNull(),
    imageHeight: integer().notNull(),
    mobileImageLink: text().notNull(),
    mobileImageWidth: integer().notNull(),
    mobileImageHeight: integer().notNull(),
    redirectUrl: text().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("banners_page_idx").on(table.page, table.active, table.sortOrder)],
);

/** A managed web (SPEC 7: "managed content web by name HOME"). */
export const webPages = pgTable("web_pages", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const GENERIC_TYPES = ["TABS", "TAB", "LINKS_SEC", "LINK_LIST", "LINK", "TITLE", "TEXT"] as const;

/**
 * Managed content sections (SPEC 3: nmGenericType, nmWebElements, nmWebChildSections, description). Top-level
 * sections carry a `slot` saying where the page places them; children hang from `parentId`.
 */
export const webSections = pgTable(
  "web_sections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Natural key the seed and editors use ("home.packages"). */
    key: text().notNull().unique(),
    webId: integer()
      .notNull()
      .references(() => webPages.id, { onDelete: "cascade" }),
    parentId: integer().references((): AnyPgColumn => webSections.id, { onDelete: "cascade" }),
    slot: text(),
    genericType: text({ enum: GENERIC_TYPES }).notNull(),
    description: text().notNull().default(""),
    sortOrder: integer().notNull().default(0),
    /** Publication window (a hot-sale campaign); open when null. */
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("web_sections_web_idx").on(table.webId, table.parentId, table.sortOrder),
    check("web_sections_slot_check", sql`${table.slot} is null or ${table.parentId} is null`),
  ],
);

/** The elements of a section (SPEC 3, nmWebElements): ordered by elementOrder, shown when elementCheck is on. */
export const webElements = pgTable(
  "web_elements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull().unique(),
    sectionId: integer()
      .notNull()
      .references(() => webSections.id, { onDelete: "cascade" }),
    /** The text: a label, a heading or a paragraph. */
    content: text().notNull(),
    redirectUrl: text(),
    elementCheck: boolean().notNull().default(true),
    elementOrder: integer().notNull().default(0),
    /** Secondary text of a card (a price, a duration). */
    detail: text(),
    imageUrl: text(),
    /** External addresses may open in a new tab. */
    openInNewTab: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("web_elements_section_idx").on(table.sectionId, table.elementOrder)],
);
