/**
 * A source of hotel rooms (docs/hotels.md), as flights have FlightSupplier: our own contracted inventory is the
 * first implementation; a bed bank or channel manager is a later one of the same interface.
 */
import type { Tx } from "#db";
import type { Board, CancellationTier, GuestRoom } from "./hotel-types.ts";

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
  ratePlanId: number;
  name: string;
  board: Board;
  refundable: boolean;
  cancellationTiers: CancellationTier[];
  cancellation: string[];
  freeCancellationUntil: string | null;
  available: boolean;
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
  roomTypeId: number;
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
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: GuestRoom[];
  today: string;
  /** The same key again answers the first hold instead of holding twice. */
  idempotencyKey?: string;
  holdMinutes?: number;
};

export type HotelHold = {
  holdId: string;
  ratePlanId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  totalMinor: number;
  currency: string;
  expiresAt: Date;
};

export type HotelCancellation = { penaltyPercent: number; penaltyMinor: number; refundMinor: number };

export interface HotelSupplier {
  /** Short stable id ("inventory"), stored with every hotel. */
  readonly id: string;
  search(query: HotelQuery): Promise<HotelOffer[]>;
  /** One hotel with every room type and rate plan priced for the stay; null when unknown. */
  rates(
    slug: string,
    query: Omit<HotelQuery, "destinations">,
  ): Promise<{ hotel: HotelDetail; rooms: RoomOption[] } | null>;
  /** Takes the rooms on every night of the stay, or none (AppError CONFLICT with the reason). */
  hold(tx: Tx, request: HoldRequest): Promise<HotelHold>;
  release(tx: Tx, holdId: string): Promise<boolean>;
  confirm(tx: Tx, holdId: string): Promise<boolean>;
  /** Cancels a confirmed stay by its rate plan's tiers and says what is refunded. */
  cancel(tx: Tx, holdId: string, today: string): Promise<HotelCancellation | null>;
}
