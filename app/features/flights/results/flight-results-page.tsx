import { useEffect } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { formatDateCompact, todayInLima } from "#app/utils/dates.ts";
import { STORAGE_KEYS, writeStored } from "#app/platform/storage-keys.ts";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import { OfferCard } from "./offer-card.tsx";
import { money, type PriceContext } from "./offer-parts.tsx";
import { PriceCalendarPanel } from "./price-calendar-grid.tsx";
import { ResultsSearchBox } from "./results-search-box.tsx";
import {
  BAGGAGE_OPTIONS,
  DETAIL_PARAM,
  PAGE_SIZE,
  SORT_OPTIONS,
  STOPS_OPTIONS,
  TIME_WINDOWS,
  writeResultView,
  type ResultView,
} from "./result-view.ts";

type Results = Extract<FlightResultsPage, { kind: "results" }>;

export const SUPPLIERS_FAILED_NOTE = "Algunas aerolíneas no respondieron. Te mostramos los vuelos disponibles.";
export const UNAVAILABLE_MESSAGE =
  "No pudimos completar tu búsqueda en este momento. Por favor, inténtalo de nuevo en unos minutos.";

const CHECK = "size-4 accent-brand-600";
const href = (query: string) => `${FLIGHT_RESULTS_PATH}?${query}`;

function withView(page: Results, patch: Partial<ResultView>): string {
  return href(writeResultView(new URLSearchParams(page.searchQuery), { ...page.view, ...patch }).toString());
}

/** The parameters a GET form must carry along besides its own fields. */
function HiddenFields({ params }: { params: Array<[string, string]> }) {
  return params.map(([name, value], index) => (
    <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
  ));
}

function Check(props: { name: string; value: string; checked: boolean; label: string; count?: number | undefined }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" name={props.name} value={props.value} defaultChecked={props.checked} className={CHECK} />
      {props.label}
      {props.count !== undefined ? (
        <span className="ml-auto text-xs text-muted tabular-nums">({props.count})</span>
      ) : null}
    </label>
  );
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="mb-1 text-sm font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A price bound in whole dollars. Typing does not apply it at every keystroke: leaving the field (or Enter, which
 * submits the form) does.
 */
function PriceInput(props: { label: string; name: string; placeholder: number; valueMinor: number | null }) {
  const submit = useSubmit();
  const initial = props.valueMinor !== null ? String(props.valueMinor / 100) : "";
  return (
    <label className="text-sm">
      {props.label}
      <input
        type="number"
        name={props.name}
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(props.placeholder)}
        defaultValue={initial}
        data-apply-on-blur="true"
        onBlur={(event) => {
          const { form, value } = event.currentTarget;
          if (form && value !== initial) void submit(form, { preventScrollReset: true, replace: true });
        }}
        className="mt-1 min-h-9 w-full rounded-control border border-slate-300 px-2"
      />
    </label>
  );
}

