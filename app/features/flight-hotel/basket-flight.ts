// The basket's flight as its checkout shows it: the chosen round trip slice by slice, and what the customer may
// choose instead (another flight of the search, another schedule of the same offer, another fare family), as links.
import type { FareFamily, FlightOffer, ItineraryOption } from "#app/features/flights/index.ts";

export type BasketFlight = {
  carrier: string;
  fareFamily: string;
  /** What the family includes in bags ('Equipaje de mano (8-10 kg) incluido'). */
  fareFacts: string[];
  /** 'LIM 06:15 → CUZ 07:40 · Directo' per slice, outbound then return. */
  slices: Array<{ label: string; date: string; summary: string }>;
  totalMinor: number;
};

/** Another choice for the basket's flight: its page link and the basket's total with it. */
export type FlightChoice = { key: string; label: string; facts: string[]; totalMinor: number; path: string };

/** The chosen schedules of each slice when others keep the offer's price ('Ver más horarios'). */
export type ScheduleChoices = Array<{ label: string; options: Array<FlightChoice & { current: boolean }> }>;

/** The cheapest round trip of the search (the one the results priced). */
export function cheapestOf(offers: readonly FlightOffer[]): FlightOffer | null {
  return offers.reduce<FlightOffer | null>(
    (best, offer) => (best === null || offer.price.totalMinor < best.price.totalMinor ? offer : best),
    null,
  );
}

export const sliceLabel = (index: number) => (index === 0 ? "Ida" : "Vuelta");

/** 'LIM 06:15 → CUZ 07:40 · Directo'. */
export function optionSummary(option: Pick<ItineraryOption, "segments">): string {
  const { segments } = option;
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return "";
  const stops = segments.length === 1 ? "Directo" : `${String(segments.length - 1)} escala(s)`;
  return `${first.origin} ${first.departureLocal.slice(11, 16)} → ${last.destination} ${last.arrivalLocal.slice(11, 16)} · ${stops}`;
}

/** The chosen offer (one option per slice) as the checkout shows it. */
export function flightView(offer: FlightOffer, family: FareFamily, totalMinor: number, facts: string[]): BasketFlight {
  return {
    carrier: offer.validatingCarrier,
    fareFamily: family.name,
    fareFacts: facts,
    slices: offer.slices.map((slice, index) => {
      const option = slice.options[0];
      return {
        label: sliceLabel(index),
        date: option?.segments[0]?.departureLocal.slice(0, 10) ?? slice.date,
        summary: option ? optionSummary(option) : "",
      };
    }),
    totalMinor,
  };
}

/** 'Ida LIM 06:15 → CUZ 07:40 · Directo · Vuelta CUZ 18:00 → LIM 19:25 · Directo' of an offer's first options. */
export function offerSummary(offer: FlightOffer): string {
  return offer.slices
    .map((slice, index) => `${sliceLabel(index)} ${slice.options[0] ? optionSummary(slice.options[0]) : ""}`)
    .join(" · ");
}
