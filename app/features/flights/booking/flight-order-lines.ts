/**
 * A flight booking as order items (issue 31): the flight's priced lines (base fare per traveller type, each tax by
 * name, the service charge) and the travel-assistance add-on as insurance's own item (its product's quote). Migration 0025 builds the same
 * lines in SQL for bookings made before the order core (booking-orders-migration.db.test.ts compares both).
 */
import type { PriceBreakdown } from "#app/features/flights/flight-offer-types.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { ItemLine, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type { NewOrderItem } from "#app/features/orders/index.server.ts";
import type { AddOnTrip } from "#app/features/orders/order-product-contract.ts";
import type { ItemSupplierRefs } from "#app/features/orders/order-supplier-contract.ts";
import type { BookingPrice, PassengerInput } from "./booking-contract.ts";

const TYPE_LABELS = { ADT: "Adultos", CHD: "Niños", INF: "Infantes" } as const;

/** The flight's lines, in the order pages show them. */
export function flightLinesOf(price: PriceBreakdown): ItemLine[] {
  const base: ItemLine[] = price.perPassenger.map((row) => ({
    kind: "base",
    code: row.type,
    label: TYPE_LABELS[row.type],
    quantity: row.count,
    unitMinor: row.baseMinor,
    amountMinor: row.count * row.baseMinor,
  }));
  const taxes: ItemLine[] = price.taxes.map((tax) => ({
    kind: "tax",
    code: tax.code,
    label: tax.name,
    quantity: 1,
    unitMinor: tax.amountMinor,
    amountMinor: tax.amountMinor,
  }));
  const fee: ItemLine[] =
    price.serviceChargeMinor > 0
      ? [
          {
            kind: "fee",
            code: "SERVICE",
            label: "Cargo por servicio",
            quantity: 1,
            unitMinor: price.serviceChargeMinor,
            amountMinor: price.serviceChargeMinor,
          },
        ]
      : [];
  return [...base, ...taxes, ...fee];
}

/** The itinerary the add-on covers: every airport's country, the first departure and last arrival (local times). */
export type AssistanceTrip = Omit<AddOnTrip, "ages">;

/** What the flight item keeps: the held offer, its fare family and the flight's price breakdown. */
export type FlightItemDetails = {
  offer: FlightOffer;
  fareFamily: FlightOffer["fareFamily"];
  price: PriceBreakdown;
  /** The supplier's hold and booking references, once held (the flight product writes them; decision 056). */
  supplierRefs?: ItemSupplierRefs;
};

/** The order items of a booking: the flight, then the add-on when chosen. */
export function flightOrderItems(
  bookingId: string,
  offer: FlightOffer,
  price: BookingPrice,
  travellers: number,
  holdExpiresAt: Date,
): NewOrderItem[] {
  const everyone = Array.from({ length: travellers }, (_, index) => index);
  const flight: NewOrderItem = {
    product: "flight",
    currency: "USD",
    lines: flightLinesOf(price.flight),
    travellerIndexes: everyone,
    details: { offer, fareFamily: offer.fareFamily, price: price.flight } satisfies FlightItemDetails,
    productRecordId: bookingId,
    supplierRef: null,
    holdExpiresAt,
    priceValidUntil: new Date(offer.expiresAt),
  };
  if (!price.assistance) return [flight];
  // Insurance's own item, as its product quoted it; the product holds it (plan on sale, the travellers' age bands).
  const assistance: NewOrderItem = {
    product: "insurance",
    currency: "USD",
    lines: price.assistance.quote.lines,
    travellerIndexes: everyone,
    details: price.assistance.quote.details,
    productRecordId: null,
    supplierRef: null,
    holdExpiresAt,
    priceValidUntil: null,
  };
  return [flight, assistance];
}

/** The checkout's passengers as the order's travellers. */
export function orderTravellersOf(passengers: PassengerInput[]): OrderTraveller[] {
  return passengers.map((passenger) => ({ ...passenger, documentNumber: passenger.documentNumber.toUpperCase() }));
}
