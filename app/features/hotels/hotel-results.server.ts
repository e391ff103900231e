import { todayInLima, daysBetween } from "#app/utils/dates.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { placeName, resolveTypedPlace, stayPlaces } from "#app/features/places/index.server.ts";
import { makeStaySearchSchema } from "#app/features/travel-search/index.ts";
import {
  buildStayResultsUrl,
  parseStayResultsQuery,
  type StayProduct,
  type StaySearch,
} from "#app/features/travel-search/index.ts";
import { applyFilters, facetCounts, parseFilters, type Facets, type HotelFilters } from "./hotel-filters.ts";
import type { HotelOffer } from "./hotel-supplier.ts";
import { hotelSupplier } from "./hotel-suppliers.server.ts";
import { taxExplanation } from "./stay-pricing.ts";

export type HotelResultsPage =
  | { kind: "invalid"; form: StaySearch | undefined; issues: Record<string, string> }
  | {
      kind: "results";
      search: StaySearch;
      destinationName: string;
      nights: number;
      offers: HotelOffer[];
      /** Hotels with a room for the stay before the filters. */
      availableCount: number;
      facets: Facets;
      filters: HotelFilters;
      /** The search's own query (no '?'), without the view. */
      searchQuery: string;
      exchangeRate: CurrencyExchange | null;
      taxNotes: string[];
    };

/** A query whose destination was sent as typed, rewritten with its code; null when there is nothing to rewrite. */
export async function canonicalStayQuery(product: StayProduct, params: URLSearchParams): Promise<string | null> {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const name of product === "vuelohotel" ? ["origen", "destino"] : ["destino"]) {
    const value = params.get(name);
    if (value === null || value === "" || /^[A-Z]{3}$/.test(value)) continue;
    const code = resolveTypedPlace(value, await stayPlaces());
    if (!code) return null;
    next.set(name, code);
    changed = true;
  }
  return changed ? `/resultados/${product}?${next.toString()}` : null;
}

/** Reads and checks a stay search with the form's own schema; the messages by field when it is wrong. */
export function readStaySearch(product: StayProduct, params: URLSearchParams, today: string) {
  const parsed = parseStayResultsQuery(product, params);
  if (!parsed)
    return { ok: false as const, form: undefined, issues: { rooms: "Indica las habitaciones y sus huéspedes." } };
  const result = makeStaySearchSchema(today).safeParse(parsed);
  if (!result.success) return { ok: false as const, form: parsed, issues: fieldErrors(result.error) };
  return { ok: true as const, search: parsed };
}

export const guestRooms = (search: StaySearch) =>
  search.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges.map((age) => age ?? 0) }));

/** /resultados/hoteles: the hotels of the destination with a room for the stay, filtered and sorted by the URL. */
export async function loadHotelResults(params: URLSearchParams, now = new Date()): Promise<HotelResultsPage> {
  const today = todayInLima(now);
  const read = readStaySearch("hoteles", params, today);
  if (!read.ok) return { kind: "invalid", form: read.form, issues: read.issues };
  const { search } = read;
  const [places, offers, exchangeRate] = await Promise.all([
    stayPlaces(),
    hotelSupplier().search({
      destinations: [search.destination],
      checkIn: search.startDate,
      checkOut: search.endDate,
      rooms: guestRooms(search),
      today,
    }),
    getCurrentExchangeRate({ now }),
  ]);
  const filters = parseFilters(params);
  const available = offers.filter((offer) => offer.cheapest !== null);
  return {
    kind: "results",
    search,
    destinationName: placeName(search.destination, places),
    nights: daysBetween(search.startDate, search.endDate),
    offers: applyFilters(available, filters),
    availableCount: available.length,
    facets: facetCounts(available, filters),
    filters,
    searchQuery: buildStayResultsUrl(search).split("?")[1] ?? "",
    exchangeRate,
    taxNotes: taxExplanation(available[0]?.countryCode ?? "PE"),
  };
}
