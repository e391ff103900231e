import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/*
 * The sandbox gateway's own tables: it is "another company's server" living in our process, so it shares the
 * database handle it is given but nothing else. No card number, CVV or expiry is ever stored: brand and last four only.
 */

export const sandboxGatewaySessions = pgTable(
  "sandbox_gateway_sessions",
  {
    id: text().primaryKey(),
    /** The merchant's idempotency key: creating a session twice with it answers the first session. */
    merchantKey: text().notNull().unique(),
    /** The merchant's own id of the payment (echoed in notifications). */
    merchantReference: text().notNull(),
    kind: text({ enum: ["card", "cash"] }).notNull(),
    status: text({
      enum: ["pending", "challenge", "processing", "approved", "declined", "expired", "cancelled", "refunded"],
    })
      .notNull()
      .default("pending"),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    returnUrl: text(),
    declineReason: text(),
    installments: smallint(),
    cardBrand: text(),
    cardLast4: text(),
    issuerBank: text(),
    /** For a 3-D Secure test card: whether the challenge can pass (the card number itself is not kept). */
    challengePasses: boolean(),
    /** Set when a card was submitted: a timeout card never answers after that. */
    submittedAt: timestamp({ withTimezone: true }),
    cashCode: text().unique(),
    expiresAt: timestamp({ withTimezone: true }),
    refundedMinor: integer().notNull().default(0),
    /** Each refund given, by the merchant's idempotency key: a retried refund answers the one already given. */
    refunds: jsonb().$type<{ id: string; key: string; amountMinor: number; at: string }[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sandbox_gateway_sessions_amount_check", sql`${table.amountMinor} > 0`),
    check("sandbox_gateway_sessions_last4_check", sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Signed notifications to the merchant, retried with backoff until it answers 2xx (kept across restarts). */
export const sandboxGatewayNotifications = pgTable(
  "sandbox_gateway_notifications",
  {
    eventId: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sandboxGatewaySessions.id),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sandbox_gateway_notifications_due_idx").on(table.nextAttemptAt)],
);
