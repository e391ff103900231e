/**
 * A source of flights (issue 16 section 3): the built-in inventory is the first implementation; a GDS/NDC provider
 * is a later one of the same interface. The search service asks every enabled supplier at once, each under a time
 * limit, and shows what answered ('Algunas aerolíneas no respondieron' for the rest). Shaped after public offer/order
 * APIs (docs/decisions/018-flight-engine.md): offers with an expiry, re-price before order, fare brands with baggage.
 * Hold, ticket and cancel join it with the checkout (issue 17).
 */
import type { Tx } from "#db";
import type { FlightOffer } from "./flight-offer-types.ts";
import type { FlightSearch } from "./flight-search-url.ts";
import type { SeatKey, SeatRequest } from "./inventory/seat-holds.server.ts";
import type { OfferDraft, SelectionQuote } from "./inventory/search-engine.ts";

export type { OfferDraft, SeatKey, SeatRequest, SelectionQuote };

/**
 * Seats at a supplier (issue 31): the order core's flight product holds, releases and sells seats only through this,
 * so a supplier backed by an airline system can hold seats too. Every call runs in the caller's transaction.
 */
export interface SeatSupplier {
  /** What an offer needs per flight-date and cabin (a fixed order: no deadlocks); null when it is not this supplier's. */
  seatRequests(offer: FlightOffer, seats: number): SeatRequest[] | null;
  /** Takes the seats at the quoted booking class; false when one flight-date cannot (the caller rolls back). */
  hold(tx: Tx, requests: SeatRequest[], today: string): Promise<boolean>;
  /** Gives held seats back; answers how many flight-dates changed. */
  release(tx: Tx, keys: SeatKey[]): Promise<number>;
  /** Turns held seats into sold ones. */
  confirm(tx: Tx, keys: SeatKey[]): Promise<number>;
}

export interface FlightSupplier {
  /** Short stable id ("inventory"), stored with every offer (and later every booking). */
  readonly id: string;
  /** Offers for a search; must stop work when `signal` aborts (the service's time limit). */
  search(search: FlightSearch, signal: AbortSignal): Promise<OfferDraft[]>;
  /**
   * Re-prices one option per slice in a fare family against current availability. `heldSeats`: seats the asking
   * buyer already holds on these flights (their own booking); they count as the buyer's, not as taken, so a held
   * booking is re-priced in the bucket its seats were taken in (issue 31, defect 2).
   */
  price(
    search: FlightSearch,
    optionIds: string[],
    fareFamilyCode: string,
    options?: { heldSeats?: SeatKey[] },
  ): Promise<SelectionQuote>;
  /** Seat holds and sales; a supplier without it can quote but not be booked. */
  readonly seats?: SeatSupplier;
}
