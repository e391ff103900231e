/**
 * The order of the flight results (`orden`, result-view.ts). Each slice's options are ordered by what the sort ranks
 * on, and the offer is ranked by its first option of each slice: the schedule a card shows first and pre-selects is
 * the one that put the card where it is.
 */
import type { FlightOffer, ItineraryOption } from "#app/features/flights/flight-offer-types.ts";
import type { SortKey } from "./result-view.ts";

const BY_TIME: ReadonlySet<SortKey> = new Set(["salida-temprana", "salida-tarde", "llegada-temprana", "llegada-tarde"]);

/** Minutes since the epoch of a local time read as if it were UTC (only for ordering). */
function minutesOf(local: string): number {
  const minutes = Date.parse(`${local}Z`) / 60_000;
  return Number.isFinite(minutes) ? minutes : Number.MAX_SAFE_INTEGER;
}

function compareKeys(a: number[], b: number[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? 0;
    if (value !== other) return value < other ? -1 : 1;
  }
  return 0;
}

/** The keys (ascending) an option of slice `sliceIndex` is ordered by within its slice. */
function optionKeys(option: ItineraryOption, sort: SortKey, sliceIndex: number, sortSlice: number): number[] {
  const departure = minutesOf(option.departureLocal);
  if (sort === "mejor") return [option.stops, option.durationMinutes, departure];
  if (sort === "rapido") return [option.durationMinutes, departure];
  if (!BY_TIME.has(sort) || sliceIndex !== sortSlice) return [departure];
  const time = sort.startsWith("llegada") ? minutesOf(option.arrivalLocal) : departure;
  return [sort.endsWith("tarde") ? -time : time, departure];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The keys (ascending) an offer is ranked by, from the first option of each of its (ordered) slices. */
function offerKeys(offer: FlightOffer, sort: SortKey, sortSlice: number): number[] {
  const price = offer.price.totalMinor;
  const firsts = offer.slices.flatMap((slice) => slice.options.slice(0, 1));
  if (sort === "barato") return [price];
  if (sort === "mejor") {
    return [sum(firsts.map((option) => option.stops)), price, sum(firsts.map((option) => option.durationMinutes))];
  }
  if (sort === "rapido") return [sum(firsts.map((option) => option.durationMinutes)), price];
  const first = offer.slices[sortSlice]?.options[0] ?? firsts[0];
  return [first ? (optionKeys(first, sort, sortSlice, sortSlice)[0] ?? 0) : 0, price];
}

/**
 * A new array in the visitor's order, stable. Within each slice the options come first by the sort's own measure
 * ('mejor': fewest stops, then duration; 'rapido': duration; salida/llegada: the chosen slice's departure or arrival,
 * earliest or latest first), then by local departure. Offers: 'barato' by price; 'mejor' by the stops of their first
 * options (summed over slices), then price, then their duration; 'rapido' by duration, then price; salida/llegada by
 * the first option of slice `sortSlice`, then price.
 */
export function sortOffers(offers: FlightOffer[], sort: SortKey, sortSlice: number): FlightOffer[] {
  return offers
    .map((offer) => ({
      ...offer,
      slices: offer.slices.map((slice, sliceIndex) => ({
        ...slice,
        options: slice.options
          .map((option) => ({ option, keys: optionKeys(option, sort, sliceIndex, sortSlice) }))
          .sort((a, b) => compareKeys(a.keys, b.keys))
          .map(({ option }) => option),
      })),
    }))
    .map((offer) => ({ offer, keys: offerKeys(offer, sort, sortSlice) }))
    .sort((a, b) => compareKeys(a.keys, b.keys))
    .map(({ offer }) => offer);
}
