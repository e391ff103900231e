/** Hotel domain types shared by the supplier, the pages and the order product (docs/hotels.md). */

export type Board = "room_only" | "breakfast" | "half_board" | "all_inclusive";

export const BOARD_LABELS: Record<Board, string> = {
  room_only: "Solo habitación",
  breakfast: "Desayuno incluido",
  half_board: "Media pensión",
  all_inclusive: "Todo incluido",
};

export type CancellationTier = { daysBefore: number; penaltyPercent: number };
export type ChildBand = { fromAge: number; toAge: number; percentOfAdult: number };

/** One room type's row for one night (hotel_room_nights). */
export type RoomNight = {
  night: string;
  allotment: number;
  sold: number;
  held: number;
  stopSell: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number;
  maxStay: number;
  releaseDays: number;
  singleMinor: number | null;
  doubleMinor: number;
  tripleMinor: number | null;
};

export type RoomTypeLimits = { maxAdults: number; maxChildren: number; maxGuests: number };

export type RatePlanTerms = {
  board: Board;
  boardPerGuestMinor: number;
  discountPercent: number;
  refundable: boolean;
  cancellationTiers: CancellationTier[];
};

/** A searched room: adults and each child's age. */
export type GuestRoom = { adults: number; childrenAges: number[] };
