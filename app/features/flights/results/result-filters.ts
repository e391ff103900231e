/**
 * The filters of the flight results (result-view.ts reads them from the URL): which offers and schedules pass, and
 * how many offers each filter value would leave. Pure: used by the loader.
 */
import type { FlightOffer, ItineraryOption } from "#app/features/flights/flight-offer-types.ts";
import { timeWindowOf, type Baggage, type ResultFilters, type StopsFilter } from "./result-view.ts";

function offerMatches(offer: FlightOffer, filters: ResultFilters): boolean {
  const { fareFamily, price } = offer;
  if (filters.airlines.length > 0 && !offer.carriers.some((code) => filters.airlines.includes(code))) return false;
  if (filters.baggage.includes("mano") && !fareFamily.cabinBag) return false;
  if (filters.baggage.includes("bodega") && fareFamily.checkedBags <= 0) return false;
  if (filters.minPriceMinor !== null && price.totalMinor < filters.minPriceMinor) return false;
  return filters.maxPriceMinor === null || price.totalMinor <= filters.maxPriceMinor;
}

function optionMatches(option: ItineraryOption, sliceIndex: number, filters: ResultFilters): boolean {
  const departure = filters.departureWindows[sliceIndex] ?? [];
  const arrival = filters.arrivalWindows[sliceIndex] ?? [];
  const { layoverAirports } = filters;
  if (departure.length > 0 && !departure.includes(timeWindowOf(option.departureLocal))) return false;
  if (arrival.length > 0 && !arrival.includes(timeWindowOf(option.arrivalLocal))) return false;
  if (filters.maxDurationMinutes !== null && option.durationMinutes > filters.maxDurationMinutes) return false;
  return layoverAirports.length === 0 || option.layovers.some((layover) => layoverAirports.includes(layover.airport));
}

const stopsOf = (option: ItineraryOption): StopsFilter => (option.stops >= 2 ? 2 : option.stops === 1 ? 1 : 0);

/**
 * The offer with each slice narrowed to the options that pass the filters, or null when it fails one. An offer's
 * stops are those of its itinerary with the fewest (the most, over its slices, of each slice's fewest), so each
 * offer has exactly one value of the stops filter and the stops counts add up to the results; with that filter on,
 * options with more stops than the most chosen value are left out.
 */
function narrowed(offer: FlightOffer, filters: ResultFilters): FlightOffer | null {
  if (!offerMatches(offer, filters)) return null;
  const slices = offer.slices.map((slice, index) => ({
    ...slice,
    options: slice.options.filter((option) => optionMatches(option, index, filters)),
  }));
  if (slices.some((slice) => slice.options.length === 0)) return null;
  if (filters.stops.length === 0) return { ...offer, slices };
  const stops = Math.max(...slices.map((slice) => Math.min(...slice.options.map(stopsOf))));
  if (!filters.stops.some((value) => value === stops)) return null;
  const most = Math.max(...filters.stops);
  return {
    ...offer,
    slices: slices.map((slice) => ({ ...slice, options: slice.options.filter((option) => stopsOf(option) <= most) })),
  };
}

/**
 * The offers that match, each slice narrowed to its matching options (stops, time windows, duration, layover
 * airports); an offer left with a slice without options is dropped, as are those failing the airline, baggage and
 * price filters. New objects: the input is not touched.
 */
export function applyFilters(offers: FlightOffer[], filters: ResultFilters): FlightOffer[] {
  return offers.flatMap((offer) => narrowed(offer, filters) ?? []);
}

/** How many offers each filter value would leave, and the ranges of the sliders. */
export type FacetCounts = {
  stops: Record<StopsFilter, number>;
  /** Sorted by code. */
  airlines: Array<{ code: string; count: number; minTotalMinor: number }>;
  baggage: Record<Baggage, number>;
  /** Sorted by code. */
  layoverAirports: Array<{ code: string; count: number }>;
  /** Over all offers, unfiltered. */
  price: { minMinor: number; maxMinor: number } | null;
  /** Over all options, unfiltered. */
  maxDurationMinutes: number | null;
};

/**
 * Faceted counts: each value counts the offers left with every other filter applied and, for its own facet, only
 * that value. Airlines and layover airports are those of all offers; an airline's `minTotalMinor` is the cheapest of
 * the offers it counts (of all its offers when it counts none).
 */
export function facetCounts(offers: FlightOffer[], filters: ResultFilters): FacetCounts {
  const left = (patch: Partial<ResultFilters>) => applyFilters(offers, { ...filters, ...patch });
  const options = offers.flatMap((offer) => offer.slices.flatMap((slice) => slice.options));
  const totals = offers.map((offer) => offer.price.totalMinor);
  const airlineCodes = [...new Set(offers.flatMap((offer) => offer.carriers))].sort();
  const airportCodes = [...new Set(options.flatMap((option) => option.layovers.map((layover) => layover.airport)))];
  return {
    stops: { 0: left({ stops: [0] }).length, 1: left({ stops: [1] }).length, 2: left({ stops: [2] }).length },
    airlines: airlineCodes.map((code) => {
      const hits = left({ airlines: [code] });
      const priced = hits.length > 0 ? hits : offers.filter((offer) => offer.carriers.includes(code));
      return { code, count: hits.length, minTotalMinor: Math.min(...priced.map((offer) => offer.price.totalMinor)) };
    }),
    baggage: { mano: left({ baggage: ["mano"] }).length, bodega: left({ baggage: ["bodega"] }).length },
    layoverAirports: airportCodes.sort().map((code) => ({ code, count: left({ layoverAirports: [code] }).length })),
    price: totals.length > 0 ? { minMinor: Math.min(...totals), maxMinor: Math.max(...totals) } : null,
    maxDurationMinutes: options.length > 0 ? Math.max(...options.map((option) => option.durationMinutes)) : null,
  };
}
