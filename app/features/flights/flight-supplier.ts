/**
 * A source of flights (issue 16 section 3): the built-in inventory is the first implementation; a GDS/NDC provider
 * (Duffel, issue 43) is a later one of the same interface. The search service asks every enabled supplier at once,
 * each under a time limit, and shows what answered ('Algunas aerolíneas no respondieron' for the rest). Shaped after
 * public offer/order APIs (docs/decisions/018-flight-engine.md, 056-neutral-supplier-references.md): offers with an
 * expiry, re-price before order, fare brands with baggage, a hold order, pay it, cancel it.
 *
 * Every reference that crosses this interface is the supplier's own opaque string: the offer id it answered, the hold
 * reference it gave, the booking reference it confirmed. Only a supplier reads its own references; callers store and
 * hand them back. Our inventory's row ids (schedules, flight-dates, seat records) never leave its folder.
 */
import type { Tx } from "#db";
import type { FlightOffer } from "./flight-offer-types.ts";
import type { FlightSearch } from "./flight-search-url.ts";
import type { OfferDraft } from "./inventory/search-engine.ts";
import type { SelectionQuote } from "./inventory/selection-pricing.ts";

export type { OfferDraft, SelectionQuote };

/** What a hold asks of the supplier that answered the offer. */
export type FlightHoldRequest = {
  /** The re-priced offer with one option per slice (its segments, booking classes and fare family as quoted). */
  offer: FlightOffer;
  /** Travellers who take a seat (an infant on a lap takes none). */
  seats: number;
  /**
   * Our own reference for this hold (the booking's id), unique and stable: a supplier may keep it as its client
   * reference or idempotency key (Duffel: the order's metadata and the Idempotency-Key header).
   */
  reference: string;
  /** Lima's date (yyyy-mm-dd). */
  today: string;
};

/** A hold, or why not: 'sold_out' when the quoted price is no longer there, 'gone' when the offer cannot be held. */
export type FlightHoldOutcome =
  | {
      status: "held";
      /** The supplier's reference of the hold (Duffel: the hold order's id); confirm, release and re-price take it. */
      holdRef: string;
      /** Until when the supplier keeps it (Duffel: payment_required_by); null: it sets no deadline of its own. */
      expiresAt: Date | null;
    }
  | { status: "sold_out" }
  | { status: "gone" };

/** A confirmed sale at the supplier. */
export type FlightBooking = {
  /** The supplier's reference of the booking (Duffel: the order's id, the same as its hold's); cancel takes it. */
  bookingRef: string;
};

/** What the supplier refunds and keeps when a booking is cancelled, in its currency. */
export type FlightSupplierRefund = { currency: string; refundMinor: number; penaltyMinor: number };

/**
 * Holding, selling and cancelling at a supplier (issues 31, 40): the flight product holds, releases, confirms and
 * cancels only through this. Every call runs in the caller's transaction and leaves nothing behind when it rolls back.
 */
export interface FlightBookingSupplier {
  /** Holds the offer's seats at its quoted booking classes (the caller rolls back on a refusal). */
  hold(tx: Tx, request: FlightHoldRequest): Promise<FlightHoldOutcome>;
  /** Gives an unpaid hold back; false when it was not held (already released, confirmed or unknown). */
  release(tx: Tx, holdRef: string): Promise<boolean>;
  /** Pays the hold: the sale. Null when the hold is no longer there to confirm (lapsed, released, unknown). */
  confirm(tx: Tx, holdRef: string): Promise<FlightBooking | null>;
  /**
   * Cancels a confirmed booking. Null: the supplier quotes no refund of its own and the fare family's rules, applied
   * by the order core, are the whole answer (our inventory: sold seats stay sold).
   */
  cancel(tx: Tx, bookingRef: string): Promise<FlightSupplierRefund | null>;
}

export interface FlightSupplier {
  /** Short stable id ("inventory"), stored with every offer and every booking. */
  readonly id: string;
  /** Offers for a search; must stop work when `signal` aborts (the service's time limit). */
  search(search: FlightSearch, signal: AbortSignal): Promise<OfferDraft[]>;
  /**
   * Re-prices one option per slice in a fare family against current availability. `holdRef`: the asking buyer's own
   * hold on these flights; its seats count as the buyer's, not as taken, so a held booking is re-priced in the bucket
   * its seats were taken in (issue 31, defect 2).
   */
  price(
    search: FlightSearch,
    optionIds: string[],
    fareFamilyCode: string,
    options?: { holdRef?: string | null },
  ): Promise<SelectionQuote>;
  /** Holds and sales; a supplier without it can quote but not be booked. */
  readonly booking?: FlightBookingSupplier;
}
