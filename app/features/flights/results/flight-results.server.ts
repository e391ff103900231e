import { asc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { airports } from "#server/db/schema/geography.ts";
import type {
  AirlineInfo,
  AirportInfo,
  FlightSearchResult,
  PriceCalendar,
} from "#app/features/flights/flight-offer-types.ts";
import { readSearchRequest, type SearchIssue } from "#app/features/flights/flight-search-request.server.ts";
import { priceCalendar, searchFlights } from "#flights";
import {
  buildFlightResultsUrl,
  MULTI_CITY,
  ROUND_TRIP,
  type FlightSearch,
} from "#app/features/flights/flight-search-url.ts";
import { toCardData, toOfferDetail, type OfferCardData, type OfferDetail } from "./offer-card-data.ts";
import {
  applyFilters,
  CALENDAR_PARAM,
  DETAIL_PARAM,
  facetCounts,
  filterChips,
  parseResultView,
  resetFiltersParams,
  sortOffers,
  writeResultView,
  type FacetCounts,
  type FilterChip,
  type ResultView,
} from "./result-view.ts";

export type AirportOption = { iata: string; city: string };

/** What the compact search box shows: the search as read (even a bad one), field by field. */
export type SearchFormValues = {
  tripType: number;
  legs: Array<{ origin: string; destination: string; date: string }>;
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabinClass: number;
};

type PageBase = { form: SearchFormValues; airportOptions: AirportOption[] };

export type FlightResultsPage =
  | (PageBase & { kind: "invalid"; issues: SearchIssue[] })
  | (PageBase & { kind: "unavailable" })
  | (PageBase & {
      kind: "results";
      search: FlightSearch;
      /** The canonical search query (no '?'), the view's parameters excluded. */
      searchQuery: string;
      /** The whole current query (search and view), canonical. */
      query: string;
      view: ResultView;
      /** The cards' share of the first `ver` offers (offer-card-data.ts). */
      offers: OfferCardData[];
      /** Offers left after the filters, and before them. */
      matchCount: number;
      totalCount: number;
      facets: FacetCounts;
      chips: FilterChip[];
      resetQuery: string;
      airlines: Record<string, AirlineInfo>;
      airports: Record<string, Pick<AirportInfo, "city">>;
      exchangeRate: FlightSearchResult["exchangeRate"];
      failedSuppliers: string[];
      /** Rendered with the page only when the URL asks (`calendario=1`, the no-JavaScript path); else loaded on opening. */
      calendar: PriceCalendar | null;
      calendarAvailable: boolean;
      /**
       * The 'Detalle del vuelo' of the offer at this index of `offers`, rendered with the page only when the URL asks
       * (`detalle=N`, the no-JavaScript path); else each card loads it when opened.
       */
      detail: { index: number; detail: OfferDetail } | null;
      sliceLabels: string[];
    });

let airportOptionsCache: { at: number; options: AirportOption[] } | null = null;

/** The airports the search box offers (cached for a minute: a few dozen rows that rarely change). */
export async function airportOptions(): Promise<AirportOption[]> {
  if (airportOptionsCache && Date.now() - airportOptionsCache.at < 60_000) return airportOptionsCache.options;
  const options = await getDb()
    .select({ iata: airports.iata, city: airports.city })
    .from(airports)
    .where(eq(airports.active, true))
    .orderBy(asc(airports.city));
  airportOptionsCache = { at: Date.now(), options };
  return options;
}

function formValues(params: URLSearchParams, search: FlightSearch | null): SearchFormValues {
  if (search) {
    return {
      tripType: search.tripType,
      legs: search.legs,
      returnDate: search.returnDate ?? "",
      adults: search.adults,
      children: search.children,
      infants: search.infants,
      cabinClass: search.cabinClass,
    };
  }
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 0 && value <= 9 ? value : fallback;
  };
  return {
    tripType: [0, 1, 2].includes(number("tipo", 0)) ? number("tipo", 0) : 0,
    legs: [
      { origin: params.get("origen") ?? "", destination: params.get("destino") ?? "", date: params.get("ida") ?? "" },
    ],
    returnDate: params.get("vuelta") ?? "",
    adults: number("adultos", 1),
    children: number("ninos", 0),
    infants: number("infantes", 0),
    cabinClass: number("clase", 0),
  };
}

