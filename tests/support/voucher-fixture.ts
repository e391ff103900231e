/** A ticketed round trip Lima-Cusco for two adults and an infant, with reference data: test fixture only. */
import type { FareFamily, FlightOffer, Segment } from "#app/features/flights/index.ts";
import type { BookingDetail } from "#app/features/flights/booking/booking-contract.ts";
import type { OrderAdjustment, OrderItem } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import type { BookingMoney } from "#app/features/flights/booking/booking-money.ts";
import { flightLinesOf } from "#app/features/flights/booking/flight-order-lines.ts";
import type { VoucherPayment, VoucherReference } from "#app/features/flights/booking/voucher-content.ts";

const segment = (overrides: Partial<Segment>): Segment => ({
  id: "s1",
  marketingCarrier: "LA",
  marketingFlightNumber: "2047",
  operatingCarrier: "LA",
  operatingFlightNumber: "2047",
  origin: "LIM",
  destination: "CUZ",
  departureLocal: "2026-12-10T06:15",
  arrivalLocal: "2026-12-10T07:40",
  departureUtc: "2026-12-10T11:15:00.000Z",
  arrivalUtc: "2026-12-10T12:40:00.000Z",
  departureTerminal: "1",
  arrivalTerminal: null,
  durationMinutes: 85,
  aircraft: "320",
  aircraftName: "Airbus A320",
  cabin: 0,
  bookingClass: "Q",
  ...overrides,
});

export const FIXTURE_FAMILY: FareFamily = {
  code: "LA-PLUS",
  name: "Plus",
  carrier: "LA",
  personalItem: true,
  cabinBag: true,
  checkedBags: 1,
  checkedBagKg: 23,
  seatChoice: "paid",
  changes: { allowed: true, penaltyMinor: 5_000 },
  refund: { allowed: false },
};

const option = (id: string, segments: Segment[]) => ({
  id,
  segments,
  layovers: [],
  stops: segments.length - 1,
  durationMinutes: 85,
  departureLocal: segments[0]?.departureLocal ?? "",
  arrivalLocal: segments.at(-1)?.arrivalLocal ?? "",
  arrivalDayOffset: 0,
  overnight: false,
  seatsLeft: 5,
});

const price = {
  currency: "USD" as const,
  perPassenger: [
    { type: "ADT" as const, count: 2, baseMinor: 15_000, taxesMinor: 4_000, totalMinor: 19_000 },
    { type: "INF" as const, count: 1, baseMinor: 1_500, taxesMinor: 500, totalMinor: 2_000 },
  ],
  taxes: [{ code: "IGV", name: "IGV (18%)", amountMinor: 8_500 }],
  serviceChargeMinor: 2_000,
  baseMinor: 31_500,
  taxesMinor: 8_500,
  totalMinor: 42_000,
};

export const FIXTURE_OFFER: FlightOffer = {
  id: "offer-1",
  supplier: "inventory",
  expiresAt: "2026-11-26T18:00:00.000Z",
  validatingCarrier: "LA",
  carriers: ["LA"],
  slices: [
    { origin: "LIM", destination: "CUZ", date: "2026-12-10", options: [option("o1", [segment({})])] },
    {
      origin: "CUZ",
      destination: "LIM",
      date: "2026-12-17",
      options: [
        option("o2", [
          segment({
            id: "s2",
            marketingFlightNumber: "2050",
            operatingFlightNumber: "2050",
            origin: "CUZ",
            destination: "LIM",
            departureLocal: "2026-12-17T18:05",
            arrivalLocal: "2026-12-17T19:30",
            departureUtc: "2026-12-17T23:05:00.000Z",
            arrivalUtc: "2026-12-18T00:30:00.000Z",
            departureTerminal: null,
            arrivalTerminal: "1",
          }),
        ]),
      ],
    },
  ],
  fareFamily: FIXTURE_FAMILY,
  price,
};

export const FIXTURE_BOOKING: BookingDetail = {
  id: "0b9c2f4e-1111-4a4a-9c9c-000000000001",
  code: "K7PQ2M",
  state: "ticketed",
  holdExpiresAt: null,
  createdAt: "2026-11-26T17:00:00.000Z",
  offer: FIXTURE_OFFER,
  fareFamily: FIXTURE_FAMILY,
  price: { currency: "USD", flight: price, assistance: null, totalMinor: 42_000 },
  passengers: [
    {
      index: 0,
      type: "ADT",
      documentType: "DNI",
      documentNumber: "45678912",
      firstName: "María José",
      lastName: "Quispe Ñahui",
      birthDate: "1990-04-12",
      nationality: "PE",
      gender: "F",
    },
    {
      index: 1,
      type: "ADT",
      documentType: "PASAPORTE",
      documentNumber: "XA123456",
      firstName: "Jean-Luc",
      lastName: "O'Neill",
      birthDate: "1988-02-01",
      nationality: "FR",
      gender: "M",
    },
    {
      index: 2,
      type: "INF",
      documentType: "DNI",
      documentNumber: "81234567",
      firstName: "Inés",
      lastName: "Quispe",
      birthDate: "2025-08-30",
      nationality: "PE",
      gender: "F",
    },
  ],
  contact: {
    firstName: "María José",
    lastName: "Quispe Ñahui",
    phoneCountryCode: "51",
    phoneNumber: "987654321",
    email: "maria.quispe@example.pe",
  },
  invoice: null,
  marketingConsent: false,
  tickets: [
    { passengerIndex: 0, number: "0451234567890" },
    { passengerIndex: 1, number: "0451234567891" },
    { passengerIndex: 2, number: "0451234567892" },
  ],
  travelDate: "2026-12-10",
  history: [],
};

