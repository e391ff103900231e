import { Link, useNavigation } from "react-router";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import { OfferCard } from "./offer-card.tsx";
import type { PriceContext } from "./offer-parts.tsx";
import { resultsHref, viewHref } from "./results-links.ts";
import { DETAIL_PARAM, PAGE_SIZE } from "./result-view.ts";

type Results = Extract<FlightResultsPage, { kind: "results" }>;

/** The list's element id: the page's skip link jumps to it. */
export const RESULTS_LIST_ID = "vuelos-encontrados";

/** The offers of the page, or why there are none (no flights, or none that pass every filter). */
export function ResultsList({ page, context }: { page: Results; context: PriceContext }) {
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
                to={resultsHref(chip.params)}
                preventScrollReset
                className="text-sm font-semibold text-brand-700 underline"
              >
                Quitar «{chip.label}»
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={resultsHref(page.resetQuery)}
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
            to={viewHref(page, { shown: page.view.shown + PAGE_SIZE })}
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