/** Filters: a GET form (works without JavaScript); with it, each choice applies at once (prices when left). */
function FiltersPanel({ page }: { page: Results }) {
  const submit = useSubmit();
  const { filters } = page.view;
  const { facets } = page;
  const searchParams = [...new URLSearchParams(page.searchQuery)];
  const hours = facets.maxDurationMinutes ? Math.ceil(facets.maxDurationMinutes / 60) : null;
  const selectedAll = filters.airlines.length === 0;
  return (
    <Form
      method="get"
      action={FLIGHT_RESULTS_PATH}
      preventScrollReset
      aria-label="Filtrar resultados"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-4"
      onChange={(event) => {
        if ((event.target as HTMLElement).dataset.applyOnBlur) return;
        void submit(event.currentTarget, { preventScrollReset: true, replace: true });
      }}
    >
      <HiddenFields params={searchParams} />
      {page.view.sort !== "mejor" ? <input type="hidden" name="orden" value={page.view.sort} /> : null}
      {page.view.sortSlice > 0 ? <input type="hidden" name="orden_tramo" value={page.view.sortSlice + 1} /> : null}
      {page.view.currency === "PEN" ? <input type="hidden" name="moneda" value="PEN" /> : null}
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink">Filtrar</h2>
        <Link to={href(page.resetQuery)} preventScrollReset className="text-sm font-semibold text-brand-700 underline">
          Restablecer
        </Link>
      </div>
      <FilterGroup title="Escalas">
        {STOPS_OPTIONS.map((option) => (
          <Check
            key={option.key}
            name="escalas"
            value={String(option.key)}
            checked={filters.stops.includes(option.key)}
            label={option.label}
            count={facets.stops[option.key]}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="Aerolíneas">
        <p className="mb-1 flex gap-3 text-sm">
          <Link
            to={withView(page, {
              shown: PAGE_SIZE,
              filters: { ...filters, airlines: facets.airlines.map((a) => a.code) },
            })}
            preventScrollReset
            className="font-semibold text-brand-700 underline"
          >
            Seleccionar todas
          </Link>
          <Link
            to={withView(page, { shown: PAGE_SIZE, filters: { ...filters, airlines: [] } })}
            preventScrollReset
            className="font-semibold text-brand-700 underline"
            aria-disabled={selectedAll || undefined}
          >
            Limpiar
          </Link>
        </p>
        {facets.airlines.map((airline) => (
          <Check
            key={airline.code}
            name="aerolinea"
            value={airline.code}
            checked={filters.airlines.includes(airline.code)}
            label={page.airlines[airline.code]?.name ?? airline.code}
            count={airline.count}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="Equipaje incluido">
        {BAGGAGE_OPTIONS.map((option) => (
          <Check
            key={option.key}
            name="equipaje"
            value={option.key}
            checked={filters.baggage.includes(option.key)}
            label={option.label}
            count={facets.baggage[option.key]}
          />
        ))}
      </FilterGroup>
      {facets.price ? (
        <FilterGroup title="Precio total (US$)">
          <div className="grid grid-cols-2 gap-2">
            <PriceInput
              label="Desde"
              name="precio_min"
              placeholder={Math.floor(facets.price.minMinor / 100)}
              valueMinor={filters.minPriceMinor}
            />
            <PriceInput
              label="Hasta"
              name="precio_max"
              placeholder={Math.ceil(facets.price.maxMinor / 100)}
              valueMinor={filters.maxPriceMinor}
            />
          </div>
        </FilterGroup>
      ) : null}
      {page.sliceLabels.map((label, sliceIndex) => (
        <FilterGroup key={label} title={`Horarios: ${label}`}>
          {(["salida", "llegada"] as const).map((kind) => (
            <div key={kind} className="mb-2">
              <p className="text-sm font-semibold text-muted">{kind === "salida" ? "Salida" : "Llegada"}</p>
              {TIME_WINDOWS.map((window) => (
                <Check
                  key={window.key}
                  name={`${kind}${sliceIndex + 1}`}
                  value={window.key}
                  checked={
                    (kind === "salida" ? filters.departureWindows : filters.arrivalWindows)[sliceIndex]?.includes(
                      window.key,
                    ) ?? false
                  }
                  label={`${window.label} (${window.range})`}
                />
              ))}
            </div>
          ))}
        </FilterGroup>
      ))}
      {hours ? (
        <FilterGroup title="Duración máxima por tramo">
          <label className="sr-only" htmlFor="filtro-duracion">
            Duración máxima por tramo
          </label>
          <select
            id="filtro-duracion"
            name="duracion_max"
            defaultValue={filters.maxDurationMinutes !== null ? Math.ceil(filters.maxDurationMinutes / 60) : ""}
            className="min-h-9 w-full rounded-control border border-slate-300 px-2 text-sm"
          >
            <option value="">Cualquiera</option>
            {Array.from({ length: hours }, (_, index) => index + 1).map((hour) => (
              <option key={hour} value={hour}>
                Hasta {hour} h
              </option>
            ))}
          </select>
        </FilterGroup>
      ) : null}
      {facets.layoverAirports.length > 0 ? (
        <FilterGroup title="Escala en">
          {facets.layoverAirports.map((airport) => (
            <Check
              key={airport.code}
              name="escala_en"
              value={airport.code}
              checked={filters.layoverAirports.includes(airport.code)}
              label={`${page.airports[airport.code]?.city ?? airport.code} (${airport.code})`}
              count={airport.count}
            />
          ))}
        </FilterGroup>
      ) : null}
      <button
        type="submit"
        className="min-h-11 w-full rounded-control border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400 focus-visible:outline-none"
      >
        Aplicar filtros
      </button>
    </Form>
  );
}

function SortBar({ page }: { page: Results }) {
  const submit = useSubmit();
  const searchParams = [
    ...writeResultView(new URLSearchParams(page.searchQuery), { ...page.view, shown: PAGE_SIZE }),
  ].filter(([name]) => name !== "orden" && name !== "orden_tramo");
  return (
    <Form
      method="get"
      action={FLIGHT_RESULTS_PATH}
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <HiddenFields params={searchParams} />
      <label className="text-sm font-semibold text-ink">
        Ordenar por
        <select
          name="orden"
          defaultValue={page.view.sort}
          className="mt-1 block min-h-11 rounded-control border border-slate-300 bg-white px-3 text-base"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {page.sliceLabels.length > 1 ? (
        <label className="text-sm font-semibold text-ink">
          Horario de
          <select
            name="orden_tramo"
            defaultValue={page.view.sortSlice + 1}
            className="mt-1 block min-h-11 rounded-control border border-slate-300 bg-white px-3 text-base"
          >
            {page.sliceLabels.map((label, index) => (
              <option key={label} value={index + 1}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-control border border-brand-600 px-3 font-semibold text-brand-700"
        >
          Ordenar
        </button>
      </noscript>
    </Form>
  );
}

function CurrencySwitch({ page }: { page: Results }) {
  if (!page.exchangeRate) return <p className="text-sm text-muted">Precios en dólares estadounidenses (US$).</p>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-ink">Moneda:</span>
      {(["USD", "PEN"] as const).map((currency) => (
        <Link
          key={currency}
          to={withView(page, { currency })}
          preventScrollReset
          aria-current={page.view.currency === currency ? "true" : undefined}
          className="rounded-full border border-brand-600 px-3 py-1 font-semibold text-brand-700 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
        >
          {currency === "USD" ? "US$" : "S/"}
        </Link>
      ))}
      <span className="text-muted">
        Tipo de cambio: US$ 1 = S/ {page.exchangeRate.rate} ({formatDateCompact(page.exchangeRate.date)})
      </span>
    </div>
  );
}

function ResultsList({ page, context }: { page: Results; context: PriceContext }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === FLIGHT_RESULTS_PATH;
  if (page.totalCount === 0) {
    return (
      <div className="rounded-card border border-slate-200 bg-white p-6 text-center">
        <h2 className="text-lg font-bold text-ink">No encontramos vuelos para esta búsqueda</h2>
        <p className="mt-2 text-muted">
          Prueba con otras fechas (mira el calendario de precios), otra clase o menos pasajeros.
        </p>
      </div>
    );
  }
  if (page.matchCount === 0) {
    return (
      <div className="rounded-card border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-bold text-ink">Ningún vuelo cumple todos los filtros</h2>
        <p className="mt-2 text-muted">Quita alguno de estos filtros para ver más vuelos:</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {page.chips.map((chip) => (
            <li key={chip.id}>
              <Link
                to={href(chip.params)}
                preventScrollReset
                className="text-sm font-semibold text-brand-700 underline"
              >
                Quitar «{chip.label}»
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={href(page.resetQuery)}
          preventScrollReset
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          Restablecer filtros
        </Link>
      </div>
    );
  }
  return (
    <div aria-busy={busy || undefined} className={busy ? "opacity-60 transition-opacity" : undefined}>
      <ol id={RESULTS_LIST_ID} tabIndex={-1} className="space-y-4 outline-none" aria-label="Vuelos encontrados">
        {page.offers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              index={index}
              sliceLabels={page.sliceLabels}
              airlines={page.airlines}
              airports={page.airports}
              context={context}
              detail={page.detail?.index === index ? page.detail.detail : null}
              detailHref={`?${page.query}&${DETAIL_PARAM}=${index}#oferta-${index}`}
            />
          </li>
        ))}
      </ol>
      {page.matchCount > page.offers.length ? (
        <div className="mt-4 text-center">
          <Link
            to={withView(page, { shown: page.view.shown + PAGE_SIZE })}
            preventScrollReset
            className="inline-flex min-h-11 items-center rounded-control border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Mostrar más resultados
          </Link>
        </div>
      ) : null}
    </div>
  );
}

const RESULTS_LIST_ID = "vuelos-encontrados";

/** The flight results page (/resultados/vuelos, issue 16). */
export function FlightResultsView({ page }: { page: FlightResultsPage }) {
  const today = todayInLima();
  useEffect(() => {
    if (page.kind === "results") writeStored(STORAGE_KEYS.lastFlightSearch, href(page.searchQuery));
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
      <ResultsSearchBox
        form={page.form}
        airportOptions={page.airportOptions}
        issues={page.kind === "invalid" ? page.issues : []}
        today={today}
        currency={currency}
      />
      {page.kind === "unavailable" ? (
        <p role="alert" className="mt-6 rounded-card border border-danger bg-red-50 p-4 text-danger">
          {UNAVAILABLE_MESSAGE}
        </p>
      ) : null}
      {page.kind === "results" ? <ResultsBody page={page} /> : null}
    </div>
  );
}

function ResultsBody({ page }: { page: Results }) {
  const context: PriceContext = { currency: page.view.currency, rate: page.exchangeRate?.rate ?? null };
  const cheapest = page.offers[0];
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="order-2 lg:order-1">
        <FiltersPanel page={page} />
      </div>
      <div className="order-1 min-w-0 space-y-4 lg:order-2">
        {page.calendarAvailable ? (
          <PriceCalendarPanel
            calendar={page.calendar}
            search={page.search}
            searchQuery={page.searchQuery}
            context={context}
          />
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p role="status" className="text-lg font-bold text-ink">
              {page.matchCount === 1 ? "1 vuelo encontrado" : `${page.matchCount} vuelos encontrados`}
              {page.matchCount !== page.totalCount ? ` de ${page.totalCount}` : ""}
            </p>
            {cheapest ? (
              <p className="text-sm text-muted">Desde {money(cheapest.price.totalMinor, context).main} en total</p>
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
                  to={href(chip.params)}
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
                to={href(page.resetQuery)}
                preventScrollReset
                className="inline-flex min-h-9 items-center text-sm font-semibold text-brand-700 underline"
              >
                Restablecer
              </Link>
            </li>
          </ul>
        ) : null}
        <ResultsList page={page} context={context} />
      </div>
    </div>
  );
}
