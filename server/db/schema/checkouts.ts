import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * The checkout session (issue 18): what a browser chose on its way to a booking, kept server-side so a refresh, the
 * back button or a server restart loses nothing. The browser holds only a random token in an HttpOnly cookie; this
 * table keeps its SHA-256 (a database leak gives no usable checkout). A signed-in creator binds it to the user too.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    offerId: text().notNull(),
    optionIds: jsonb().$type<string[]>().notNull(),
    fareFamilyCode: text().notNull(),
    /** The flight results URL (path and query) the offer came from: where a lost checkout sends the visitor. */
    searchUrl: text(),
    withAssistance: boolean().notNull().default(false),
    /** 1 Beneficios, 2 Pasajeros, 3 Revisar y pagar: the furthest step the visitor may open. */
    stepReached: smallint().notNull().default(1),
    /** Set once 'Pasajeros' held a booking (the bookings table's id). */
    bookingId: uuid(),
    /** The total (USD minor units, add-ons included) the visitor last saw and accepted. */
    acceptedTotalMinor: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("checkouts_expires_idx").on(table.expiresAt),
    check("checkouts_step_check", sql`${table.stepReached} between 1 and 3`),
    check("checkouts_total_check", sql`${table.acceptedTotalMinor} >= 0`),
  ],
);
