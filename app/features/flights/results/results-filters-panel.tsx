import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import {
  BAGGAGE_OPTIONS,
  PAGE_SIZE,
  STOPS_OPTIONS,
  TIME_WINDOWS,
  writeResultView,
  type ResultView,
} from "./result-view.ts";
import { useFieldsFollowPage } from "./use-fields-follow-page.ts";

type Results = Extract<FlightResultsPage, { kind: "results" }>;

const CHECK = "size-4 accent-brand-600";
const href = (query: string) => `${FLIGHT_RESULTS_PATH}?${query}`;

function withView(page: Results, patch: Partial<ResultView>): string {
  return href(writeResultView(new URLSearchParams(page.searchQuery), { ...page.view, ...patch }).toString());
}

/** The parameters a GET form must carry along besides its own fields. */
export function HiddenFields({ params }: { params: Array<[string, string]> }) {
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
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowPage(form, page.query);
  const { filters } = page.view;
  const { facets } = page;
  const searchParams = [...new URLSearchParams(page.searchQuery)];
  const hours = facets.maxDurationMinutes ? Math.ceil(facets.maxDurationMinutes / 60) : null;
  const selectedAll = filters.airlines.length === 0;
  return (
    <Form
      ref={form}
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
            data-value={filters.maxDurationMinutes !== null ? Math.ceil(filters.maxDurationMinutes / 60) : ""}
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

/**
 * The filters: beside the results from 1024 px; on a phone folded behind "Filtrar", above the results (a native
 * disclosure: it opens without JavaScript, and stays open while each choice applies).
 */
export function FiltersDisclosure({ page }: { page: Results }) {
  const active = page.chips.length;
  return (
    <details id="filtros" data-wide-open className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-control border border-brand-600 bg-white px-4 font-semibold text-brand-700 group-open:mb-3 [&::-webkit-details-marker]:hidden">
        Filtrar
        {active > 0 ? (
          <span className="text-sm font-normal">{`(${String(active)} ${active === 1 ? "activo" : "activos"})`}</span>
        ) : null}
      </summary>
      <FiltersPanel page={page} />
    </details>
  );
}
