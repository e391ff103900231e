import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { formatDateCompact } from "#app/utils/dates.ts";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import { HiddenFields } from "./results-filters-panel.tsx";
import { viewHref } from "./results-links.ts";
import { PAGE_SIZE, SORT_OPTIONS, writeResultView } from "./result-view.ts";
import { useFieldsFollowPage } from "./use-fields-follow-page.ts";

// The controls that change how the results are shown, not which: the sort and the currency.

type Results = Extract<FlightResultsPage, { kind: "results" }>;

export function SortBar({ page }: { page: Results }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useFieldsFollowPage(form, page.query);
  const searchParams = [
    ...writeResultView(new URLSearchParams(page.searchQuery), { ...page.view, shown: PAGE_SIZE }),
  ].filter(([name]) => name !== "orden" && name !== "orden_tramo");
  return (
    <Form
      ref={form}
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
          data-value={page.view.sort}
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
            data-value={page.view.sortSlice + 1}
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

export function CurrencySwitch({ page }: { page: Results }) {
  if (!page.exchangeRate) return <p className="text-sm text-muted">Precios en dólares estadounidenses (US$).</p>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-ink">Moneda:</span>
      {(["USD", "PEN"] as const).map((currency) => (
        <Link
          key={currency}
          to={viewHref(page, { currency })}
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
