import { sql } from "drizzle-orm";
import { boolean, check, date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Life cycle of a contact (docs/decisions/020): pending until the e-mailed link is clicked, then active. */
export const NEWSLETTER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter contacts (SPEC 3 and 5.4, issue 17). The e-mail is unique without regard to case (`emailNormalized`); the
 * consent texts the visitor accepted are stored with the time, as proof of consent. Double opt-in (Ley 29733): only
 * the SHA-256 of the confirmation token is kept; the unsubscribe token is kept as is because every later newsletter
 * e-mail must carry it.
 */
export const newsletterContacts = pgTable(
  "newsletter_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    lastname: text().notNull(),
    email: text().notNull(),
    /** Lower-cased e-mail: the duplicate check. */
    emailNormalized: text().notNull().unique(),
    privacyPolicy: boolean().notNull(),
    dataPolicy: boolean().notNull(),
    privacyPolicyText: text().notNull(),
    dataPolicyText: text().notNull(),
    /** Channel of the subscription (API_WEB for this site). */
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Optional data of the full subscription page (/suscribirse). */
    birthDate: date(),
    docType: text(),
    docNumber: text(),
    status: text({ enum: NEWSLETTER_STATUSES }).notNull().default("pending"),
    /** When the consent now in force was given (a re-subscription gives it again). */
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmTokenHash: text().unique(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribeToken: text().unique(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("newsletter_contacts_document_check", sql`(${table.docType} is null) = (${table.docNumber} is null)`),
    check("newsletter_contacts_status_check", sql`${table.status} in ('pending', 'active', 'unsubscribed')`),
  ],
);
