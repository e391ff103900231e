import { useState } from "react";
import { Link } from "react-router";
import { formatDateCompact } from "#app/utils/dates.ts";
import type { PriceCalendar } from "#app/features/flights/flight-offer-types.ts";
import { buildFlightResultsUrl, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import { money, type PriceContext } from "./offer-parts.tsx";
import { CALENDAR_PARAM } from "./result-view.ts";

const dayLabel = (date: string) => formatDateCompact(date).split(" ").slice(0, 3).join(" ");

/**
 * The cheapest total for all travellers +-3 days around the chosen dates (a 7x7 grid for round trips), each cell a
 * link to that search. The chosen dates are marked, the cheapest cell highlighted.
 */
export function PriceCalendarGrid({
  calendar,
  search,
  context,
}: {
  calendar: PriceCalendar;
  search: FlightSearch;
  context: PriceContext;
}) {
  const [leg] = search.legs;
  if (!leg) return null;
  const totals = calendar.cells.flatMap((cell) => (cell.totalMinor === null ? [] : [cell.totalMinor]));
  const lowest = totals.length > 0 ? Math.min(...totals) : null;
  const cellLink = (departureDate: string, returnDate: string | null) =>
    buildFlightResultsUrl({ ...search, legs: [{ ...leg, date: departureDate }], returnDate });
  const cell = (departureDate: string, returnDate: string | null) => {
    const found = calendar.cells.find((item) => item.departureDate === departureDate && item.returnDate === returnDate);
    const current = departureDate === leg.date && returnDate === search.returnDate;
    if (!found || found.totalMinor === null) {
      return <span className="block px-1 py-2 text-center text-xs text-muted">Sin vuelos</span>;
    }
    const label = `${returnDate ? `Ida ${formatDateCompact(departureDate)}, vuelta ${formatDateCompact(returnDate)}` : formatDateCompact(departureDate)}: ${money(found.totalMinor, context).main}`;
    return (
      <Link
        to={cellLink(departureDate, returnDate)}
        aria-label={label}
        aria-current={current ? "true" : undefined}
        className={`block rounded-control px-1 py-2 text-center text-xs font-semibold tabular-nums hover:bg-brand-50 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-600 ${found.totalMinor === lowest ? "bg-green-50 text-success" : "text-ink"}`}
      >
        {money(found.totalMinor, context).main}
      </Link>
    );
  };
  return (
    <div className="mt-3 overflow-x-auto">
      {lowest !== null ? <p className="mb-2 text-sm text-muted">Desde {money(lowest, context).main} en total</p> : null}
      <div>
        {calendar.returnDates ? (
          <table className="w-full min-w-[36rem] border-separate border-spacing-1 text-sm">
            <caption className="sr-only">Precio total más bajo por fecha de ida (filas) y de vuelta (columnas)</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left text-xs text-muted">
                  Ida \ Vuelta
                </th>
                {calendar.returnDates.map((date) => (
                  <th key={date} scope="col" className="text-xs font-semibold text-muted">
                    {dayLabel(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.departureDates.map((departureDate) => (
                <tr key={departureDate}>
                  <th scope="row" className="text-left text-xs font-semibold text-muted">
                    {dayLabel(departureDate)}
                  </th>
                  {(calendar.returnDates ?? []).map((returnDate) => (
                    <td key={returnDate}>{cell(departureDate, returnDate)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <ul className="grid min-w-[28rem] grid-cols-7 gap-1">
            {calendar.departureDates.map((date) => (
              <li key={date}>
                <span className="block text-center text-xs text-muted">{dayLabel(date)}</span>
                {cell(date, null)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The calendar behind a disclosure: loaded when the visitor opens it (a skeleton until it arrives), or already in the
 * page when the URL asks for it (`calendario=1`, the link a browser without JavaScript follows).
 */
export function PriceCalendarPanel({
  calendar,
  search,
  searchQuery,
  context,
}: {
  calendar: PriceCalendar | null;
  search: FlightSearch;
  searchQuery: string;
  context: PriceContext;
}) {
  // A plain fetch: React Router's fetcher would add its code to the framework chunk every page loads.
  const [state, setState] = useState<{ status: "idle" | "loading" | "failed"; calendar: PriceCalendar | null }>({
    status: "idle",
    calendar: null,
  });
  const [open, setOpen] = useState(calendar !== null);
  const loaded = calendar ?? state.calendar;
  const load = async () => {
    setState({ status: "loading", calendar: null });
    try {
      const response = await fetch(`${FLIGHT_CALENDAR_PATH}?${searchQuery}`, {
        headers: { accept: "application/json" },
      });
      const body = (await response.json()) as { calendar: PriceCalendar | null };
      setState(body.calendar ? { status: "idle", calendar: body.calendar } : { status: "failed", calendar: null });
    } catch {
      setState({ status: "failed", calendar: null });
    }
  };
  return (
    <details
      className="rounded-card border border-slate-200 bg-white p-4"
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen && !loaded && state.status !== "loading") void load();
      }}
    >
      <summary className="cursor-pointer text-base font-bold text-ink">Calendario de precios (±3 días)</summary>
      {loaded ? (
        <PriceCalendarGrid calendar={loaded} search={search} context={context} />
      ) : state.status === "loading" ? (
        <div role="status" aria-label="Cargando calendario de precios" className="mt-3 grid grid-cols-7 gap-1">
          {Array.from({ length: 14 }, (_, index) => (
            <span key={index} className="h-8 animate-pulse rounded-control bg-slate-100" />
          ))}
        </div>
      ) : state.status === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          No pudimos cargar el calendario. Inténtalo de nuevo en unos minutos.
        </p>
      ) : (
        <a
          href={`?${searchQuery}&${CALENDAR_PARAM}=1`}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Ver el calendario de precios
        </a>
      )}
    </details>
  );
}

/** The calendar's JSON, for the panel (app/routes/flight-calendar.ts). */
export const FLIGHT_CALENDAR_PATH = "/resultados/vuelos/calendario";
