import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Newsletter contacts (SPEC 3 and 5.4). The e-mail is unique without regard to case (`emailNormalized`); the consent
 * texts the visitor accepted are stored with the time, as proof of consent.
 */
export const newsletterContacts = pgTable("newsletter_contacts", {
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
});