export function sliceLabelsOf(search: FlightSearch): string[] {
  if (search.tripType === ROUND_TRIP) return ["Ida", "Vuelta"];
  if (search.tripType === MULTI_CITY) return search.legs.map((_, index) => `Tramo ${index + 1}`);
  return ["Ida"];
}

/**
 * The multi-city search box without JavaScript sends each leg's fields (`tramo_origen`, `tramo_destino`,
 * `tramo_fecha`); they become decision 011's `tramo=ORIGEN.DESTINO.FECHA`. Null when the URL has none.
 */
export function canonicalLegParams(params: URLSearchParams): URLSearchParams | null {
  const origins = params.getAll("tramo_origen");
  if (origins.length === 0) return null;
  const destinations = params.getAll("tramo_destino");
  const dates = params.getAll("tramo_fecha");
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!key.startsWith("tramo")) next.append(key, value);
  }
  next.delete("origen");
  next.delete("destino");
  next.delete("ida");
  next.delete("vuelta");
  origins.forEach((origin, index) => {
    if (origin || destinations[index] || dates[index]) {
      next.append("tramo", `${origin}.${destinations[index] ?? ""}.${dates[index] ?? ""}`);
    }
  });
  return next;
}

/**
 * The results page: the search read from the URL, every supplier's offers, the visitor's filters and sort applied,
 * the first `ver` offers, the facets, chips and price calendar. A bad URL gives the form its messages; a database
 * failure gives 'unavailable' (the caller logs it), never an exception to the visitor.
 */
export async function loadFlightResults(
  params: URLSearchParams,
  log: (error: unknown) => void,
): Promise<FlightResultsPage> {
  let options: AirportOption[] = [];
  try {
    options = await airportOptions();
    const read = await readSearchRequest(params);
    if (!read.ok)
      return { kind: "invalid", form: formValues(params, read.search), airportOptions: options, issues: read.issues };
    const { search } = read;
    const calendarAvailable = search.legs.length === 1;
    const [result, calendar] = await Promise.all([
      searchFlights(search),
      calendarAvailable && params.get(CALENDAR_PARAM) === "1" ? priceCalendar(search) : null,
    ]);
    const sliceLabels = sliceLabelsOf(search);
    const searchQuery = buildFlightResultsUrl(search).split("?")[1] ?? "";
    const view = parseResultView(params, sliceLabels.length);
    const canonical = writeResultView(new URLSearchParams(searchQuery), view);
    const matching = sortOffers(applyFilters(result.offers, view.filters), view.sort, view.sortSlice);
    const shown = matching.slice(0, view.shown);
    const detailParam = params.get(DETAIL_PARAM) ?? "";
    const detailIndex = /^\d{1,3}$/.test(detailParam) ? Number(detailParam) : -1;
    const detailOffer = shown[detailIndex];
    const airlineNames = Object.fromEntries(
      Object.values(result.airlines).map((airline) => [airline.code, airline.name]),
    );
    return {
      kind: "results",
      form: formValues(params, search),
      airportOptions: options,
      search,
      searchQuery,
      query: canonical.toString(),
      view,
      offers: shown.map(toCardData),
      matchCount: matching.length,
      totalCount: result.offers.length,
      facets: facetCounts(result.offers, view.filters),
      chips: filterChips(canonical, view, airlineNames, sliceLabels),
      resetQuery: resetFiltersParams(canonical),
      airlines: result.airlines,
      airports: Object.fromEntries(
        Object.values(result.airports).map((airport) => [airport.iata, { city: airport.city }]),
      ),
      exchangeRate: result.exchangeRate,
      failedSuppliers: result.failedSuppliers,
      calendar,
      calendarAvailable,
      detail: detailOffer
        ? { index: detailIndex, detail: toOfferDetail(detailOffer, result.airlines, result.airports) }
        : null,
      sliceLabels,
    };
  } catch (error) {
    log(error);
    return { kind: "unavailable", form: formValues(params, null), airportOptions: options };
  }
}
