import { sql } from "drizzle-orm";
import { char, check, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Ticket numbers of a ticketed booking (issue 19): one per passenger, 13 digits (the validating airline's 3-digit
 * prefix + a 10-digit serial), unique across all bookings.
 */
export const bookingTickets = pgTable(
  "booking_tickets",
  {
    bookingId: text().notNull(),
    passengerIndex: smallint().notNull(),
    number: char({ length: 13 }).notNull(),
    carrier: char({ length: 2 }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.passengerIndex] }),
    uniqueIndex("booking_tickets_number_idx").on(table.number),
    check("booking_tickets_number_check", sql`${table.number} ~ '^[0-9]{13}$'`),
  ],
);

/**
 * What a booking is charged and what it owes back: the total agreed before paying (re-priced, less a promo code),
 * and, after a cancellation under the fare's rules, the refund due (SPEC 9: retention of costs plus 10% commission).
 */
export const bookingCharges = pgTable(
  "booking_charges",
  {
    bookingId: text().primaryKey(),
    currency: char({ length: 3 }).notNull().default("USD"),
    /** The re-priced total before any discount. */
    priceMinor: integer().notNull(),
    promoCode: char({ length: 6 }),
    discountMinor: integer().notNull().default(0),
    /** What the payment takes: price less discount. */
    totalMinor: integer().notNull(),
    paymentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    retentionMinor: integer(),
    commissionMinor: integer(),
    refundDueMinor: integer(),
    refundReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "booking_charges_amounts_check",
      sql`${table.priceMinor} >= 0 and ${table.discountMinor} >= 0 and ${table.totalMinor} >= 0`,
    ),
    check("booking_charges_refund_check", sql`${table.refundDueMinor} is null or ${table.refundDueMinor} >= 0`),
  ],
);
