import { useState } from "react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { formatDateCompact, formatDateLong } from "#app/utils/dates.ts";
import { formatMoney } from "#app/utils/money.ts";
import { JsonLdScript } from "#app/features/destinations/destinations-ui.tsx";
import { FlightSearchForm } from "#app/features/flights/flights-ui.tsx";
import { AIRLINE_FILTER_PARAM, withAirlineFilter } from "#app/features/flights/index.ts";
import { FamilyFeatures } from "#app/features/flights/flights-ui.tsx";
import { buildAirlineJsonLd } from "./airline-json-ld.ts";
import type { AirlinePage as AirlinePageData } from "./airline-page.server.ts";
import {
  ROUTE_TABS,
  routeViewQuery,
  visibleRoutes,
  ROUTES_SHOWN,
  type AirlineRouteRow,
  type RouteView,
} from "./airline-routes.ts";

export function Breadcrumbs({ trail }: { trail: ReadonlyArray<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Migas de pan" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-brand-100">
        {trail.map((step, index) => (
          <li key={step.label} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {step.to ? (
              <Link to={step.to} className="text-white underline-offset-2 hover:underline">
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-white">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function RouteRow({ route }: { route: AirlineRouteRow }) {
  const dates = `del ${formatDateLong(route.departureDate)} al ${formatDateLong(route.returnDate)}`;
  return (
    <li className="grid gap-2 border-b border-slate-100 py-3 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-center md:gap-6">
      <span>
        <span className="block font-bold text-ink">
          {route.originCity} <span aria-hidden="true">→</span>
          <span className="sr-only"> a </span> {route.destinationCity}
        </span>
        <span className="text-sm text-muted">
          <span className="sr-only">Ida y vuelta, {dates}</span>
          <span aria-hidden="true">
            Ida {formatDateCompact(route.departureDate)} · Vuelta {formatDateCompact(route.returnDate)}
          </span>
        </span>
      </span>
      <span className="md:text-right">
        <span className="text-sm text-muted">Desde </span>
        <span className="text-xl font-extrabold text-brand-700">{formatMoney(route.totalMinor, "USD")}</span>
        {route.totalPenMinor !== null ? (
          <span className="block text-sm font-semibold text-ink">
            {formatMoney(route.totalPenMinor, "PEN", { alwaysDecimals: true })}
            <span className="sr-only"> en soles</span>
          </span>
        ) : null}
      </span>
      <Link
        to={route.searchUrl}
        className="inline-flex min-h-11 items-center justify-center rounded-control bg-brand-600 px-4 font-bold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-accent-400"
      >
        Ver vuelos
        <span className="sr-only">
          {" "}
          de {route.originCity} a {route.destinationCity}
        </span>
      </Link>
    </li>
  );
}

/** National and international routes: the tab and 'Ver más' are links, so they work before hydration too. */
function AirlineRoutes({ page, view }: { page: AirlinePageData; view: RouteView }) {
  const tabs = ROUTE_TABS.filter((tab) => page.routes[tab.id].length > 0);
  const selected = tabs.some((tab) => tab.id === view.tab) ? view.tab : (tabs[0]?.id ?? "nacionales");
  const rows = page.routes[selected];
  const shown = visibleRoutes(rows, view.expanded);
  return (
    <section aria-labelledby="rutas-aerolinea" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="rutas-aerolinea" className="text-2xl font-extrabold text-brand-700">
        Rutas de {page.airline.name}
      </h2>
      <p className="mt-1 text-muted">
        La tarifa ida y vuelta más baja de cada ruta para un adulto en económica, con impuestos y cargos, para salidas
        en las próximas semanas. Los precios cambian según la disponibilidad.
      </p>
      {tabs.length === 0 ? (
        <p className="mt-4 rounded-card bg-surface p-4">
          En este momento no tenemos tarifas de {page.airline.name} para las próximas semanas. Busca tus fechas con el
          formulario.
        </p>
      ) : (
        <>
          <nav aria-label="Tipo de ruta" className="mt-4 flex gap-1 overflow-x-auto border-b border-slate-200">
            {tabs.map((tab) => (
              <Link
                key={tab.id}
                to={`/aerolinea/${page.airline.code}${routeViewQuery({ tab: tab.id, expanded: false })}`}
                preventScrollReset
                aria-current={tab.id === selected ? "page" : undefined}
                className={cx(
                  "shrink-0 rounded-t-control px-4 py-3 font-semibold whitespace-nowrap outline-none focus-visible:ring-4 focus-visible:ring-accent-400",
                  tab.id === selected
                    ? "border-b-4 border-accent-500 text-brand-700"
                    : "text-muted hover:text-brand-700",
                )}
              >
                {tab.label} ({page.routes[tab.id].length})
              </Link>
            ))}
          </nav>
          <ul aria-label={ROUTE_TABS.find((tab) => tab.id === selected)?.label} className="mt-2">
            {shown.map((route) => (
              <RouteRow key={`${route.origin}-${route.destination}`} route={route} />
            ))}
          </ul>
          {rows.length > ROUTES_SHOWN ? (
            <div className="mt-4 flex justify-center">
              <Link
                to={`/aerolinea/${page.airline.code}${routeViewQuery({ tab: selected, expanded: !view.expanded })}`}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-control border-2 border-brand-600 px-5 font-bold text-brand-700 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400"
              >
                {view.expanded ? "Ver menos" : `Ver más (${rows.length - ROUTES_SHOWN})`}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function FareFamilies({ page }: { page: AirlinePageData }) {
  if (page.fareFamilies.length === 0) return null;
  return (
    <section aria-labelledby="tarifas-aerolinea" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="tarifas-aerolinea" className="text-2xl font-extrabold text-brand-700">
        Tarifas de {page.airline.name}
      </h2>
      <p className="mt-1 text-muted">
        Lo que incluye cada familia tarifaria. Al elegir tu vuelo verás el precio de cada una.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {page.fareFamilies.map((family) => (
          <li key={family.code} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="mb-2 text-lg font-bold text-ink">{family.name}</h3>
            <FamilyFeatures family={family} context={{ currency: "USD", rate: page.exchangeRate }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search form with 'Solo vuelos de …' (checked at first): the results' airline filter, with or without JavaScript. */
function AirlineSearchForm({ airline }: { airline: { code: string; name: string } }) {
  const [onlyAirline, setOnlyAirline] = useState(true);
  return (
    <FlightSearchForm extraQuery={withAirlineFilter("", onlyAirline ? airline.code : null)}>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink md:order-first md:col-span-2">
        <input
          type="checkbox"
          name={AIRLINE_FILTER_PARAM}
          value={airline.code}
          checked={onlyAirline}
          onChange={(event) => setOnlyAirline(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        Solo vuelos de {airline.name}
      </label>
    </FlightSearchForm>
  );
}

/** /aerolinea/{code}: search with the airline's filter, its routes with their lowest fares, its fare families. */
export function AirlinePage({ page, view, siteUrl }: { page: AirlinePageData; view: RouteView; siteUrl: string }) {
  const { airline } = page;
  return (
    <>
      <JsonLdScript
        data={buildAirlineJsonLd({
          siteUrl,
          airline,
          routes: [...page.routes.nacionales, ...page.routes.internacionales],
        })}
      />
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-6 pb-8 md:pt-8">
          <Breadcrumbs
            trail={[{ label: "Inicio", to: "/" }, { label: "Aerolíneas", to: "/aerolinea" }, { label: airline.name }]}
          />
          <div>
            <h1 className="text-3xl font-extrabold md:text-4xl">Vuelos {airline.name}</h1>
            <p className="mt-2 max-w-3xl text-lg text-brand-50">
              {airline.routeCount} rutas directas de {airline.name} ({airline.code}) con precios totales en dólares y
              soles. Compra en línea o en nuestras tiendas.
            </p>
          </div>
          <div className="rounded-card bg-white p-4 text-ink shadow-lg md:p-6">
            <AirlineSearchForm airline={airline} />
          </div>
        </div>
      </div>
      <AirlineRoutes page={page} view={view} />
      <FareFamilies page={page} />
    </>
  );
}
