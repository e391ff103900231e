/**
 * The bookings domain's contract (issue 18): what the checkout UI, the payments integration, the voucher and
 * 'mis reservas' exchange with the bookings service. Plain JSON types (they cross loaders). The service
 * (booking-service.server.ts) implements the functions named at the end; the checkout's zod schemas
 * (booking-schemas.ts) produce the input types below.
 */
import type {
  FareFamily,
  FlightOffer,
  PassengerType,
  PriceBreakdown,
} from "#app/features/flights/flight-offer-types.ts";
import type { ItemLine } from "#app/features/orders/order-contract.ts";

/** Life cycle (booking-states.ts holds the allowed transitions, the only place that knows them). */
export type BookingState = "held" | "pending_payment" | "confirmed" | "ticketed" | "expired" | "cancelled";

/** Who changed a booking's state: the visitor, a scheduled job, a payment provider's notification, staff. */
export type BookingActor = "customer" | "system" | "payment" | "staff";

export type DocumentType = "DNI" | "CE" | "PASAPORTE";

export type PassengerInput = {
  type: PassengerType;
  documentType: DocumentType;
  documentNumber: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd. */
  birthDate: string;
  /** ISO 3166-1 alpha-2 ("PE"); shown with its Spanish name. */
  nationality: string;
  gender: "F" | "M";
};

export type ContactInput = {
  firstName: string;
  lastName: string;
  /** Digits of the country calling code without '+' ("51"). */
  phoneCountryCode: string;
  phoneNumber: string;
  /** Lower-cased. */
  email: string;
};

/** Factura: RUC (11 digits with a valid check digit), razón social, fiscal address. */
export type InvoiceInput = { ruc: string; businessName: string; fiscalAddress: string };

export type ConsentsInput = { dataProcessing: true; marketing: boolean };

/**
 * The travel-assistance add-on as insurance's order product quoted it for this trip (travel-assistance.server.ts).
 * Bookings held before it was quoted as insurance kept only days, travellers and totalMinor.
 */
export type AssistanceLine = {
  /** 'Plan Andino · Cóndor Asistencia'. */
  planName: string;
  days: number;
  travellers: number;
  /** With IGV on national cover, as /seguros shows it. */
  totalMinor: number;
  /** The IGV within totalMinor (0 abroad). */
  taxMinor: number;
  /** The insurance item as quoted: its lines and details (insurance's own snapshot, stored with the order item). */
  quote: { lines: ItemLine[]; details: unknown };
};

/** The price a booking is made at: the flight's breakdown plus add-ons, all in USD minor units. */
export type BookingPrice = {
  currency: "USD";
  flight: PriceBreakdown;
  assistance: AssistanceLine | null;
  /** flight.totalMinor + assistance. */
  totalMinor: number;
};

/** What the checkout hands to holdBooking: the re-priced selection and the travellers, already validated. */
export type HoldBookingInput = {
  /** The checkout session this submit belongs to (binds the booking to its browser). */
  checkoutId: string;
  /** Signed-in user, if any. */
  userId: string | null;
  /** Offer id + chosen option per slice + fare family (FlightOffer / OfferSelection). */
  offerId: string;
  optionIds: string[];
  fareFamilyCode: string;
  withAssistance: boolean;
  passengers: PassengerInput[];
  contact: ContactInput;
  invoice: InvoiceInput | null;
  consents: ConsentsInput;
  /** The 'Pasajeros' form's idempotency key: the same key and body give the same booking; another body, a 409. */
  idempotencyKey: string;
  /** Set when the visitor chose to cancel their other live booking of the same passenger on the same flights. */
  replaceBookingCode: string | null;
};

export type HoldOutcome =
  | { status: "held"; bookingId: string; code: string; holdExpiresAt: string }
  /** 'Ya no quedan asientos a este precio' (a bucket, or the cabin, is full for this many seats). */
  | { status: "sold_out" }
  /** The offer expired or can no longer be priced ('El vuelo que seleccionaste ya no tiene cupos'). */
  | { status: "gone" }
  /** A passenger of this submit is on the same flights in another live booking of the same owner. */
  | { status: "duplicate"; existingCode: string; passengerName: string; canReplace: boolean };

export type BookingTicket = { passengerIndex: number; number: string };

export type BookingPassenger = PassengerInput & { index: number };

/** A booking as its owner sees it (detail page, 'mis reservas', confirmation, voucher). */
export type BookingDetail = {
  id: string;
  /** 6 characters from an alphabet without ambiguous letters (no 0/O, 1/I/L). */
  code: string;
  state: BookingState;
  /** ISO; the seat hold's end (extended to a cash code's deadline). Null once confirmed or ended. */
  holdExpiresAt: string | null;
  createdAt: string;
  /** The chosen offer as priced when held: one option per slice. */
  offer: FlightOffer;
  fareFamily: FareFamily;
  price: BookingPrice;
  passengers: BookingPassenger[];
  contact: ContactInput;
  invoice: InvoiceInput | null;
  marketingConsent: boolean;
  tickets: BookingTicket[];
  /** First departure's local date (yyyy-mm-dd), for ordering and 'mis reservas'. */
  travelDate: string;
  /** Each recorded transition, oldest first. */
  history: Array<{ from: BookingState | null; to: BookingState; actor: BookingActor; at: string }>;
};

/**
 * Who may read or change a booking: its user, the browser's checkout session that created it, or whoever knows
 * the code and the contact e-mail (guests' 'Mis reservas'). Anything else reads as not found.
 */
export type BookingOwner =
  | { kind: "user"; userId: string }
  | { kind: "checkout"; checkoutId: string }
  | { kind: "code"; code: string; email: string };

/**
 * The service (booking-service.server.ts), all taking the app's Db first:
 * - holdBooking(db, input: HoldBookingInput): Promise<HoldOutcome>
 * - readBooking(db, id: string, owner: BookingOwner): Promise<BookingDetail | null>   (a lapsed hold ends on read)
 * - findBookingByCode(db, code: string, email: string): Promise<BookingDetail | null> (same null for either mismatch)
 * - listBookingsOfUser(db, userId: string): Promise<BookingDetail[]>                  (upcoming first)
 * - cancelBooking(db, id: string, owner: BookingOwner, actor: BookingActor): Promise<BookingDetail>
 * A lapsed hold is ended by the order core's expiry (orders/lifecycle: its job, or a read), whose release of the
 * flight item expires the booking. State changes go through transitionBooking(tx, id, from, to, actor) in booking-states.server.ts, which payments
 * use to confirm and ticket.
 */
export type BookingServiceContract = never;
