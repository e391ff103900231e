import { formatDateCompact } from "#app/utils/dates.ts";
import { buildFlightResultsUrl, ONE_WAY } from "#app/features/flights/flight-search-url.ts";
import { money, type PriceContext } from "./offer-parts.tsx";
import type { TravelOutletPage } from "./travel-outlet.server.ts";

export const OUTLET_EMPTY = "Por ahora no hay tarifas outlet. Vuelve pronto: cada día se liberan últimos asientos.";
export const OUTLET_UNAVAILABLE =
  "No pudimos cargar las tarifas outlet en este momento. Por favor, inténtalo de nuevo en unos minutos.";

/** Travel Outlet (/traveloutlet): last seats at a discount, by destination, before / now in US$ and S/. */
export function TravelOutletView({ page }: { page: TravelOutletPage }) {
  return (
    <div id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold text-brand-700">Travel Outlet</h1>
      <p className="mt-2 max-w-3xl text-lg text-ink">
        Últimos asientos con descuento en vuelos que salen en las próximas semanas. Precios por persona, solo ida, con
        impuestos y cargos incluidos.
      </p>
      {page.kind === "unavailable" ? (
        <p role="alert" className="mt-6 rounded-card border border-danger bg-red-50 p-4 text-danger">
          {OUTLET_UNAVAILABLE}
        </p>
      ) : page.fares.length === 0 ? (
        <p className="mt-6 rounded-card bg-surface p-4 text-ink">{OUTLET_EMPTY}</p>
      ) : (
        <OutletList page={page} />
      )}
    </div>
  );
}

function OutletList({ page }: { page: Extract<TravelOutletPage, { kind: "fares" }> }) {
  const usd: PriceContext = { currency: "USD", rate: page.rate };
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tarifas outlet por destino">
      {page.fares.map((fare) => {
        const city = page.airports[fare.destination]?.city ?? fare.destination;
        const now = money(fare.totalMinor, usd);
        const before = money(fare.previousTotalMinor, usd);
        const saving = Math.round((1 - fare.totalMinor / fare.previousTotalMinor) * 100);
        const url = buildFlightResultsUrl({
          tripType: ONE_WAY,
          legs: [{ origin: fare.origin, destination: fare.destination, date: fare.departureDate }],
          returnDate: null,
          adults: 1,
          children: 0,
          infants: 0,
          cabinClass: 0,
          language: "ES",
        });
        return (
          <li
            key={fare.destination}
            className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 className="text-xl font-bold text-ink">
              {page.airports[fare.origin]?.city ?? fare.origin} → {city}
            </h2>
            <p className="text-sm text-muted">
              {formatDateCompact(fare.departureDate)} · {page.airlines[fare.carrier]?.name ?? fare.carrier}
            </p>
            <p className="text-sm text-muted">
              Antes <s>{before.main}</s>
              {before.other ? <s className="ml-1">({before.other})</s> : null}
            </p>
            <p className="text-2xl font-extrabold text-ink tabular-nums">
              Ahora {now.main}
              <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 align-middle text-sm font-bold">
                -{saving}%
              </span>
            </p>
            {now.other ? <p className="text-sm text-muted tabular-nums">{now.other}</p> : null}
            <a
              href={url}
              className="mt-auto inline-flex min-h-11 items-center justify-center rounded-control bg-brand-600 px-4 font-bold text-white hover:bg-brand-700"
            >
              Ver vuelos
              <span className="sr-only">
                {" "}
                a {city} del {formatDateCompact(fare.departureDate)}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
