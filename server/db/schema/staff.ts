import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

type StaffRole = "asesor" | "atencion" | "contenido" | "inventario" | "administrador";

/**
 * The agency's staff (the back office under /gestion), apart from customer accounts. No default password: a user
 * gets a one-time link to set it, then enrols a TOTP second factor. E-mails are stored lower-cased.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    roles: jsonb().$type<StaffRole[]>().notNull().default([]),
    /** scrypt PHC string, the customers' KDF (accounts/password-hash.server.ts); null until the link is used. */
    passwordHash: text(),
    /** Base32 TOTP secret (RFC 6238); confirmed once the user typed a valid code from the app. */
    totpSecret: text(),
    totpConfirmedAt: timestamp({ withTimezone: true }),
    /** The last 30-second step accepted: a code is never accepted twice. */
    totpLastStep: bigint({ mode: "number" }).notNull().default(0),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_users_email_key").on(table.email),
    check("staff_users_failed_check", sql`${table.failedAttempts} >= 0`),
  ],
);

/** One-time links (set the password). Only the token's SHA-256 is stored. */
export const staffTokens = pgTable("staff_tokens", {
  tokenHash: text().primaryKey(),
  staffUserId: uuid()
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  purpose: text({ enum: ["set-password"] }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of the second factor (their SHA-256), shown once at enrolment. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    codeHash: text().primaryKey(),
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("staff_recovery_codes_user_idx").on(table.staffUserId)],
);

/**
 * Back-office sessions. `stage`: 'password' (password checked, second factor pending), 'enrol' (password just set,
 * second factor to enrol) or 'full'. Idle timeout 15 minutes.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text().primaryKey(),
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    stage: text({ enum: ["password", "enrol", "full"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_user_idx").on(table.staffUserId)],
);

/** Every sign-in attempt of the back office, successful or not. */
export const staffSignIns = pgTable(
  "staff_sign_ins",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    staffUserId: uuid().references(() => staffUsers.id, { onDelete: "set null" }),
    email: text().notNull(),
    outcome: text({
      enum: ["ok", "bad_password", "bad_code", "recovery_code", "locked", "disabled", "unknown"],
    }).notNull(),
    ip: text(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_sign_ins_user_idx").on(table.staffUserId, table.at)],
);

/**
 * The audit trail: who changed what entity, when, with the values before and after. Append-only: a trigger
 * refuses UPDATE and DELETE (migration of the staff tables).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.at),
    index("audit_log_at_idx").on(table.at),
  ],
);
