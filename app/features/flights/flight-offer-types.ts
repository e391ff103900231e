/**
 * The flight offer contract (issue 16): what a supplier's search returns, what the results page shows and what the
 * checkout re-prices, holds and books. Shaped after public offer/order APIs (offers with an expiry, fare brands with
 * baggage, re-price before order): docs/decisions on the flight engine. Plain JSON (it crosses loaders and the API).
 *
 * Money: integer minor units of USD (the engine's currency); PEN is shown with the day's rate (app/utils/money.ts).
 * Times: local to the airport, ISO without offset ("2026-12-10T06:15"), plus the UTC instant for arithmetic.
 */
import type { CabinClass, FlightSearch } from "./flight-search-url.ts";

export type { CabinClass, FlightSearch };

/** Adult 12+, child 2-11, infant under 2 (on an adult's lap). */
export type PassengerType = "ADT" | "CHD" | "INF";

export type Segment = {
  /** Stable within its offer. */
  id: string;
  marketingCarrier: string;
  /** Digits only ("2047"); shown as carrier + number ("LA 2047"). */
  marketingFlightNumber: string;
  operatingCarrier: string;
  operatingFlightNumber: string;
  origin: string;
  destination: string;
  /** Local time at the origin airport, "yyyy-mm-ddThh:mm". */
  departureLocal: string;
  /** Local time at the destination airport. */
  arrivalLocal: string;
  departureUtc: string;
  arrivalUtc: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
  durationMinutes: number;
  /** Aircraft type code and its display name ("320", "Airbus A320"). */
  aircraft: string;
  aircraftName: string;
  cabin: CabinClass;
  /** Booking class (RBD) letter the price was built from. */
  bookingClass: string;
};

export type Layover = {
  airport: string;
  durationMinutes: number;
  /** The next segment leaves from another terminal or airport. */
  changeOfTerminal: boolean;
};

/** One schedule for one leg of the trip: one to three segments. */
export type ItineraryOption = {
  /** Opaque, stable within its offer; the checkout sends it back. */
  id: string;
  segments: Segment[];
  layovers: Layover[];
  stops: number;
  /** From first departure to last arrival, layovers included. */
  durationMinutes: number;
  departureLocal: string;
  arrivalLocal: string;
  /** Calendar days between departure and arrival, local dates ("+1"). */
  arrivalDayOffset: number;
  /** 'Vuelo nocturno': a segment leaves at or before 05:00 or at or after 19:00. */
  overnight: boolean;
  /** Seats left at this price on the tightest segment (at most 9 shown). */
  seatsLeft: number;
};

export type FareRule = { allowed: false } | { allowed: true; penaltyMinor: number };

/** A fare family (brand) of one airline: what the traveller gets. */
export type FareFamily = {
  /** "LA-LIGHT"; unique per airline. */
  code: string;
  /** As the airline names it in Spanish: 'Básica', 'Clásica', 'Full', 'Light', 'Plus', 'Top'. */
  name: string;
  carrier: string;
  personalItem: boolean;
  /** Cabin bag of 8-10 kg included. */
  cabinBag: boolean;
  checkedBags: number;
  /** Weight per checked bag, kg. */
  checkedBagKg: number;
  seatChoice: "none" | "paid" | "free";
  changes: FareRule;
  refund: FareRule;
};

export type TaxLine = {
  /** "IGV", "TUUA", "US-TAX"... */
  code: string;
  /** Shown by name ('IGV (18%)', 'Tarifa Unificada de Uso de Aeropuerto'). */
  name: string;
  amountMinor: number;
};

/** The price of a whole trip for every traveller (Consumer Code art. 4: the total is the headline price). */
export type PriceBreakdown = {
  currency: "USD";
  perPassenger: Array<{
    type: PassengerType;
    count: number;
    /** For one passenger of this type. */
    baseMinor: number;
    taxesMinor: number;
    totalMinor: number;
  }>;
  /** For all travellers, by name. */
  taxes: TaxLine[];
  /** The agency's service charge, for all travellers. */
  serviceChargeMinor: number;
  baseMinor: number;
  taxesMinor: number;
  totalMinor: number;
};

/** One leg of the trip with its schedule options that keep the offer's price ('Ver más horarios'). */
export type OfferSlice = {
  origin: string;
  destination: string;
  date: string;
  options: ItineraryOption[];
};

export type FlightOffer = {
  /** Opaque id: re-priceable by the supplier until `expiresAt`. */
  id: string;
  /** Which FlightSupplier found it. */
  supplier: string;
  expiresAt: string;
  validatingCarrier: string;
  /** Every marketing carrier of the offer (for the airline filter). */
  carriers: string[];
  slices: OfferSlice[];
  /** The family this price is for (the cheapest available); others via `fareFamilies`. */
  fareFamily: FareFamily;
  price: PriceBreakdown;
  /** Marked by the inventory as a last-seats outlet fare (issue 16, /traveloutlet). */
  outlet?: { previousTotalMinor: number };
};

/** What the visitor chose: an offer, one option per slice, a family. The checkout keeps this. */
export type OfferSelection = {
  offerId: string;
  optionIds: string[];
  fareFamilyCode: string;
};

/** A family of an offer with its price for every traveller ('Seleccionar' shows these). */
export type FareFamilyOption = { fareFamily: FareFamily; price: PriceBreakdown; seatsLeft: number };

/** Re-pricing an offer: still sellable (maybe at another price), or gone. */
export type PricedSelection =
  | {
      status: "available";
      selection: OfferSelection;
      /** The offer with the chosen option of each slice only. */
      offer: FlightOffer;
      fareFamily: FareFamily;
      fareFamilies: FareFamilyOption[];
      price: PriceBreakdown;
      expiresAt: string;
    }
  | { status: "expired" | "sold_out" | "not_found" };

export type AirlineInfo = { code: string; name: string };
export type AirportInfo = { iata: string; city: string; airportName: string; countryCode: string; timeZone: string };

/** What a search answers: offers from every supplier that answered in time, and the reference data to show them. */
export type FlightSearchResult = {
  search: FlightSearch;
  offers: FlightOffer[];
  /** Suppliers that failed or timed out ('Algunas aerolíneas no respondieron'). */
  failedSuppliers: string[];
  airlines: Record<string, AirlineInfo>;
  airports: Record<string, AirportInfo>;
  /** The day's USD to PEN rate ("3.7450") and its date. */
  exchangeRate: { rate: string; date: string } | null;
  searchedAt: string;
};

/** Cheapest totals around the chosen dates (+-3 days; a 7x7 grid for round trips), same engine as the search. */
export type PriceCalendar = {
  departureDates: string[];
  /** Null for one way and multi-city. */
  returnDates: string[] | null;
  cells: Array<{ departureDate: string; returnDate: string | null; totalMinor: number | null }>;
};

/** A last-seats outlet fare for /traveloutlet: saving shown before / now. */
export type OutletFare = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string | null;
  carrier: string;
  previousTotalMinor: number;
  totalMinor: number;
};
