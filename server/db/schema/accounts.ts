import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Accounts (SPEC 3, 6): personal (isPerson) or business (ruc, businessName). E-mails are stored lower-cased.
 * A deleted account keeps its row (future bookings reference it) with every personal field erased (Ley 29733).
 */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** scrypt PHC string (see password-hash.server.ts); null for accounts created through social sign-in. */
    passwordHash: text(),
    isPerson: boolean().notNull().default(true),
    firstName: text().notNull(),
    fatherLastname: text().notNull(),
    motherLastname: text().notNull().default(""),
    ruc: text(),
    businessName: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** 'G' for Google (SPEC 3 SocialNetwork) and the provider's subject id. */
    socialNetwork: text({ enum: ["G"] }),
    idSocialNetwork: text(),
    image: text(),
    documentType: text({ enum: ["DNI", "CE", "PAS"] }),
    documentNumber: text(),
    birthDate: date({ mode: "string" }),
    phone: text(),
    travelInterests: jsonb().$type<string[]>().notNull().default([]),
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_social_key")
      .on(table.socialNetwork, table.idSocialNetwork)
      .where(sql`${table.socialNetwork} is not null`),
  ],
);

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Single-use e-mailed tokens (confirmation, password reset). Only the SHA-256 of the token is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["confirm-email", "reset-password"] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId, table.purpose, table.createdAt)],
);

/** Failed sign-in attempts per account (normalised e-mail, known or not) and per IP, for the progressive delay. */
export const authFailures = pgTable(
  "auth_failures",
  {
    id: uuid().primaryKey().defaultRandom(),
    scope: text({ enum: ["account", "ip"] }).notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_failures_key_idx").on(table.scope, table.key, table.createdAt)],
);

/** Frequent travellers of an account, to prefill checkouts. */
export const travellers = pgTable(
  "travellers",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text().notNull(),
    fatherLastname: text().notNull(),
    motherLastname: text().notNull().default(""),
    documentType: text({ enum: ["DNI", "CE", "PAS"] }).notNull(),
    documentNumber: text().notNull(),
    birthDate: date({ mode: "string" }).notNull(),
    gender: text({ enum: ["F", "M"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("travellers_user_idx").on(table.userId, table.createdAt)],
);
