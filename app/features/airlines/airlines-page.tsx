import { Link } from "react-router";
import { PageHero } from "#app/features/info/info-ui.tsx";
import type { AirlineSummary } from "./airline-page.server.ts";

/** /aerolinea: the airlines we sell, each with its page. */
export function AirlinesPage({ airlines }: { airlines: AirlineSummary[] }) {
  return (
    <>
      <PageHero kicker="Vuelos" title="Aerolíneas">
        <p>
          Las aerolíneas con las que vendemos vuelos nacionales e internacionales: sus rutas directas, sus tarifas más
          bajas de las próximas semanas y lo que incluye cada familia tarifaria.
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {airlines.length === 0 ? (
          <p>En este momento no hay aerolíneas disponibles. Vuelve a intentarlo más tarde.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {airlines.map((airline) => (
              <li key={airline.code}>
                <Link
                  to={`/aerolinea/${airline.code}`}
                  className="flex h-full flex-col gap-1 rounded-card border border-slate-200 bg-white p-5 shadow-sm outline-none hover:shadow-md focus-visible:ring-4 focus-visible:ring-accent-400"
                >
                  <span className="text-lg font-bold text-brand-700">{airline.name}</span>
                  <span className="text-sm text-muted">
                    Código {airline.code} · {airline.routeCount} {airline.routeCount === 1 ? "ruta" : "rutas"} directas
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
