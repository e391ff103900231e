import type { FlightOffer, PassengerType, PriceBreakdown, TaxLine } from "#app/features/flights/flight-offer-types.ts";
import type { AssistanceLine } from "#app/features/flights/booking/booking-contract.ts";

/** The sidebar of every checkout step (issue 18): fares by type, add-ons, taxes and charges by name, the total. */
export type CheckoutSummary = {
  fares: Array<{ type: PassengerType; count: number; baseMinor: number; subtotalMinor: number }>;
  assistance: AssistanceLine | null;
  taxes: TaxLine[];
  serviceChargeMinor: number;
  /** The order's adjustments (promo discount negative, accepted price change), from the money function. */
  adjustments?: Array<{ label: string; amountMinor: number }>;
  totalMinor: number;
  legs: Array<{
    origin: string;
    destination: string;
    departureLocal: string;
    arrivalLocal: string;
    flights: string[];
    familyName: string;
  }>;
};

export const PASSENGER_TYPE_LABELS: Record<PassengerType, [singular: string, plural: string]> = {
  ADT: ["Adulto", "Adultos"],
  CHD: ["Menor", "Menores"],
  INF: ["Infante", "Infantes"],
};

export function buildSummary(input: {
  offer: FlightOffer;
  familyName: string;
  flight: PriceBreakdown;
  assistance: AssistanceLine | null;
}): CheckoutSummary {
  const { flight, assistance } = input;
  return {
    fares: flight.perPassenger
      .filter((row) => row.count > 0)
      .map((row) => ({
        type: row.type,
        count: row.count,
        baseMinor: row.baseMinor,
        subtotalMinor: row.baseMinor * row.count,
      })),
    assistance,
    taxes: flight.taxes,
    serviceChargeMinor: flight.serviceChargeMinor,
    totalMinor: flight.totalMinor + (assistance?.totalMinor ?? 0),
    legs: input.offer.slices.flatMap((slice) => {
      const option = slice.options[0];
      if (!option) return [];
      return [
        {
          origin: slice.origin,
          destination: slice.destination,
          departureLocal: option.departureLocal,
          arrivalLocal: option.arrivalLocal,
          flights: option.segments.map((segment) => `${segment.marketingCarrier} ${segment.marketingFlightNumber}`),
          familyName: input.familyName,
        },
      ];
    }),
  };
}
