import { Link } from "react-router";
import { formatDateShort } from "#app/utils/dates.ts";
import { roomsSummary } from "#app/features/travel-search/travel-search-ui.tsx";
import { StaySearchForm } from "#app/features/travel-search/travel-search-ui.tsx";
import { FoldedSearch, RateNote } from "#app/features/travel-search/stay-results-ui.tsx";
import { HotelCard } from "./hotel-card.tsx";
import { HotelFiltersForm } from "./hotel-filters-form.tsx";
import type { HotelResultsPage } from "./hotel-results.server.ts";
import { hotelDetailUrl } from "./hotel-urls.ts";

const RESULTS_PATH = "/resultados/hoteles";

/** /resultados/hoteles: hotels with a room for the stay, filters with counts, sorts; the search form on top. */
export function HotelResultsView({ page }: { page: HotelResultsPage }) {
  if (page.kind === "invalid")
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">Revisa tu búsqueda de hoteles</h1>
        <ul className="list-disc pl-6" role="alert">
          {Object.values(page.issues).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <StaySearchForm product="hoteles" initial={page.form} />
      </div>
    );
  const { search } = page;
  const summary = `${page.destinationName} · ${formatDateShort(search.startDate)} al ${formatDateShort(search.endDate)} · ${roomsSummary(search.rooms)}`;
  const detail = (slug: string) => hotelDetailUrl(slug, page.searchQuery);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-4">
      <h1 className="text-xl font-bold text-ink sm:text-2xl">
        Hoteles en {page.destinationName}: {page.offers.length} {page.offers.length === 1 ? "hotel" : "hoteles"}
      </h1>
      <FoldedSearch summary={`Cambiar búsqueda: ${summary}`}>
        <StaySearchForm product="hoteles" initial={search} />
      </FoldedSearch>
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <details className="rounded-card border border-slate-200 bg-white p-3 lg:hidden">
          <summary className="cursor-pointer font-semibold text-brand-700">Filtrar</summary>
          <div className="pt-3">
            <HotelFiltersForm
              searchQuery={page.searchQuery}
              facets={page.facets}
              filters={page.filters}
              action={RESULTS_PATH}
            />
          </div>
        </details>
        <aside className="hidden lg:block" aria-label="Filtros">
          <HotelFiltersForm
            searchQuery={page.searchQuery}
            facets={page.facets}
            filters={page.filters}
            action={RESULTS_PATH}
          />
        </aside>
        <section aria-label="Resultados" className="flex flex-col gap-3">
          {page.offers.length === 0 ? (
            <div role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4">
              {page.availableCount === 0 ? (
                <p>
                  No encontramos habitaciones libres en {page.destinationName} para esas fechas. Prueba con otras fechas
                  o escríbenos: te ayudamos a encontrar alojamiento.
                </p>
              ) : (
                <p>
                  Ningún hotel cumple todos los filtros.{" "}
                  <Link to={`${RESULTS_PATH}?${page.searchQuery}`} className="font-semibold underline">
                    Quitar los filtros
                  </Link>
                </p>
              )}
            </div>
          ) : (
            page.offers.map((offer, index) => (
              <HotelCard
                key={offer.slug}
                offer={offer}
                nights={page.nights}
                detailUrl={detail(offer.slug)}
                rate={page.exchangeRate}
                eager={index < 2}
                freeCancellationOnly={page.filters.freeCancellation}
              />
            ))
          )}
          <RateNote rate={page.exchangeRate} />
          {page.taxNotes.map((note) => (
            <p key={note} className="text-sm text-muted">
              {note}
            </p>
          ))}
        </section>
      </div>
    </div>
  );
}
