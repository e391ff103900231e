import { Link } from "react-router";
import { formatDateCompact } from "../../../utils/dates.ts";
import type { PriceCalendar } from "../flight-offer-types.ts";
import { buildFlightResultsUrl, type FlightSearch } from "../flight-search-url.ts";
import { money, type PriceContext } from "./offer-card.tsx";

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
    <details className="rounded-card border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-base font-bold text-ink">
        Calendario de precios (±3 días)
        {lowest !== null ? (
          <span className="ml-2 text-sm font-normal text-muted">desde {money(lowest, context).main}</span>
        ) : null}
      </summary>
      <div className="mt-3 overflow-x-auto">
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
    </details>
  );
}
