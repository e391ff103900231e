import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { agencies } from "./agencies.ts";
import { orders } from "./orders.ts";

/** Binary content (bytea): node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One row per year: the last sheet number handed out. A filing takes the next number with
 * `UPDATE ... SET last_number = last_number + 1 RETURNING` inside its own transaction, so the row stays locked until
 * the complaint commits: numbers are consecutive and a rolled-back filing gives its number back (a sequence would
 * leave a gap). Decision 019.
 */
export const complaintCounters = pgTable(
  "complaint_counters",
  {
    year: smallint().primaryKey(),
    lastNumber: integer().notNull().default(0),
  },
  (table) => [
    check("complaint_counters_number_check", sql`${table.lastNumber} between 0 and 999999999`),
    check("complaint_counters_year_check", sql`${table.year} between 2000 and 2999`),
  ],
);

/**
 * The virtual complaints book (Ley 29571 arts. 150-152, D.S. 011-2011-PCM): one row per filed sheet. Kept at least
 * two years: there is no delete path in the application.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid().primaryKey().defaultRandom(),
    year: smallint().notNull(),
    number: integer().notNull(),
    /** 'virtual' (Tienda virtual) or 'agency' (agencyId set); storeName keeps the name shown on the sheet. */
    channel: text({ enum: ["virtual", "agency"] }).notNull(),
    agencyId: integer().references(() => agencies.id),
    storeName: text().notNull(),
    filedAt: timestamptz().notNull().defaultNow(),
    /** 15 business days after the filing date (Ley 31435), America/Lima calendar. */
    answerDueOn: date({ mode: "string" }).notNull(),
    status: text({ enum: ["recibido", "en_atencion", "respondido"] })
      .notNull()
      .default("recibido"),
    firstNames: text().notNull(),
    lastNames: text().notNull(),
    address: text().notNull(),
    documentType: text({ enum: ["DNI", "CE", "PAS", "RUC"] }).notNull(),
    documentNumber: text().notNull(),
    phone: text().notNull(),
    /** Lower-cased: the look-up compares it exactly. */
    email: text().notNull(),
    isMinor: boolean().notNull().default(false),
    guardianName: text(),
    guardianDocumentType: text({ enum: ["DNI", "CE", "PAS", "RUC"] }),
    guardianDocumentNumber: text(),
    guardianPhone: text(),
    guardianEmail: text(),
    goodType: text({ enum: ["producto", "servicio"] }).notNull(),
    /** Amount claimed in minor units (céntimos / cents) with its currency, or neither. */
    amountMinor: integer(),
    currency: text({ enum: ["PEN", "USD"] }),
    goodDescription: text().notNull(),
    /** Optional booking (order) code as typed (normalised to capitals). */
    bookingCode: text(),
    /** The order (of any product) that code names, when its contact e-mail is the consumer's (or the guardian's). */
    orderId: uuid().references(() => orders.id),
    kind: text({ enum: ["reclamo", "queja"] }).notNull(),
    detail: text().notNull(),
    consumerRequest: text().notNull(),
    answerText: text(),
    answeredAt: timestamptz(),
    updatedAt: timestamptz().notNull().defaultNow(),
    /**
     * A sheet of a store's physical book entered by staff: the number printed on the paper sheet, who entered it and
     * when (filedAt keeps the paper's original date and time). All null for a sheet filed online.
     */
    paperSheetNumber: text(),
    enteredBy: text(),
    enteredAt: timestamptz(),
  },
  (table) => [
    unique("complaints_year_number_key").on(table.year, table.number),
    index("complaints_email_idx").on(table.email),
    index("complaints_order_idx").on(table.orderId),
    check("complaints_number_check", sql`${table.number} between 1 and 999999999`),
    check("complaints_channel_check", sql`(${table.channel} = 'agency') = (${table.agencyId} is not null)`),
    check(
      "complaints_amount_check",
      sql`(${table.amountMinor} is null) = (${table.currency} is null) and coalesce(${table.amountMinor}, 0) >= 0`,
    ),
    check(
      "complaints_guardian_check",
      sql`not ${table.isMinor} or (${table.guardianName} is not null and ${table.guardianDocumentNumber} is not null and ${table.guardianPhone} is not null)`,
    ),
    // One entry per paper sheet of a store: entering the same sheet twice is refused (a double submit, two staff).
    unique("complaints_paper_sheet_key").on(table.agencyId, table.paperSheetNumber),
    check(
      "complaints_paper_check",
      sql`(${table.paperSheetNumber} is null) = (${table.enteredBy} is null) and (${table.enteredBy} is null) = (${table.enteredAt} is null) and (${table.paperSheetNumber} is null or ${table.channel} = 'agency')`,
    ),
    check("complaints_detail_check", sql`char_length(${table.detail}) between 1 and 2000`),
    check(
      "complaints_answer_check",
      sql`(${table.status} = 'respondido') = (${table.answerText} is not null and ${table.answeredAt} is not null)`,
    ),
  ],
);

/** Every change of a complaint's status, with its time and actor (the filing itself is the first row). */
export const complaintEvents = pgTable(
  "complaint_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id),
    fromStatus: text({ enum: ["recibido", "en_atencion", "respondido"] }),
    toStatus: text({ enum: ["recibido", "en_atencion", "respondido"] }).notNull(),
    /** Who made the change: 'consumidor' for the filing, a back-office user's e-mail later. */
    actor: text().notNull(),
    at: timestamptz().notNull().defaultNow(),
  },
  (table) => [index("complaint_events_complaint_idx").on(table.complaintId)],
);

/** Files attached to a sheet, stored in the database with it (decision 019: one transaction, one backup). */
export const complaintAttachments = pgTable(
  "complaint_attachments",
  {
    id: uuid().primaryKey().defaultRandom(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id),
    position: smallint().notNull(),
    fileName: text().notNull(),
    /** Detected from the content (magic bytes), never taken from the client. */
    contentType: text({ enum: ["application/pdf", "image/jpeg", "image/png", "image/webp"] }).notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
  },
  (table) => [
    unique("complaint_attachments_position_key").on(table.complaintId, table.position),
    check("complaint_attachments_size_check", sql`${table.sizeBytes} between 1 and 5242880`),
  ],
);

/**
 * Short-lived permissions to see a sheet (its confirmation, print view and PDF), handed to the browser that filed it
 * or looked it up with number + e-mail, as an httpOnly cookie. Only the token's SHA-256 is stored.
 */
export const complaintViewGrants = pgTable(
  "complaint_view_grants",
  {
    tokenHash: text().primaryKey(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id),
    expiresAt: timestamptz().notNull(),
  },
  (table) => [index("complaint_view_grants_expires_idx").on(table.expiresAt)],
);

/** Peruvian national holidays (non-working days for the answer deadline); data, seeded per year. */
export const nationalHolidays = pgTable("national_holidays", {
  day: date({ mode: "string" }).primaryKey(),
  name: text().notNull(),
});

function timestamptz() {
  return timestamp({ withTimezone: true });
}
