import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Transactional e-mail outbox: a row is written in the same transaction as the change that causes the
 * message; a worker delivers it (at-least-once, de-duplicated by dedupeKey) and records the outcome.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Unique per logical message so a retried write never queues the same e-mail twice. */
    dedupeKey: text().notNull().unique(),
    template: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    messageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Files sent with an outbox message (e.g. a complaint sheet's PDF); queued in the same transaction as the message. */
export const emailOutboxAttachments = pgTable(
  "email_outbox_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    outboxId: uuid()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (table) => [unique("email_outbox_attachments_position_key").on(table.outboxId, table.position)],
);
