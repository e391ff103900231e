/**
 * The visitor's view of the flight results (/resultados/vuelos): sort, filters, currency and page size. They live in
 * the URL query next to the search (flight-search-url.ts), whose parameters are never touched here. Pure: shared by
 * the loader and the page.
 *
 *   …&idioma=ES&orden=salida-temprana&orden_tramo=2&escalas=0&escalas=1&aerolinea=LA&salida1=manana,tarde&moneda=PEN
 *
 * Prices in the URL are whole US dollars (`precio_min`, `precio_max`) and durations whole hours (`duracion_max`).
 */
import { formatMoney } from "#app/utils/money.ts";
import type { FlightOffer, ItineraryOption } from "#app/features/flights/flight-offer-types.ts";

/** How the offers are ordered (`orden`). */
export type SortKey =
  "mejor" | "barato" | "rapido" | "salida-temprana" | "salida-tarde" | "llegada-temprana" | "llegada-tarde";

/** The sorts in the order the page lists them; the first is the default. */
export const SORT_OPTIONS: ReadonlyArray<{ key: SortKey; label: string }> = [
  { key: "mejor", label: "Mejor opción" },
  { key: "barato", label: "Más barato" },
  { key: "rapido", label: "Más rápido" },
  { key: "salida-temprana", label: "Salida más temprana" },
  { key: "salida-tarde", label: "Salida más tarde" },
  { key: "llegada-temprana", label: "Llegada más temprana" },
  { key: "llegada-tarde", label: "Llegada más tarde" },
];

/** A part of the day, by local time at the airport. */
export type TimeWindow = "madrugada" | "manana" | "tarde" | "noche";

/** The parts of the day: [00:00, 06:00), [06:00, 12:00), [12:00, 18:00), [18:00, 24:00). */
export const TIME_WINDOWS: ReadonlyArray<{ key: TimeWindow; label: string; range: string }> = [
  { key: "madrugada", label: "Madrugada", range: "00:00 - 05:59" },
  { key: "manana", label: "Mañana", range: "06:00 - 11:59" },
  { key: "tarde", label: "Tarde", range: "12:00 - 17:59" },
  { key: "noche", label: "Noche", range: "18:00 - 23:59" },
];

/** The part of the day of a local time "yyyy-mm-ddThh:mm". */
export function timeWindowOf(local: string): TimeWindow {
  const hour = Number(local.slice(11, 13));
  return hour < 6 ? "madrugada" : hour < 12 ? "manana" : hour < 18 ? "tarde" : "noche";
}

/** Stops of an option; 2 means "2 or more". */
export type StopsFilter = 0 | 1 | 2;

/** The stops filter's choices (`escalas`). */
export const STOPS_OPTIONS: ReadonlyArray<{ key: StopsFilter; label: string }> = [
  { key: 0, label: "Directo" },
  { key: 1, label: "1 escala" },
  { key: 2, label: "2+ escalas" },
];

/** Included baggage: a cabin bag (`fareFamily.cabinBag`) or at least one checked bag. */
export type Baggage = "mano" | "bodega";

/** The baggage filter's choices (`equipaje`). */
export const BAGGAGE_OPTIONS: ReadonlyArray<{ key: Baggage; label: string }> = [
  { key: "mano", label: "Equipaje de mano" },
  { key: "bodega", label: "Equipaje de bodega" },
];

/** What the visitor filters by; an empty list or null means "any". */
export type ResultFilters = {
  /** OR-combined, on each option's stops. */
  stops: StopsFilter[];
  /** IATA codes: an offer matches when one of its carriers is listed. */
  airlines: string[];
  /** All listed must be included. */
  baggage: Baggage[];
  /** On `price.totalMinor` (USD minor units), inclusive. */
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  /** Index = slice index; an option matches when its local departure (arrival) is in one of its slice's windows. */
  departureWindows: TimeWindow[][];
  arrivalWindows: TimeWindow[][];
  /** Per option, layovers included. */
  maxDurationMinutes: number | null;
  /** An option matches when one of its layovers is at a listed airport (so a direct one never does). */
  layoverAirports: string[];
};

/** The currency prices are shown in (the engine prices in USD). */
export type Currency = "USD" | "PEN";

/** Everything the results page reads from the URL besides the search. */
export type ResultView = {
  sort: SortKey;
  sortSlice: number;
  filters: ResultFilters;
  currency: Currency;
  shown: number;
};

/** The results URL parameter that renders the price calendar with the page (for browsers without JavaScript). */
export const CALENDAR_PARAM = "calendario";

