import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { agencies } from "./agencies.ts";

/**
 * Store events people pre-register for (SPEC 7: idCampania, IdDiaCampania/diacampania, idHorario/horario).
 * The specification fixes one day and one time slot per campaign, so they live on the campaign row.
 */
export const eventCampaigns = pgTable("event_campaigns", {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** First letters of every inscription code of this campaign (e.g. "CP" → CP-7K3M-9QXA). */
  codePrefix: varchar({ length: 4 }).notNull(),
  dayId: integer().notNull(),
  dayLabel: text().notNull(),
  eventDate: date({ mode: "string" }).notNull(),
  timeSlotId: integer().notNull(),
  timeSlotLabel: text().notNull(),
  /** The one campaign the /tusdatos form registers for is the open one with the nearest date. */
  registrationOpen: boolean().notNull().default(true),
  /** Demo row: the Lima day its seeded dates were computed from (refreshed on later starts while unedited); null otherwise. */
  seededOn: date({ mode: "string" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Managed image galleries by code (SPEC 7 "Gallery load"): TUS_DATOS holds the desktop (1st) and mobile (2nd) banner. */
export const contentGalleryImages = pgTable(
  "content_gallery_images",
  {
    galleryCode: text().notNull(),
    position: smallint().notNull(),
    src: text().notNull(),
    alt: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.galleryCode, table.position] })],
);

/**
 * The agency's client registry the document look-up searches (SPEC 7 PreRegistroSIT/Buscar). It holds e-mail and
 * phone too, which the look-up never returns (docs/decisions/007-pre-registration-lookup-privacy.md).
 */
export const peopleDirectory = pgTable(
  "people_directory",
  {
    docType: text({ enum: ["CE", "DNI", "PAS"] }).notNull(),
    docNumber: varchar({ length: 12 }).notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    mLastName: varchar({ length: 50 }).notNull(),
    birthDate: date({ mode: "string" }).notNull(),
    email: varchar({ length: 100 }),
    phone: varchar({ length: 15 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.docType, table.docNumber] })],
);

/** One submitted pre-registration (the form's store, medium and consents); its passengers are below. */
export const preRegistrations = pgTable(
  "pre_registrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    inscriptionCode: varchar({ length: 20 }).notNull().unique(),
    /** Sent by the form per submission attempt: a retry with the same key replays this row instead of adding one. */
    idempotencyKey: varchar({ length: 100 }).notNull().unique(),
    /** SHA-256 of the validated submission, to tell a true retry from a reused key with other data. */
    requestHash: varchar({ length: 64 }).notNull(),
    campaignId: integer()
      .notNull()
      .references(() => eventCampaigns.id),
    dayId: integer().notNull(),
    timeSlotId: integer().notNull(),
    mediumId: smallint().notNull(),
    otherMedium: varchar({ length: 100 }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    privacyConsent: boolean().notNull(),
    dataUseConsent: boolean().notNull(),
    passengerCount: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("pre_registrations_medium_check", sql`${table.mediumId} between 1 and 6`),
    check("pre_registrations_consents_check", sql`${table.privacyConsent} and ${table.dataUseConsent}`),
    check("pre_registrations_passenger_count_check", sql`${table.passengerCount} between 1 and 20`),
    index("pre_registrations_campaign_idx").on(table.campaignId, table.createdAt),
  ],
);

/** Passengers of a registration, in form order (position 0 is the first passenger, who gets the e-mail). */
export const preRegistrationPassengers = pgTable(
  "pre_registration_passengers",
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationId: uuid()
      .notNull()
      .references(() => preRegistrations.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    docType: text({ enum: ["CE", "DNI", "PAS"] }).notNull(),
    docNumber: varchar({ length: 12 }).notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    mLastName: varchar({ length: 50 }).notNull(),
    birthDate: date({ mode: "string" }).notNull(),
    /** "1" masculino, "2" femenino; null when not given (the field is optional). */
    gender: varchar({ length: 1 }),
    email: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 15 }).notNull(),
    nationality: varchar({ length: 2 }).notNull().default("PE"),
  },
  (table) => [
    unique("pre_registration_passengers_position_key").on(table.registrationId, table.position),
    unique("pre_registration_passengers_document_key").on(table.registrationId, table.docType, table.docNumber),
    check("pre_registration_passengers_doc_type_check", sql`${table.docType} in ('CE', 'DNI', 'PAS')`),
    check("pre_registration_passengers_dni_check", sql`${table.docType} <> 'DNI' or ${table.docNumber} ~ '^[0-9]{8}$'`),
    check("pre_registration_passengers_position_check", sql`${table.position} between 0 and 19`),
    index("pre_registration_passengers_document_idx").on(table.docType, table.docNumber),
  ],
);
