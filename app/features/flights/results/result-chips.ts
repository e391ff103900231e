/** The chips of the active filters on the flight results: one per value, each a link without it. */
import { formatMoney } from "#app/utils/money.ts";
import {
  BAGGAGE_OPTIONS,
  PAGE_SIZE,
  STOPS_OPTIONS,
  TIME_WINDOWS,
  writeResultView,
  type ResultFilters,
  type ResultView,
} from "./result-view.ts";

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
