/**
 * A source of flights (issue 16 section 3): the built-in inventory is the first implementation; a GDS/NDC provider
 * is a later one of the same interface. The search service asks every enabled supplier at once, each under a time
 * limit, and shows what answered ('Algunas aerolíneas no respondieron' for the rest).
 */
import type {
  FlightOffer,
  FlightSearch,
  OfferSelection,
  PassengerType,
  PricedSelection,
} from "./flight-offer-types.ts";

export type SupplierHoldRequest = {
  selection: OfferSelection;
  passengers: Array<{ type: PassengerType }>;
  /** Our booking's id: the supplier's idempotency key for this hold. */
  bookingId: string;
  /** When the hold lapses unless confirmed. */
  holdUntil: Date;
};

export type SupplierHold = {
  /** The supplier's reference of the hold (our inventory: the booking id itself). */
  reference: string;
  /** The price the hold was taken at. */
  totalMinor: number;
};

export type SupplierTicket = { passengerIndex: number; ticketNumber: string };

export interface FlightSupplier {
  /** Short stable id ("inventory"), stored with every offer and booking. */
  readonly id: string;
  search(search: FlightSearch, signal: AbortSignal): Promise<FlightOffer[]>;
  /** Re-prices a selection against current availability. */
  price(selection: OfferSelection, search?: FlightSearch): Promise<PricedSelection>;
  /**
   * Takes the seats. The built-in inventory runs this inside the caller's database transaction (`context.tx`) so the
   * booking and its seats commit together; throws SoldOutError when the seats are gone.
   */
  hold(request: SupplierHoldRequest, context: { tx: unknown }): Promise<SupplierHold>;
  /** Turns a paid hold into tickets (13-digit numbers with the airline's prefix). Idempotent per booking. */
  ticket(reference: string, context: { tx: unknown }): Promise<SupplierTicket[]>;
  /** Releases a hold or cancels tickets. Idempotent. */
  cancel(reference: string, context: { tx: unknown }): Promise<void>;
}

/** The seats of a selection are gone at that price ('Ya no quedan asientos a este precio'). */
export class SoldOutError extends Error {
  constructor(message = "sold out") {
    super(message);
    this.name = "SoldOutError";
  }
}
