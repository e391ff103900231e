/**
 * A flight booking as order items (issue 31): the flight's priced lines (base fare per traveller type, each tax by
 * name, the service charge) and the travel-assistance add-on as an insurance item. Migration 0025 builds the same
 * lines in SQL for bookings made before the order core (booking-orders-migration.db.test.ts compares both).
 */
import type { PriceBreakdown } from "#app/features/flights/index.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import type { ItemLine, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type { NewOrderItem } from "#app/features/orders/index.server.ts";
import type { AssistanceLine, BookingPrice, PassengerInput } from "./booking-contract.ts";

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

/** The add-on's one line: every traveller, every day of the trip. */
export function assistanceLinesOf(assistance: AssistanceLine): ItemLine[] {
  return [
    {
      kind: "base",
      code: "ASSISTANCE",
      label: "Asistencia en viaje",
      quantity: assistance.travellers * assistance.days,
      unitMinor: assistance.perPersonPerDayMinor,
      amountMinor: assistance.totalMinor,
    },
  ];
}

/** What the insurance item of the add-on keeps (the insurance product reads it to issue the policy). */
export type AssistanceItemDetails = { kind: "travel-assistance"; assistance: AssistanceLine; trip?: AssistanceTrip };

/** The itinerary the add-on covers: every airport's country, the first departure and last arrival (local times). */
export type AssistanceTrip = { countries: string[]; firstDepartureLocal: string; lastArrivalLocal: string };

/** What the flight item keeps: the held offer, its fare family and the flight's price breakdown. */
export type FlightItemDetails = { offer: FlightOffer; fareFamily: FlightOffer["fareFamily"]; price: PriceBreakdown };

/** The order items of a booking: the flight, then the add-on when chosen. */
export function flightOrderItems(
  bookingId: string,
  offer: FlightOffer,
  price: BookingPrice,
  travellers: number,
  holdExpiresAt: Date,
  trip: AssistanceTrip | null = null,
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
  const assistance: NewOrderItem = {
    product: "insurance",
    currency: "USD",
    lines: assistanceLinesOf(price.assistance),
    travellerIndexes: everyone,
    details: {
      kind: "travel-assistance",
      assistance: price.assistance,
      ...(trip ? { trip } : {}),
    } satisfies AssistanceItemDetails,
    productRecordId: null,
    supplierRef: null,
    holdExpiresAt,
    priceValidUntil: null,
    // Priced and reserved with the flight; nothing to hold: the policy is issued when the order is paid.
    holds: false,
  };
  return [flight, assistance];
}

/** The checkout's passengers as the order's travellers. */
export function orderTravellersOf(passengers: PassengerInput[]): OrderTraveller[] {
  return passengers.map((passenger) => ({ ...passenger, documentNumber: passenger.documentNumber.toUpperCase() }));
}
