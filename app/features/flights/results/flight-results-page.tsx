import { useEffect } from "react";
import { Link } from "react-router";
import { todayInLima } from "#app/utils/dates.ts";
import { STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import { money, type PriceContext } from "./offer-parts.tsx";
import { PriceCalendarPanel } from "./price-calendar-grid.tsx";
import { FiltersDisclosure } from "./results-filters-panel.tsx";
import { resultsHref } from "./results-links.ts";
import { ResultsList, RESULTS_LIST_ID } from "./results-list.tsx";
import { ResultsSearchBox } from "./results-search-box.tsx";
import { CurrencySwitch, SortBar } from "./results-view-controls.tsx";
import { emptyFilters, PAGE_SIZE, writeResultView } from "./result-view.ts";
import { searchSummary } from "./search-summary.ts";

type Results = Extract<FlightResultsPage, { kind: "results" }>;

export const SUPPLIERS_FAILED_NOTE = "Algunas aerolíneas no respondieron. Te mostramos los vuelos disponibles.";
export const UNAVAILABLE_MESSAGE =
  "No pudimos completar tu búsqueda en este momento. Por favor, inténtalo de nuevo en unos minutos.";

/** The flight results page (/resultados/vuelos, issue 16). */
export function FlightResultsView({ page }: { page: FlightResultsPage }) {
  const today = todayInLima();
  useEffect(() => {
    if (page.kind === "results") writeStored(STORAGE_KEYS.lastFlightSearch, resultsHref(page.searchQuery));
  }, [page]);
  const currency = page.kind === "results" ? page.view.currency : "USD";
  const heading =
    page.kind === "results"
      ? page.search.legs.length === 1
        ? `Vuelos de ${page.airports[page.search.legs[0]?.origin ?? ""]?.city ?? ""} a ${page.airports[page.search.legs[0]?.destination ?? ""]?.city ?? ""}`
        : "Vuelos multidestino"
      : "Buscar vuelos";
  return (
    <div id="contenido" className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-extrabold text-ink">{heading}</h1>
      {page.kind === "results" && page.offers.length > 0 ? (
        // The search box, calendar and sort come first: a keyboard visitor may go straight to the flights.
        <a
          href={`#${RESULTS_LIST_ID}`}
          className="sr-only rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:mb-4 focus:inline-block focus:ring-4 focus:ring-accent-400"
        >
          Saltar a los resultados
        </a>
      ) : null}
      <SearchDisclosure page={page}>
        <ResultsSearchBox
          form={page.form}
          airportOptions={page.airportOptions}
          issues={page.kind === "invalid" ? page.issues : []}
          today={today}
          currency={currency}
        />
      </SearchDisclosure>
      {page.kind === "unavailable" ? (
        <p role="alert" className="mt-6 rounded-card border border-danger bg-red-50 p-4 text-danger">
          {UNAVAILABLE_MESSAGE}
        </p>
      ) : null}
      {page.kind === "results" ? <ResultsBody page={page} /> : null}
    </div>
  );
}

/**
 * The search box: always shown from 1024 px; on a phone folded into a summary of the search with "Modificar" (a
 * native disclosure, so it opens without JavaScript), open when the search needs correcting.
 */
function SearchDisclosure({ page, children }: { page: FlightResultsPage; children: React.ReactNode }) {
  const cities = new Map(page.airportOptions.map((option) => [option.iata, option.city]));
  const summary = searchSummary(page.form, (iata) => cities.get(iata) ?? iata);
  return (
    <details data-wide-open open={page.kind !== "results" || undefined} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-sm group-open:mb-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{summary.route}</span>
          <span className="block text-sm text-muted">{summary.details}</span>
        </span>
        <span className="shrink-0 rounded-control border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700">
          <span className="group-open:hidden">Modificar</span>
          <span className="hidden group-open:inline">Cerrar</span>
        </span>
      </summary>
      {children}
    </details>
  );
}

/** What a price calendar date keeps of the view: the sort and the currency (its filters may not fit that date). */
function calendarViewQuery(page: Results): string {
  const kept = writeResultView(new URLSearchParams(), {
    ...page.view,
    filters: emptyFilters(page.sliceLabels.length),
    shown: PAGE_SIZE,
  });
  return kept.toString();
}

function ResultsBody({ page }: { page: Results }) {
  const context: PriceContext = { currency: page.view.currency, rate: page.exchangeRate?.rate ?? null };
  // On a phone the filters come between the top rows and the list, folded behind "Filtrar"; from 1024 px they are a
  // column beside both.
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[18rem_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-6">
      <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
        {page.calendarAvailable ? (
          <PriceCalendarPanel
            calendar={page.calendar}
            search={page.search}
            searchQuery={page.searchQuery}
            viewQuery={calendarViewQuery(page)}
            context={context}
          />
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p role="status" className="text-lg font-bold text-ink">
              {page.matchCount === 1 ? "1 vuelo encontrado" : `${page.matchCount} vuelos encontrados`}
              {page.matchCount !== page.totalCount ? ` de ${page.totalCount}` : ""}
            </p>
            {page.lowestTotalMinor !== null ? (
              <p className="text-sm text-muted">Desde {money(page.lowestTotalMinor, context).main} en total</p>
            ) : null}
          </div>
          <SortBar page={page} />
        </div>
        <CurrencySwitch page={page} />
        {page.failedSuppliers.length > 0 ? (
          <p role="status" className="rounded-control border border-warning bg-amber-50 p-3 text-sm text-warning">
            {SUPPLIERS_FAILED_NOTE}
          </p>
        ) : null}
        {page.chips.length > 0 ? (
          <ul aria-label="Filtros activos" className="flex flex-wrap gap-2">
            {page.chips.map((chip) => (
              <li key={chip.id}>
                <Link
                  to={resultsHref(chip.params)}
                  preventScrollReset
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-700"
                >
                  {chip.label}
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">(quitar filtro)</span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={resultsHref(page.resetQuery)}
                preventScrollReset
                className="inline-flex min-h-9 items-center text-sm font-semibold text-brand-700 underline"
              >
                Restablecer
              </Link>
            </li>
          </ul>
        ) : null}
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <FiltersDisclosure page={page} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-start-2">
        <ResultsList page={page} context={context} />
      </div>
    </div>
  );
}
