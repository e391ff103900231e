/**
 * A source of flights (issue 16 section 3): the built-in inventory is the first implementation; a GDS/NDC provider
 * is a later one of the same interface. The search service asks every enabled supplier at once, each under a time
 * limit, and shows what answered ('Algunas aerolíneas no respondieron' for the rest). Shaped after public offer/order
 * APIs (docs/decisions/018-flight-engine.md): offers with an expiry, re-price before order, fare brands with baggage.
 * Hold, ticket and cancel join it with the checkout (issue 17).
 */
import type { FlightSearch } from "./flight-search-url.ts";
import type { OfferDraft, SelectionQuote } from "./inventory/search-engine.ts";

export type { OfferDraft, SelectionQuote };

export interface FlightSupplier {
  /** Short stable id ("inventory"), stored with every offer (and later every booking). */
  readonly id: string;
  /** Offers for a search; must stop work when `signal` aborts (the service's time limit). */
  search(search: FlightSearch, signal: AbortSignal): Promise<OfferDraft[]>;
  /** Re-prices one option per slice in a fare family against current availability. */
  price(search: FlightSearch, optionIds: string[], fareFamilyCode: string): Promise<SelectionQuote>;
}
