import { todayInLima, daysBetween } from "#app/utils/dates.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import type { CurrencyExchange } from "#app/features/exchange-rates/index.ts";
import { placeName, stayPlaces } from "#app/features/places/index.server.ts";
import { readStaySearch } from "#app/features/travel-search/index.server.ts";
import { buildStayResultsUrl, type StaySearch } from "#app/features/travel-search/index.ts";
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
