import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  AdjustmentRule,
  OrderContact,
  OrderInvoice,
  OrderTraveller,
} from "#app/features/orders/order-contract.ts";
import { users } from "./accounts.ts";

/*
 * The order core (issue 31, docs/decisions/032-order-core.md): one order for every product. The product's own
 * records (a flight's passengers and seat holds, an insurance policy) stay in the product's tables, named by
 * order_items.product_record_id. States: app/features/orders/order-states.ts.
 */

const timestamptz = () => timestamp({ withTimezone: true });

export const ORDER_STATES = ["held", "pending_payment", "paid", "fulfilled", "expired", "cancelled"] as const;
export const ITEM_STATES = ["held", "confirmed", "fulfilled", "released", "cancelled"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 6 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789. A flight order keeps its booking's code. */
    code: char({ length: 6 }).notNull(),
    state: text({ enum: ORDER_STATES }).notNull().default("held"),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased contact e-mail: guests find their order with it; a verified account with it sees the order. */
    contactEmail: text().notNull(),
    contact: jsonb().$type<OrderContact>().notNull(),
    invoice: jsonb().$type<OrderInvoice>(),
    travellers: jsonb().$type<OrderTraveller[]>().notNull(),
    /** The browser's checkout session that made it (binds an unpaid order to that browser). */
    checkoutId: text(),
    chargeCurrency: char({ length: 3 }).notNull(),
    referenceCurrency: char({ length: 3 }).notNull(),
    /** The rate fixed on the order: units of PEN per USD, its date and source. */
    rateValue: numeric({ precision: 10, scale: 4 }).notNull(),
    rateDate: date({ mode: "string" }).notNull(),
    rateSource: text().notNull(),
    holdExpiresAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_code_idx").on(table.code),
    index("orders_user_idx").on(table.userId),
    index("orders_email_idx").on(table.contactEmail),
    check(
      "orders_state_check",
      sql`${table.state} in ('held', 'pending_payment', 'paid', 'fulfilled', 'expired', 'cancelled')`,
    ),
    check("orders_code_check", sql`${table.code} ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$'`),
    check(
      "orders_currency_check",
      sql`${table.chargeCurrency} in ('USD', 'PEN') and ${table.referenceCurrency} in ('USD', 'PEN') and ${table.chargeCurrency} <> ${table.referenceCurrency}`,
    ),
    check("orders_rate_check", sql`${table.rateValue} > 0`),
    check("orders_email_check", sql`${table.contactEmail} = lower(${table.contactEmail})`),
  ],
);

/** One product of an order, with its own state. `details` is the product's snapshot (only the product reads it). */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    product: text({ enum: ["flight", "insurance", "hotel", "package"] }).notNull(),
    state: text({ enum: ITEM_STATES }).notNull().default("held"),
    currency: char({ length: 3 }).notNull(),
    subtotalMinor: integer().notNull(),
    travellerIndexes: jsonb().$type<number[]>().notNull(),
    details: jsonb().$type<unknown>().notNull(),
    /** The product's own record of this item (a flight: the bookings row; insurance: the policy). */
    productRecordId: text(),
    supplierRef: text(),
    holdExpiresAt: timestamptz(),
    priceValidUntil: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_items_position_idx").on(table.orderId, table.position),
    index("order_items_record_idx").on(table.product, table.productRecordId),
    // A hotel checkout's retried post finds its order by the checkout's key (hotel-order-place.server.ts), directly.
    index("order_items_hotel_hold_key_idx")
      .on(sql`(${table.details}->>'holdKey')`)
      .where(sql`${table.product} = 'hotel'`),
    check(
      "order_items_state_check",
      sql`${table.state} in ('held', 'confirmed', 'fulfilled', 'released', 'cancelled')`,
    ),
    check("order_items_product_check", sql`${table.product} in ('flight', 'insurance', 'hotel', 'package')`),
    check("order_items_subtotal_check", sql`${table.subtotalMinor} >= 0`),
  ],
);

/** The priced lines of an item, in the item's currency. */
export const orderItemLines = pgTable(
  "order_item_lines",
  {
    itemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    kind: text({ enum: ["base", "tax", "fee", "extra"] }).notNull(),
    code: text().notNull(),
    label: text().notNull(),
    quantity: integer().notNull(),
    unitMinor: integer().notNull(),
    amountMinor: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.position] }),
    check(
      "order_item_lines_amount_check",
      sql`${table.amountMinor} >= 0 and ${table.unitMinor} >= 0 and ${table.quantity} >= 1`,
    ),
  ],
);

/** A promo discount, an accepted price change or a staff correction, with its reason. */
export const orderAdjustments = pgTable(
  "order_adjustments",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: uuid().references(() => orderItems.id, { onDelete: "cascade" }),
    kind: text({ enum: ["promo", "price_change", "manual", "bundle"] }).notNull(),
    rule: jsonb().$type<AdjustmentRule>().notNull(),
    label: text().notNull(),
    reason: text().notNull(),
    promoCode: char({ length: 6 }),
    active: boolean().notNull().default(true),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("order_adjustments_order_idx").on(table.orderId),
    // One active promo code per order: applying another replaces it.
    uniqueIndex("order_adjustments_one_promo_idx")
      .on(table.orderId)
      .where(sql`${table.kind} = 'promo' and ${table.active}`),
    check("order_adjustments_kind_check", sql`${table.kind} in ('promo', 'price_change', 'manual', 'bundle')`),
    check("order_adjustments_promo_check", sql`(${table.kind} = 'promo') = (${table.promoCode} is not null)`),
  ],
);

/** Every change of an order (state, adjustment, payment, item), with its time and actor. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text().notNull(),
    fromState: text(),
    toState: text(),
    actor: text({ enum: ["customer", "system", "payment", "staff"] }).notNull(),
    note: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId),
    check("order_events_actor_check", sql`${table.actor} in ('customer', 'system', 'payment', 'staff')`),
  ],
);
