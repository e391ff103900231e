// The basket's flight as its checkout shows it: the cheapest round trip of the search, slice by slice.
import type { FlightOffer } from "#app/features/flights/index.ts";

export type BasketFlight = {
  carrier: string;
  fareFamily: string;
  /** 'LIM 06:15 → CUZ 07:40' per slice, outbound then return. */
  slices: Array<{ label: string; date: string; summary: string }>;
  totalMinor: number;
};

/** The cheapest round trip of the search (the one the results priced). */
export function cheapestOf(offers: readonly FlightOffer[]): FlightOffer | null {
  return offers.reduce<FlightOffer | null>(
    (best, offer) => (best === null || offer.price.totalMinor < best.price.totalMinor ? offer : best),
    null,
  );
}

export function flightView(offer: FlightOffer): BasketFlight {
  return {
    carrier: offer.validatingCarrier,
    fareFamily: offer.fareFamily.name,
    slices: offer.slices.map((slice, index) => {
      const segments = slice.options[0]?.segments ?? [];
      const first = segments[0];
      const last = segments.at(-1);
      return {
        label: index === 0 ? "Ida" : "Vuelta",
        date: first?.departureLocal.slice(0, 10) ?? "",
        summary:
          first && last
            ? `${first.origin} ${first.departureLocal.slice(11, 16)} → ${last.destination} ${last.arrivalLocal.slice(11, 16)} · ${segments.length === 1 ? "Directo" : `${String(segments.length - 1)} escala(s)`}`
            : "",
      };
    }),
    totalMinor: offer.price.totalMinor,
  };
}
