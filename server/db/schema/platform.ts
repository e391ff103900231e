import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Idempotency keys (server/idempotency.ts): the first answer to a write a client may repeat, stored in the same
 * transaction as the write, replayed for a retry with the same key and request.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The kind of write ("complaints.file", "bookings.passengers"): a key is only unique within its scope. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 (hex) of the canonical JSON of the request: the same key with another request is a conflict. */
    fingerprint: text().notNull(),
    response: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/**
 * Scheduled work (server/jobs): hold expiry, payment deadlines, notification retries. One row per logical job
 * (`key`); every server instance polls and claims due rows with `for update skip locked` and a lease.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unique per logical job ("bookings.expire-hold:K7M2QX"): scheduling it again moves it instead of adding one. */
    key: text().notNull().unique(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ["pending", "running", "done", "failed"] })
      .notNull()
      .default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** While running: when the lease of the instance that claimed it ends (a crashed instance's job runs again). */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("scheduled_jobs_due_idx").on(table.status, table.runAt),
    check("scheduled_jobs_attempts_check", sql`${table.attempts} >= 0`),
  ],
);
