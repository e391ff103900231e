import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BookingPrice, ContactInput, InvoiceInput } from "#app/features/flights/booking/booking-contract.ts";
import type { FareFamily, FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { users } from "./accounts.ts";
import { flightSchedules } from "./flights.ts";

const timestamptz = () => timestamp({ withTimezone: true });

/** A flight booking (issue 18): held with seats, then paid, ticketed, or ended. States: booking-states.server.ts. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 6 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789 (nothing ambiguous). */
    code: char({ length: 6 }).notNull(),
    state: text({ enum: ["held", "pending_payment", "confirmed", "ticketed", "expired", "cancelled"] })
      .notNull()
      .default("held"),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The checkout session that created it (binds it to that browser). */
    checkoutId: text().notNull(),
    contact: jsonb().$type<ContactInput>().notNull(),
    /** Lower-cased contact e-mail: guests find their booking with it and the code. */
    contactEmail: text().notNull(),
    invoice: jsonb().$type<InvoiceInput>(),
    dataProcessingConsentAt: timestamptz().notNull(),
    marketingConsent: boolean().notNull(),
    /** The re-priced offer, one option per slice, as held. */
    offer: jsonb().$type<FlightOffer>().notNull(),
    fareFamily: jsonb().$type<FareFamily>().notNull(),
    price: jsonb().$type<BookingPrice>().notNull(),
    totalMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull().default("USD"),
    adults: smallint().notNull(),
    children: smallint().notNull(),
    infants: smallint().notNull(),
    /** First departure's local date. */
    travelDate: date({ mode: "string" }).notNull(),
    holdExpiresAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_code_idx").on(table.code),
    index("bookings_user_idx").on(table.userId),
    index("bookings_checkout_idx").on(table.checkoutId),
    index("bookings_hold_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.state} in ('held', 'pending_payment')`),
    check(
      "bookings_state_check",
      sql`${table.state} in ('held', 'pending_payment', 'confirmed', 'ticketed', 'expired', 'cancelled')`,
    ),
    check("bookings_code_check", sql`${table.code} ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$'`),
    check(
      "bookings_counts_check",
      sql`${table.adults} >= 1 and ${table.children} >= 0 and ${table.infants} >= 0 and ${table.infants} <= ${table.adults} and ${table.adults} + ${table.children} <= 9`,
    ),
    check("bookings_total_check", sql`${table.totalMinor} >= 0 and ${table.currency} = 'USD'`),
    check(
      "bookings_hold_check",
      sql`${table.state} not in ('held', 'pending_payment') or ${table.holdExpiresAt} is not null`,
    ),
    check("bookings_email_check", sql`${table.contactEmail} = lower(${table.contactEmail})`),
  ],
);

/** The travellers of a booking, in the order of the form. */
export const bookingPassengers = pgTable(
  "booking_passengers",
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    index: smallint().notNull(),
    type: text({ enum: ["ADT", "CHD", "INF"] }).notNull(),
    documentType: text({ enum: ["DNI", "CE", "PASAPORTE"] }).notNull(),
    documentNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date({ mode: "string" }).notNull(),
    nationality: char({ length: 2 }).notNull(),
    gender: char({ length: 1 }).notNull(),
    /** "DNI:12345678": the same document on the same flights is a duplicate. */
    documentKey: text().notNull(),
    /** Names without accents or case, and the birth date: the same person typed with another document. */
    nameKey: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.index] }),
    index("booking_passengers_document_idx").on(table.documentKey),
    index("booking_passengers_name_idx").on(table.nameKey),
    check("booking_passengers_index_check", sql`${table.index} between 0 and 17`),
    check("booking_passengers_type_check", sql`${table.type} in ('ADT', 'CHD', 'INF')`),
    check("booking_passengers_document_check", sql`${table.documentType} in ('DNI', 'CE', 'PASAPORTE')`),
    check("booking_passengers_gender_check", sql`${table.gender} in ('F', 'M')`),
  ],
);

/** Seats a booking took on one flight-date and cabin (flight_inventory.held), until released or confirmed (sold). */
export const bookingSeatHolds = pgTable(
  "booking_seat_holds",
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    scheduleId: integer()
      .notNull()
      .references(() => flightSchedules.id),
    departureDate: date({ mode: "string" }).notNull(),
    cabin: smallint().notNull(),
    seats: smallint().notNull(),
    releasedAt: timestamptz(),
    confirmedAt: timestamptz(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.scheduleId, table.departureDate, table.cabin] }),
    index("booking_seat_holds_flight_idx").on(table.scheduleId, table.departureDate),
    check("booking_seat_holds_seats_check", sql`${table.seats} between 1 and 9`),
    check("booking_seat_holds_cabin_check", sql`${table.cabin} between 0 and 3`),
    check("booking_seat_holds_end_check", sql`${table.releasedAt} is null or ${table.confirmedAt} is null`),
  ],
);

/** Every state change of a booking, with its time and actor. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromState: text(),
    toState: text().notNull(),
    actor: text({ enum: ["customer", "system", "payment", "staff"] }).notNull(),
    at: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    index("booking_events_booking_idx").on(table.bookingId),
    check("booking_events_actor_check", sql`${table.actor} in ('customer', 'system', 'payment', 'staff')`),
    check(
      "booking_events_state_check",
      sql`${table.toState} in ('held', 'pending_payment', 'confirmed', 'ticketed', 'expired', 'cancelled') and (${table.fromState} is null or ${table.fromState} in ('held', 'pending_payment', 'confirmed', 'ticketed'))`,
    ),
  ],
);