/** The results URL parameter that renders one offer's 'Detalle del vuelo' with the page (without JavaScript). */
export const DETAIL_PARAM = "detalle";

/** Offers shown at first and added by each 'Ver más resultados'. */
export const PAGE_SIZE = 10;
const MAX_SHOWN = 200;
const MAX_SLICES = 6;
const AIRLINE_CODE = /^[A-Z0-9]{2}$/;
const AIRPORT_CODE = /^[A-Z]{3}$/;
const BY_SLICE: ReadonlySet<SortKey> = new Set([
  "salida-temprana",
  "salida-tarde",
  "llegada-temprana",
  "llegada-tarde",
]);
const SLICE_NUMBERS = Array.from({ length: MAX_SLICES }, (_, index) => index + 1);
const FILTER_KEYS = [
  "escalas",
  "aerolinea",
  "equipaje",
  "precio_min",
  "precio_max",
  ...SLICE_NUMBERS.map((n) => `salida${n}`),
  ...SLICE_NUMBERS.map((n) => `llegada${n}`),
  "duracion_max",
  "escala_en",
];
const VIEW_KEYS = ["orden", "orden_tramo", ...FILTER_KEYS, "moneda", "ver"];

/** No filter at all, with a window list per slice. */
export function emptyFilters(sliceCount: number): ResultFilters {
  const slices = () => Array.from({ length: clamp(sliceCount, 0, MAX_SLICES) }, (): TimeWindow[] => []);
  return {
    stops: [],
    airlines: [],
    baggage: [],
    minPriceMinor: null,
    maxPriceMinor: null,
    departureWindows: slices(),
    arrivalWindows: slices(),
    maxDurationMinutes: null,
    layoverAirports: [],
  };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}

/** The options chosen among `values`, once each, in the options' order. */
function chosen<T extends string | number>(values: Iterable<string | number>, options: ReadonlyArray<{ key: T }>): T[] {
  const set = new Set([...values].map(String));
  return options.filter((option) => set.has(String(option.key))).map((option) => option.key);
}

