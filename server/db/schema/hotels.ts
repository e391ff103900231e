import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
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

const timestamptz = () => timestamp({ withTimezone: true });

/** A cancellation tier: up to `daysBefore` days before arrival the guest pays `penaltyPercent` of the stay. */
export type CancellationTier = { daysBefore: number; penaltyPercent: number };
/** Children of `fromAge`..`toAge` pay `percentOfAdult` of an extra adult's night (0: free). */
export type ChildBand = { fromAge: number; toAge: number; percentOfAdult: number };

/** Hotels of our contracted inventory (docs/hotels.md). `destinationCode` is the search's city or area code. */
export const hotels = pgTable(
  "hotels",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    /** Supplier that sells it ("inventory": our own contracts). */
    supplier: text().notNull().default("inventory"),
    name: text().notNull(),
    destinationCode: char({ length: 3 }).notNull(),
    /** ISO country code: IGV applies only to hotels in Peru. */
    countryCode: char({ length: 2 }).notNull(),
    stars: smallint().notNull(),
    district: text().notNull(),
    address: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** Paths under /images/hoteles/. */
    photos: jsonb().$type<string[]>().notNull(),
    amenities: jsonb().$type<string[]>().notNull(),
    checkInTime: char({ length: 5 }).notNull(),
    checkOutTime: char({ length: 5 }).notNull(),
    policies: jsonb().$type<string[]>().notNull(),
    childBands: jsonb().$type<ChildBand[]>().notNull(),
    /** Higher first in 'Recomendados'. */
    score: smallint().notNull().default(50),
    currency: char({ length: 3 }).notNull().default("USD"),
    active: boolean().notNull().default(true),
  },
  (table) => [
    check("hotels_stars_check", sql`${table.stars} between 1 and 5`),
    check("hotels_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("hotels_destination_idx").on(table.destinationCode),
  ],
);

/** A room type of a hotel and who fits in it. */
export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    maxAdults: smallint().notNull(),
    maxChildren: smallint().notNull(),
    maxGuests: smallint().notNull(),
    /** Seed values the nightly rows are generated from (docs/hotels.md). */
    baseDoubleMinor: integer().notNull(),
    dailyAllotment: smallint().notNull(),
  },
  (table) => [
    check("hotel_room_types_guests_check", sql`${table.maxAdults} >= 1 and ${table.maxGuests} >= ${table.maxAdults}`),
    uniqueIndex("hotel_room_types_code_idx").on(table.hotelId, table.code),
  ],
);

/** A way to sell a room type: board, cancellation tiers, prepayment and how it changes the room's price. */
export const hotelRatePlans = pgTable(
  "hotel_rate_plans",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id),
    code: text().notNull(),
    name: text().notNull(),
    /** room_only, breakfast, half_board, all_inclusive. */
    board: text().notNull(),
    /** Supplement per guest aged 3 or more and night for the board, in minor units. */
    boardPerGuestMinor: integer().notNull().default(0),
    /** Discount on the room's price, in percent (non-refundable plans). */
    discountPercent: smallint().notNull().default(0),
    refundable: boolean().notNull(),
    /** Ordered by daysBefore descending; the first tier whose daysBefore <= days left applies. */
    cancellationTiers: jsonb().$type<CancellationTier[]>().notNull(),
    /** 'full': paid when booking; 'deposit': 30% now, the rest 15 days before arrival. */
    prepayment: text().notNull(),
  },
  (table) => [
    check(
      "hotel_rate_plans_board_check",
      sql`${table.board} in ('room_only', 'breakfast', 'half_board', 'all_inclusive')`,
    ),
    check("hotel_rate_plans_prepayment_check", sql`${table.prepayment} in ('full', 'deposit')`),
    check("hotel_rate_plans_discount_check", sql`${table.discountPercent} between 0 and 50`),
    uniqueIndex("hotel_rate_plans_code_idx").on(table.roomTypeId, table.code),
  ],
);

/**
 * One room type on one night: its allotment, what is sold and held, the restrictions and the room's price by
 * occupancy. Holds take rows with conditional updates; the CHECK makes overselling impossible.
 */
export const hotelRoomNights = pgTable(
  "hotel_room_nights",
  {
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id),
    night: date({ mode: "string" }).notNull(),
    allotment: smallint().notNull(),
    sold: smallint().notNull().default(0),
    held: smallint().notNull().default(0),
    stopSell: boolean().notNull().default(false),
    closedToArrival: boolean().notNull().default(false),
    closedToDeparture: boolean().notNull().default(false),
    minStay: smallint().notNull().default(1),
    maxStay: smallint().notNull().default(30),
    /** The allotment goes back to the hotel this many days before the night. */
    releaseDays: smallint().notNull().default(0),
    /** The room's price for one, two and three adults (null: that occupancy is not sold). */
    singleMinor: integer(),
    doubleMinor: integer().notNull(),
    tripleMinor: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.roomTypeId, table.night] }),
    check(
      "hotel_room_nights_counts_check",
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.allotment}`,
    ),
    check("hotel_room_nights_stay_check", sql`${table.minStay} >= 1 and ${table.maxStay} >= ${table.minStay}`),
  ],
);

/** Rooms held (then confirmed, released or cancelled) on every night of one stay. */
export const hotelHolds = pgTable(
  "hotel_holds",
  {
    id: uuid().primaryKey().defaultRandom(),
    ratePlanId: integer()
      .notNull()
      .references(() => hotelRatePlans.id),
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id),
    checkIn: date({ mode: "string" }).notNull(),
    checkOut: date({ mode: "string" }).notNull(),
    rooms: smallint().notNull(),
    /** held, confirmed, released, cancelled. */
    state: text().notNull().default("held"),
    /** A retried hold with the same key answers the first hold. */
    idempotencyKey: text().unique(),
    totalMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    expiresAt: timestamptz().notNull(),
    /** A cancelled stay: what its rate plan's tier kept and the refund due to the guest (minor units of `currency`). */
    penaltyMinor: integer(),
    refundDueMinor: integer(),
    cancelledAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    check("hotel_holds_state_check", sql`${table.state} in ('held', 'confirmed', 'released', 'cancelled')`),
    check("hotel_holds_dates_check", sql`${table.checkOut} > ${table.checkIn}`),
    check("hotel_holds_rooms_check", sql`${table.rooms} between 1 and 4`),
    index("hotel_holds_state_idx").on(table.state, table.expiresAt),
  ],
);
