import { sql } from "drizzle-orm";
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from "drizzle-orm/pg-core";

/**
 * Promo codes (issue 19): exactly 6 characters, a percentage off the total with a cap in US$, and a limited number of
 * uses taken with a conditional update (`uses_left = uses_left - 1 WHERE uses_left > 0`) that the CHECK backs, valid for
 * the products it lists (owner: discounts).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    code: char({ length: 6 }).primaryKey(),
    percent: smallint().notNull(),
    /** The most it takes off one purchase, in US$ cents. */
    capMinor: integer().notNull(),
    usesLeft: integer().notNull(),
    validFrom: date().notNull(),
    validTo: date().notNull(),
    description: text().notNull().default(""),
    /** The products (order kinds: the main item's product) the code may be applied to. */
    products: text()
      .array()
      .notNull()
      .default(sql`'{flight,hotel,insurance,package}'::text[]`),
    /** The least the order's items must total for the code to apply, in US$ cents (0: no minimum). */
    minOrderMinor: integer().notNull().default(0),
    /** How many purchases of one customer (their contact e-mail) may take the code; null: no limit per customer. */
    perCustomerLimit: integer(),
    /** Staff can switch a code off (and on again) without touching its dates; an inactive code never applies. */
    active: boolean().notNull().default(true),
    /** Demo row: the Lima day its seeded dates were computed from (refreshed on later starts while unedited); null otherwise. */
    seededOn: date({ mode: "string" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promo_codes_code_check", sql`${table.code} ~ '^[A-Z0-9]{6}$'`),
    check("promo_codes_percent_check", sql`${table.percent} between 1 and 100`),
    check("promo_codes_cap_check", sql`${table.capMinor} > 0`),
    check("promo_codes_uses_check", sql`${table.usesLeft} >= 0`),
    check("promo_codes_min_order_check", sql`${table.minOrderMinor} >= 0`),
    check("promo_codes_per_customer_check", sql`${table.perCustomerLimit} is null or ${table.perCustomerLimit} > 0`),
    check("promo_codes_period_check", sql`${table.validFrom} <= ${table.validTo}`),
    check(
      "promo_codes_products_check",
      sql`cardinality(${table.products}) > 0 and ${table.products} <@ '{flight,hotel,insurance,package}'::text[]`,
    ),
  ],
);

/**
 * One use of a code by one purchase (a payable: kind + id). Unique per purchase, so a retried payment start takes
 * no second use; deleted (and the use given back) when the purchase ends unpaid.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: char({ length: 6 })
      .notNull()
      .references(() => promoCodes.code),
    payableKind: text().notNull(),
    payableId: text().notNull(),
    discountMinor: integer().notNull(),
    /** The buyer's lower-cased contact e-mail, for a code's limit per customer (null before it was recorded). */
    customerKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("promo_redemptions_payable_idx").on(table.payableKind, table.payableId),
    index("promo_redemptions_code_idx").on(table.code, table.customerKey),
    check("promo_redemptions_discount_check", sql`${table.discountMinor} >= 0`),
  ],
);
