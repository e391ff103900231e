/**
 * A source of hotel rooms (docs/hotels.md), as flights have FlightSupplier: our own contracted inventory is the
 * first implementation; a bed bank, channel manager or Duffel Stays (issue 43) is a later one of the same interface.
 * Every reference that crosses it is the supplier's own opaque string (decision 056): the rate's offer id, the hold
 * reference, the booking reference. Only the supplier that gave one reads it; our tables' row ids stay inside the
 * inventory supplier.
 */
import type { Tx } from "#db";
import type { Board, CancellationTier, GuestRoom } from "./hotel-types.ts";

/**
 * A supplier refusing to hold a stay, in the port's neutral terms: `kind` says why (no rooms left, or the rate is no
 * longer sold). `customerMessage` is Spanish (Peru) text for the customer, set only by a supplier that writes for
 * our customers (our own inventory, whose rules it explains); an adapter of an outside system leaves it null and
 * puts the system's own words in `detail`, for the log only. The hotel product says the rest in its own words.
 */
export class StayRefusal extends Error {
  readonly kind: "sold_out" | "gone";
  readonly customerMessage: string | null;
  readonly detail: string;

  constructor(kind: "sold_out" | "gone", customerMessage: string | null, detail = "") {
    super(detail || customerMessage || kind);
    this.name = "StayRefusal";
    this.kind = kind;
    this.customerMessage = customerMessage;
    this.detail = detail;
  }
}

export type HotelQuery = {
  /** Destination codes (a city or an area, hotel-places.ts). */
  destinations: string[];
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  /** Lima's date: release days and cancellation deadlines count from it. */
  today: string;
};

/** A rate plan of a room type priced for a stay, or why it cannot be sold. */
export type RateOption = {
  /** The supplier's id of this rate for this stay (opaque; the reserve link and the hold hand it back). */
  offerId: string;
  name: string;
  board: Board;
  refundable: boolean;
  cancellationTiers: CancellationTier[];
  cancellation: string[];
  freeCancellationUntil: string | null;
  available: boolean;
  /** Why it cannot be sold, in Spanish for the customer (as `StayRefusal.customerMessage`); null lets the product say it. */
  unavailableReason: string | null;
  /** Before IGV (the hotel's own taxes included abroad): nights x the nightly price before IGV (stayAmounts). */
  netMinor: number;
  /** With IGV for residents where it applies: the price pages show, exactly nights x perNightMinor. */
  totalMinor: number;
  /** One night's price with IGV where it applies. */
  perNightMinor: number;
  /** The hotel's nights cost different amounts: perNightMinor is their average ("Promedio por noche"). */
  averaged: boolean;
  /** The stay's nightly amounts (all rooms, before IGV), in night order; empty when it cannot be sold. */
  nights: Array<{ night: string; amountMinor: number }>;
};

export type RoomOption = {
  /** The supplier's id of the room type (opaque; a page's key). */
  roomId: string;
  name: string;
  description: string;
  maxAdults: number;
  maxChildren: number;
  fits: boolean;
  rates: RateOption[];
};

export type HotelSummary = {
  slug: string;
  name: string;
  destinationCode: string;
  countryCode: string;
  stars: number;
  district: string;
  address: string;
  latitude: number;
  longitude: number;
  summary: string;
  photos: string[];
  amenities: string[];
  score: number;
  currency: string;
};

export type HotelDetail = HotelSummary & {
  description: string;
  checkInTime: string;
  checkOutTime: string;
  policies: string[];
};

/** A hotel in the results: its cheapest sellable rate for the stay, and its cheapest with free cancellation. */
export type HotelOffer = HotelSummary & {
  cheapest: (RateOption & { roomName: string }) | null;
  /** The cheapest sellable rate with free cancellation: the price under a free-cancellation badge. */
  cheapestFreeCancellation: (RateOption & { roomName: string }) | null;
  boards: Board[];
  freeCancellation: boolean;
};

export type HoldRequest = {
  /** The rate's offer id, as the supplier answered it (RateOption.offerId). */
  offerId: string;
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  today: string;
  /** The same key again answers the first hold instead of holding twice. */
  idempotencyKey?: string;
  holdMinutes?: number;
};

export type HotelHold = {
  /** The supplier's reference of the hold: confirm, extend and release take it. */
  holdRef: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** What the supplier charges for the stay, in its currency. */
  totalMinor: number;
  currency: string;
  /** Until when the supplier keeps the rooms. */
  expiresAt: Date;
};

/** A confirmed stay at the supplier. */
export type HotelBooking = {
  /** The supplier's reference of the booking: cancel takes it. */
  bookingRef: string;
  /** The confirmation the guest is shown and the hotel asks for ("KVH-3F9A21C0"). */
  confirmation: string;
};

/** What the supplier refunds and keeps for a cancelled stay, in its currency. */
export type HotelCancellation = { penaltyPercent: number; penaltyMinor: number; refundMinor: number };

/** What the agency applied when cancelling (the order core's figures), for a supplier that keeps them on its record. */
export type AppliedHotelCancellation = { penaltyMinor: number; refundMinor: number; at: Date };

export interface HotelSupplier {
  /** Short stable id ("inventory"), stored with every hotel. */
  readonly id: string;
  search(query: HotelQuery): Promise<HotelOffer[]>;
  /** One hotel with every room type and rate plan priced for the stay; null when unknown. */
  rates(
    slug: string,
    query: Omit<HotelQuery, "destinations">,
  ): Promise<{ hotel: HotelDetail; rooms: RoomOption[] } | null>;
  /** Takes the rooms on every night of the stay, or none (throws StayRefusal). */
  hold(tx: Tx, request: HoldRequest): Promise<HotelHold>;
  /** Gives an unpaid hold back; false when it was not held (lapsed, confirmed, unknown). */
  release(tx: Tx, holdRef: string): Promise<boolean>;
  /** Keeps a held stay until `until` (a cash code's deadline); false when the supplier cannot or it is not held. */
  extend(tx: Tx, holdRef: string, until: Date): Promise<boolean>;
  /** Books the held stay (idempotent: a confirmed hold answers its booking again); null when it is no longer held. */
  confirm(tx: Tx, holdRef: string): Promise<HotelBooking | null>;
  /**
   * Cancels a confirmed stay by its rate's tiers and says what the supplier refunds (null: nothing confirmed under that
   * reference). `applied`: the agency's own figures, which a supplier may record beside its own.
   */
  cancel(
    tx: Tx,
    bookingRef: string,
    context: { today: string; applied: AppliedHotelCancellation },
  ): Promise<HotelCancellation | null>;
}
