import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/*
 * The payments domain (issue 19, docs/decisions/023-payments.md). A payment belongs to a "payable" (a product's
 * record: kind + id) and knows nothing of what was sold. Card data never reaches these tables: only the brand and
 * the last four digits the provider reports.
 */

/** SPEC 3 "Bank payment info" shape (app/features/payments/payment-contract.ts BankSteps). */
type BankStepsJson = { Imagen: string; Name: string; PaymentSteps: Array<{ Step: string; Value: string }> };

const PAYMENT_STATUSES = ["pending", "approved", "declined", "expired", "cancelled", "refunded"] as const;

export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    payableKind: text().notNull(),
    payableId: text().notNull(),
    /** "counter": cash the agency's staff received in person (no provider holds it). */
    provider: text({ enum: ["sandbox", "mercadopago", "counter"] }).notNull(),
    method: text({ enum: ["card", "cash"] }).notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "PEN"] }).notNull(),
    description: text().notNull(),
    /** The product's key for this attempt: a retried submit finds its payment again. */
    idempotencyKey: text().notNull(),
    /** The provider's id of the session/preference (set once the provider answered). */
    providerReference: text(),
    /** Where the buyer goes to pay (the provider's hosted page). */
    redirectUrl: text(),
    declineReason: text(),
    installments: smallint(),
    cardBrand: text(),
    cardLast4: text(),
    cashCode: text(),
    cashExpiresAt: timestamptz(),
    /** The provider's steps to pay the code at each bank (SPEC 3 "Bank payment info"). */
    cashBankSteps: jsonb().$type<BankStepsJson[]>(),
    /** The provider took money we cannot keep (record no longer payable, duplicate charge): someone must refund it. */
    needsRefund: boolean().notNull().default(false),
    refundReason: text(),
    refundedAmountMinor: integer(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    unique("payments_idempotency_key").on(table.payableKind, table.payableId, table.idempotencyKey),
    // At most one approved payment counts for a payable; another approval is kept, flagged for refund.
    uniqueIndex("payments_one_approved_idx")
      .on(table.payableKind, table.payableId)
      .where(sql`${table.status} = 'approved' and not ${table.needsRefund}`),
    index("payments_payable_idx").on(table.payableKind, table.payableId),
    index("payments_provider_reference_idx").on(table.provider, table.providerReference),
    check(
      "payments_status_check",
      sql`${table.status} in ('pending', 'approved', 'declined', 'expired', 'cancelled', 'refunded')`,
    ),
    check("payments_amount_check", sql`${table.amountMinor} > 0`),
    check("payments_installments_check", sql`${table.installments} is null or ${table.installments} between 1 and 12`),
    check("payments_last4_check", sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
    check("payments_decline_check", sql`(${table.status} = 'declined') = (${table.declineReason} is not null)`),
    check("payments_refund_reason_check", sql`not ${table.needsRefund} or ${table.refundReason} is not null`),
  ],
);

/** Every status change of a payment, with its time and actor ("notification", "poll", "job", "buyer", "admin"). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    fromStatus: text({ enum: PAYMENT_STATUSES }),
    toStatus: text({ enum: PAYMENT_STATUSES }).notNull(),
    actor: text().notNull(),
    note: text(),
    at: timestamptz().notNull().defaultNow(),
  },
  (table) => [index("payment_events_payment_idx").on(table.paymentId)],
);

/** Every provider notification we recorded, unique by (provider, event id): a replay changes nothing. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: ["sandbox", "mercadopago"] }).notNull(),
    eventId: text().notNull(),
    paymentId: uuid().references(() => payments.id),
    receivedAt: timestamptz().notNull().defaultNow(),
    /** The status the provider reported when we re-read the payment. */
    rawStatus: text().notNull(),
    outcome: text({ enum: ["applied", "unchanged", "refund_flagged", "unknown_payment"] }).notNull(),
  },
  (table) => [unique("payment_notifications_event_key").on(table.provider, table.eventId)],
);

/**
 * Every refund the agency owes a customer, whoever caused it: a cancellation under the product's penalty rules, or
 * an overpayment (an approval for a payable already paid or no longer payable), and when and how it was paid back
 * (a bank transfer recorded by staff). One row per payable, reason, payment and item (none: the whole payable): a retry
 * records nothing new.
 */
/** One refund to the card: the provider's reference, the amount, the Lima day and who gave it. */
export type ProviderRefundJson = { reference: string; amountMinor: number; paidOn: string; provider: string; by: string };

export const refunds = pgTable(
  "refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    payableKind: text().notNull(),
    payableId: text().notNull(),
    /** The kept payment the money came from, when known. */
    paymentId: uuid().references(() => payments.id),
    /** The one item of an order a cancellation gave back (decision 063); null: the whole payable. */
    itemId: uuid(),
    amountMinor: integer().notNull(),
    currency: text({ enum: ["USD", "PEN"] }).notNull(),
    /** A cancellation's part kept by the suppliers (penalty rules) and the agency's commission, same currency. */
    retainedMinor: integer().notNull().default(0),
    commissionMinor: integer().notNull().default(0),
    /** Machine reason: "cancellation" or "overpayment". */
    reason: text().notNull(),
    /** What was kept and why (penalty, commission per item), for staff and the audit trail. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The day the money went back (Lima date) and the transfer's reference; both null while due. */
    paidOn: date({ mode: "string" }),
    paidReference: text(),
    /** What went back so far: the whole amount once paid, part of it after a partial refund to the card. */
    paidMinor: integer().notNull().default(0),
    /** Each refund given through the payment's provider, with the provider's reference (oldest first). */
    providerRefunds: jsonb().$type<ProviderRefundJson[]>().notNull().default([]),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    unique("refunds_payable_reason_payment_key")
      .on(table.payableKind, table.payableId, table.reason, table.paymentId, table.itemId)
      .nullsNotDistinct(),
    // A cancellation that gives nothing back is still a row: it records what was retained.
    check(
      "refunds_amount_check",
      sql`${table.amountMinor} > 0 or (${table.reason} = 'cancellation' and ${table.amountMinor} = 0)`,
    ),
    check("refunds_retained_check", sql`${table.retainedMinor} >= 0 and ${table.commissionMinor} >= 0`),
    check("refunds_paid_minor_check", sql`${table.paidMinor} between 0 and ${table.amountMinor}`),
    check("refunds_paid_check", sql`(${table.paidOn} is null) = (${table.paidReference} is null)`),
  ],
);

function timestamptz() {
  return timestamp({ withTimezone: true });
}