/** Valid codes, once each, sorted. */
function codes(values: string[], pattern: RegExp): string[] {
  return [...new Set(values.filter((value) => pattern.test(value)))].sort();
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

function shownCount(shown: number): number {
  return clamp(Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE, PAGE_SIZE, MAX_SHOWN);
}

/**
 * Reads the view from a results URL's query for a search of `sliceCount` slices. Never throws: unknown or invalid
 * values are ignored (a minimum price above the maximum drops both); `ver` is rounded up to a whole page.
 */
export function parseResultView(params: URLSearchParams, sliceCount: number): ResultView {
  const sort = SORT_OPTIONS.find((option) => option.key === params.get("orden"))?.key ?? "mejor";
  const sortSliceNumber = positiveInt(params.get("orden_tramo"));
  const slices = clamp(sliceCount, 0, MAX_SLICES);
  const windows = (prefix: string) =>
    Array.from({ length: slices }, (_, index) =>
      chosen(
        params.getAll(`${prefix}${index + 1}`).flatMap((value) => value.split(",")),
        TIME_WINDOWS,
      ),
    );
  let minDollars = positiveInt(params.get("precio_min"));
  let maxDollars = positiveInt(params.get("precio_max"));
  if (minDollars !== null && maxDollars !== null && minDollars > maxDollars) minDollars = maxDollars = null;
  const maxHours = positiveInt(params.get("duracion_max"));
  return {
    sort,
    sortSlice:
      BY_SLICE.has(sort) && sortSliceNumber !== null && sortSliceNumber <= sliceCount ? sortSliceNumber - 1 : 0,
    filters: {
      stops: chosen(params.getAll("escalas"), STOPS_OPTIONS),
      airlines: codes(params.getAll("aerolinea"), AIRLINE_CODE),
      baggage: chosen(params.getAll("equipaje"), BAGGAGE_OPTIONS),
      minPriceMinor: minDollars === null ? null : minDollars * 100,
      maxPriceMinor: maxDollars === null ? null : maxDollars * 100,
      departureWindows: windows("salida"),
      arrivalWindows: windows("llegada"),
      maxDurationMinutes: maxHours === null ? null : maxHours * 60,
      layoverAirports: codes(params.getAll("escala_en"), AIRPORT_CODE),
    },
    currency: params.get("moneda") === "PEN" ? "PEN" : "USD",
    shown: shownCount(positiveInt(params.get("ver")) ?? PAGE_SIZE),
  };
}

/**
 * A new query with the view written in: every other parameter (the search) kept as it was, the view's parameters in
 * a stable order with their values deduplicated and sorted, defaults left out. Prices round outwards to whole dollars
 * and durations up to whole hours, so a written filter is never narrower than the view's.
 */
export function writeResultView(params: URLSearchParams, view: ResultView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  const { filters } = view;
  const setNumber = (key: string, value: number | null) => {
    if (value !== null && value > 0) next.set(key, String(value));
  };
  if (view.sort !== "mejor") next.set("orden", view.sort);
  if (BY_SLICE.has(view.sort)) setNumber("orden_tramo", view.sortSlice > 0 ? view.sortSlice + 1 : null);
  for (const stops of chosen(filters.stops, STOPS_OPTIONS)) next.append("escalas", String(stops));
  for (const code of codes(filters.airlines, AIRLINE_CODE)) next.append("aerolinea", code);
  for (const baggage of chosen(filters.baggage, BAGGAGE_OPTIONS)) next.append("equipaje", baggage);
  setNumber("precio_min", filters.minPriceMinor === null ? null : Math.floor(filters.minPriceMinor / 100));
  setNumber("precio_max", filters.maxPriceMinor === null ? null : Math.ceil(filters.maxPriceMinor / 100));
  for (const [prefix, lists] of [
    ["salida", filters.departureWindows],
    ["llegada", filters.arrivalWindows],
  ] as const) {
    lists.slice(0, MAX_SLICES).forEach((list, index) => {
      const windows = chosen(list, TIME_WINDOWS);
      if (windows.length > 0) next.set(`${prefix}${index + 1}`, windows.join(","));
    });
  }
  setNumber("duracion_max", filters.maxDurationMinutes === null ? null : Math.ceil(filters.maxDurationMinutes / 60));
  for (const code of codes(filters.layoverAirports, AIRPORT_CODE)) next.append("escala_en", code);
  if (view.currency !== "USD") next.set("moneda", view.currency);
  if (shownCount(view.shown) !== PAGE_SIZE) next.set("ver", String(shownCount(view.shown)));
  return next;
}

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
  if (filters.stops.length > 0 && !filters.stops.includes(option.stops >= 2 ? 2 : option.stops === 1 ? 1 : 0)) {
    return false;
  }
  if (departure.length > 0 && !departure.includes(timeWindowOf(option.departureLocal))) return false;
  if (arrival.length > 0 && !arrival.includes(timeWindowOf(option.arrivalLocal))) return false;
  if (filters.maxDurationMinutes !== null && option.durationMinutes > filters.maxDurationMinutes) return false;
  return layoverAirports.length === 0 || option.layovers.some((layover) => layoverAirports.includes(layover.airport));
}

/** The offers (as they are) that survive the filters: the offer itself and at least one option of every slice. */
function matching(offers: FlightOffer[], filters: ResultFilters): FlightOffer[] {
  return offers.filter(
    (offer) =>
      offerMatches(offer, filters) &&
      offer.slices.every((slice, index) => slice.options.some((option) => optionMatches(option, index, filters))),
  );
}

/**
 * The offers that match, each slice narrowed to its matching options (stops, time windows, duration, layover
 * airports); an offer left with a slice without options is dropped, as are those failing the airline, baggage and
 * price filters. New objects: the input is not touched.
 */
