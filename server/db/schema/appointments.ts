import { sql } from "drizzle-orm";
import {
  boolean,
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
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { agencies } from "./agencies.ts";
import { users } from "./accounts.ts";
import { preRegistrations } from "./pre-registration.ts";

/** Wall-clock opening ranges per weekday (0 Sunday ... 6 Saturday), "HH:MM" in Lima time. */
export type WeeklyHours = Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", Array<[string, string]>>>;

/**
 * Where appointments happen and when: one row per store (`tienda-<agency id>`) and one for the virtual advisers
 * (`virtual`). Operators edit these rows (docs/appointments.md); `advisers` is the places per slot.
 */
export const appointmentSchedules = pgTable(
  "appointment_schedules",
  {
    locationKey: varchar({ length: 20 }).primaryKey(),
    agencyId: integer().references(() => agencies.id),
    weeklyHours: jsonb().$type<WeeklyHours>().notNull(),
    slotMinutes: smallint().notNull().default(30),
    advisers: smallint().notNull().default(2),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("appointment_schedules_slot_check", sql`${table.slotMinutes} between 10 and 240`),
    check("appointment_schedules_advisers_check", sql`${table.advisers} between 0 and 50`),
  ],
);

/** Places taken per slot: created on the first booking, taken and given back with conditional updates. */
export const appointmentSlots = pgTable(
  "appointment_slots",
  {
    locationKey: varchar({ length: 20 }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: smallint().notNull(),
    booked: smallint().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.locationKey, table.startsAt] }),
    check("appointment_slots_booked_check", sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);

export const APPOINTMENT_STATUSES = ["booked", "cancelled", "checked_in"] as const;
export const APPOINTMENT_REASONS = ["vuelos", "paquetes", "seguros", "post-venta"] as const;

/** A customer's appointment with an adviser, at a store or by video call. */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: varchar({ length: 12 }).notNull().unique(),
    locationKey: varchar({ length: 20 }).notNull(),
    agencyId: integer().references(() => agencies.id),
    reason: text({ enum: APPOINTMENT_REASONS }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default("booked"),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 80 }).notNull(),
    docType: text({ enum: ["CE", "DNI", "PAS"] }).notNull(),
    docNumber: varchar({ length: 12 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 15 }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Video call address of a virtual appointment. */
    videoUrl: text(),
    /** The customer's note for the adviser ('Paquete: Máncora, salida del 12/03/2027'), shown at the store's desk. */
    comment: varchar({ length: 300 }),
    /** iCalendar SEQUENCE: raised on every change, so calendars replace the entry. */
    sequence: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("appointments_status_check", sql`${table.status} in ('booked', 'cancelled', 'checked_in')`),
    index("appointments_user_idx").on(table.userId),
    index("appointments_starts_idx").on(table.locationKey, table.startsAt),
  ],
);

/** Every change of an appointment, with time and actor ("cliente", "recepcion", "sistema"). */
export const appointmentChanges = pgTable("appointment_changes", {
  id: uuid().primaryKey().defaultRandom(),
  appointmentId: uuid()
    .notNull()
    .references(() => appointments.id, { onDelete: "cascade" }),
  action: text({ enum: ["booked", "rescheduled", "cancelled", "checked_in"] }).notNull(),
  actor: varchar({ length: 20 }).notNull(),
  detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The last turn number given per store and Lima day: taken in the check-in's transaction, so numbers have no gaps. */
export const storeTurnCounters = pgTable(
  "store_turn_counters",
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    day: date({ mode: "string" }).notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.day] })],
);

export const TURN_SOURCES = ["cita", "preinscripcion", "sin-cita"] as const;
export const TURN_STATUSES = ["waiting", "called"] as const;

/** One customer's place in a store's queue of the day (the reception kiosk). */
export const storeTurns = pgTable(
  "store_turns",
  {
    id: uuid().primaryKey().defaultRandom(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id),
    day: date({ mode: "string" }).notNull(),
    number: integer().notNull(),
    source: text({ enum: TURN_SOURCES }).notNull(),
    reason: text({ enum: APPOINTMENT_REASONS }).notNull(),
    appointmentId: uuid().references(() => appointments.id),
    preRegistrationId: uuid().references(() => preRegistrations.id),
    firstName: varchar({ length: 50 }),
    email: varchar({ length: 100 }),
    status: text({ enum: TURN_STATUSES }).notNull().default("waiting"),
    /** The desk ("módulo") a called turn goes to. */
    desk: smallint(),
    calledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("store_turns_number_key").on(table.agencyId, table.day, table.number),
    unique("store_turns_appointment_key").on(table.appointmentId),
    unique("store_turns_pre_registration_key").on(table.preRegistrationId, table.day),
    check("store_turns_number_check", sql`${table.number} > 0`),
    index("store_turns_queue_idx").on(table.agencyId, table.day, table.status),
  ],
);

/**
 * A store's reception access (owned by the reception feature): the PIN failures of the current 15-minute window,
 * counted before each comparison so every instance shares the limit, and the generation bound into the store's kiosk
 * and call-page cookies (a revocation raises it, and every cookie issued before stops working).
 */
export const receptionAccess = pgTable(
  "reception_access",
  {
    agencyId: integer()
      .primaryKey()
      .references(() => agencies.id),
    generation: integer().notNull().default(1),
    pinFailures: integer().notNull().default(0),
    failureWindowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check("reception_access_generation_check", sql`${table.generation} > 0`),
    check("reception_access_pin_failures_check", sql`${table.pinFailures} >= 0`),
  ],
);