export const FIXTURE_REFERENCE: VoucherReference = {
  airlines: { LA: { code: "LA", name: "LATAM Airlines Perú" } },
  airports: {
    LIM: {
      iata: "LIM",
      city: "Lima",
      airportName: "Aeropuerto Internacional Jorge Chávez",
      countryCode: "PE",
      timeZone: "America/Lima",
    },
    CUZ: {
      iata: "CUZ",
      city: "Cusco",
      airportName: "Aeropuerto Internacional Alejandro Velasco Astete",
      countryCode: "PE",
      timeZone: "America/Lima",
    },
  },
};

export const FIXTURE_PAYMENT: VoucherPayment = {
  method: "card",
  amountMinor: 37_800,
  currency: "USD",
  cardBrand: "Visa",
  cardLast4: "1111",
  installments: 1,
  paidAt: "2026-11-26T17:05:00.000Z",
};

const item = (id: string, product: "flight" | "insurance", lines: OrderItem["lines"], position: number): OrderItem => ({
  id,
  orderId: "order-1",
  product,
  state: "fulfilled",
  position,
  currency: "USD",
  lines,
  subtotalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
  travellerIndexes: [0, 1, 2],
  details: {},
  supplierRef: null,
  holdExpiresAt: null,
  priceValidUntil: null,
});

const adjustment = (
  id: string,
  over: Pick<OrderAdjustment, "kind" | "rule" | "label" | "promoCode">,
): OrderAdjustment => ({
  id,
  reason: "fixture",
  itemId: null,
  active: true,
  createdAt: "2026-11-26T17:00:00.000Z",
  ...over,
});

export const FIXTURE_PROMO = adjustment("adj-promo", {
  kind: "promo",
  rule: { type: "percent", percent: 10, capMinor: 5_000, currency: "USD" },
  label: "Código VERANO10: 10% de descuento (hasta US$ 50)",
  promoCode: "VERANO10",
});

export const FIXTURE_PRICE_CHANGE = adjustment("adj-price", {
  kind: "price_change",
  rule: { type: "fixed", amountMinor: 6_040, currency: "USD" },
  label: "Nuevo precio aceptado",
  promoCode: null,
});

/**
 * The fixture booking's money as the order core computes it (rate US$ 1 = S/ 3.7450 of 28/11/2026): by default the
 * 10 % promo and a card payment of what the money function charges; optionally the add-on and a price change.
 */
export function fixtureMoney(
  options: { promo?: boolean; priceChange?: boolean; addOn?: boolean; policyNumber?: string | null } = {},
): BookingMoney {
  const { promo = true, priceChange = false, addOn = false, policyNumber = "KVS-AB23CD45" } = options;
  const items = [item("item-flight", "flight", flightLinesOf(price), 0)];
  if (addOn) {
    // Three insured travellers, 4 days of national cover: US$ 10.17 each plus IGV, as /seguros sells it.
    const insured = [1, 2, 3].map((n) => ({
      kind: "base" as const,
      code: `PAX${String(n)}`,
      label: `Asegurado ${String(n)} (35 años)`,
      quantity: 1,
      unitMinor: 1_017,
      amountMinor: 1_017,
    }));
    const igv = {
      kind: "tax" as const,
      code: "IGV",
      label: "IGV (18%)",
      quantity: 1,
      unitMinor: 549,
      amountMinor: 549,
    };
    items.push({
      ...item("item-assistance", "insurance", [...insured, igv], 1),
      supplierRef: policyNumber,
    });
  }
  const amounts = computeOrderAmounts({
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "sbs" },
    items,
    adjustments: [...(priceChange ? [FIXTURE_PRICE_CHANGE] : []), ...(promo ? [FIXTURE_PROMO] : [])],
  });
  return {
    amounts,
    paid: { ...FIXTURE_PAYMENT, amountMinor: amounts.total.chargeMinor },
    overpayments: [],
    pendingCash: null,
    assistance: addOn ? { itemId: "item-assistance", policyNumber } : null,
  };
}

export const FIXTURE_MONEY = fixtureMoney();