export function applyFilters(offers: FlightOffer[], filters: ResultFilters): FlightOffer[] {
  return matching(offers, filters).map((offer) => ({
    ...offer,
    slices: offer.slices.map((slice, index) => ({
      ...slice,
      options: slice.options.filter((option) => optionMatches(option, index, filters)),
    })),
  }));
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
  const left = (patch: Partial<ResultFilters>) => matching(offers, { ...filters, ...patch });
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

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Minutes since the epoch of a local time read as if it were UTC (only for ordering). */
function minutesOf(local: string): number {
  return Date.parse(`${local}Z`) / 60_000;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The keys an offer is ordered by, all ascending (unknown values last). */
function sortKeys(offer: FlightOffer, sort: SortKey, sortSlice: number): number[] {
  const price = offer.price.totalMinor;
  const fewest = (of: (option: ItineraryOption) => number) =>
    sum(offer.slices.map((slice) => Math.min(...slice.options.map(of))));
  if (sort === "barato") return [price];
  if (sort === "mejor") return [fewest((option) => option.stops), price, fewest((option) => option.durationMinutes)];
  if (sort === "rapido") return [fewest((option) => option.durationMinutes), price];
  const slice = offer.slices[sortSlice] ?? offer.slices[0];
  const times = (slice?.options ?? [])
    .map((option) => minutesOf(sort.startsWith("llegada") ? option.arrivalLocal : option.departureLocal))
    .filter(Number.isFinite);
  return [sort.endsWith("tarde") ? -Math.max(...times) : Math.min(...times), price];
}

function compareKeys(a: number[], b: number[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index] ?? 0;
    if (value !== other) return value < other ? -1 : 1;
  }
  return 0;
}

/**
 * A new array in the visitor's order, stable. 'mejor': fewest stops (the least of each slice's options, summed), then
 * price, then total duration (the shortest option of each slice, summed); 'barato': price; 'rapido': total duration,
 * then price; salida/llegada: the earliest ('temprana') or latest ('tarde') local departure or arrival among the
 * options of slice `sortSlice`, then price. Each slice's options come sorted by local departure.
 */
export function sortOffers(offers: FlightOffer[], sort: SortKey, sortSlice: number): FlightOffer[] {
  return offers
    .map((offer) => ({ offer, keys: sortKeys(offer, sort, sortSlice) }))
    .sort((a, b) => compareKeys(a.keys, b.keys))
    .map(({ offer }) => ({
      ...offer,
      slices: offer.slices.map((slice) => ({
        ...slice,
        options: [...slice.options].sort((a, b) => compareText(a.departureLocal, b.departureLocal)),
      })),
    }));
}

/** An active filter value the visitor can remove: `params` is the query (no '?') without it, back to page one. */
export type FilterChip = { id: string; label: string; params: string };

/**
 * The chips of the active filters, one per value, in the URL's order. `airlineNames` by IATA code; `sliceLabels` names
 * the slices ('Ida', 'Vuelta', 'Tramo 1'...). Price chips are in US dollars, the unit of the filter.
 */
export function filterChips(
  params: URLSearchParams,
  view: ResultView,
  airlineNames: Record<string, string>,
  sliceLabels: string[],
): FilterChip[] {
  const { filters } = view;
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, patch: Partial<ResultFilters>) => {
    const next = writeResultView(params, { ...view, shown: PAGE_SIZE, filters: { ...filters, ...patch } });
    chips.push({ id, label, params: next.toString() });
  };
  for (const { key, label } of STOPS_OPTIONS) {
    if (filters.stops.includes(key)) add(`escalas-${key}`, label, { stops: filters.stops.filter((s) => s !== key) });
  }
  for (const code of filters.airlines) {
    add(`aerolinea-${code}`, airlineNames[code] ?? code, { airlines: filters.airlines.filter((c) => c !== code) });
  }
  for (const { key, label } of BAGGAGE_OPTIONS) {
    if (filters.baggage.includes(key))
      add(`equipaje-${key}`, label, { baggage: filters.baggage.filter((b) => b !== key) });
  }
  if (filters.minPriceMinor !== null) {
    add("precio_min", `Desde ${formatMoney(filters.minPriceMinor, "USD")}`, { minPriceMinor: null });
  }
  if (filters.maxPriceMinor !== null) {
    add("precio_max", `Hasta ${formatMoney(filters.maxPriceMinor, "USD")}`, { maxPriceMinor: null });
  }
  for (const [kind, word] of [
    ["departureWindows", "salida"],
    ["arrivalWindows", "llegada"],
  ] as const) {
    filters[kind].forEach((list, index) => {
      for (const { key, label } of TIME_WINDOWS) {
        if (!list.includes(key)) continue;
        const patch: Partial<ResultFilters> = {};
        patch[kind] = filters[kind].map((windows, i) => (i === index ? windows.filter((w) => w !== key) : windows));
        add(`${word}${index + 1}-${key}`, `${sliceLabels[index] ?? `Tramo ${index + 1}`}: ${word} ${label}`, patch);
      }
    });
  }
  if (filters.maxDurationMinutes !== null) {
    const hours = Math.ceil(filters.maxDurationMinutes / 60);
    add("duracion_max", `Duración máx. ${hours} h`, { maxDurationMinutes: null });
  }
  for (const code of filters.layoverAirports) {
    add(`escala_en-${code}`, `Escala en ${code}`, {
      layoverAirports: filters.layoverAirports.filter((c) => c !== code),
    });
  }
  return chips;
}

/** The query (no '?') with every filter removed: the search, sort and currency kept, back to page one. */
export function resetFiltersParams(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, "ver"]) next.delete(key);
  return next.toString();
}
