import { Link } from "react-router";
import { formatMoney } from "#app/utils/money.ts";
import { FlightSearchForm } from "#app/features/flights/flights-ui.tsx";
import { buildDestinationJsonLd } from "./destination-json-ld.ts";
import { DestinationFaq } from "./destination-faq.tsx";
import { DestinationDescription, DestinationNotes } from "./destination-info.tsx";
import { DestinationOffersSection } from "./destination-offers-section.tsx";
import type { DestinationPageData } from "./destination-content-types.ts";
import { DestinationPopularRoutes } from "./destination-popular-routes.tsx";
import { JsonLdScript } from "./json-ld-script.tsx";
import { PriceAlertForm } from "#app/features/price-alerts/price-alerts-ui.tsx";
import { useDestinationLoadingFlag } from "./use-destination-loading.ts";

export type DestinationPageProps = { page: DestinationPageData; siteUrl: string };

/** Visible breadcrumbs, the same trail as the BreadcrumbList of the structured data. */
function Breadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Migas de pan" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-brand-100">
        <li>
          <Link to="/" className="text-white underline-offset-2 hover:underline">
            Inicio
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to="/vuelos" className="text-white underline-offset-2 hover:underline">
            Vuelos
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The hero's lead: the route and, when a recent fare is known, the cheapest one (the page's promise). */
function heroIntro(page: DestinationPageData, origin: string): string {
  const { content, offers } = page;
  const route = `${origin} a ${content.ciudadDestino}, ${content.paisDestino}`;
  const cheapest = offers[0];
  if (!cheapest) {
    return `Busca vuelos ida y vuelta de ${route}. Compara tarifas, crea una alerta de precio y reserva con la asesoría de nuestras tiendas en Lima y regiones.`;
  }
  return `Vuelos ida y vuelta de ${route}, desde ${formatMoney(cheapest.totalMinor, cheapest.currency)} por persona. Compara las tarifas más baratas de búsquedas recientes, crea una alerta de precio y reserva con la asesoría de nuestras tiendas.`;
}

/**
 * The destination landing page (SPEC 2.6): search form prefilled with the route, cheapest recent offers,
 * description, information cards, price alert, FAQ and popular routes, plus its structured data.
 */
export function DestinationPage({ page, siteUrl }: DestinationPageProps) {
  const { content, notes, questions, routes, offers } = page;
  useDestinationLoadingFlag();
  const origin = page.searchOrigin?.city ?? content.ciudadNombre;
  return (
    <>
      <JsonLdScript data={buildDestinationJsonLd({ siteUrl, content, questions })} />
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-6 pb-8 md:pt-8">
          <Breadcrumbs current={content.titulo} />
          <div>
            <h1 className="text-3xl font-extrabold md:text-4xl">{content.titulo}</h1>
            <p className="mt-2 max-w-3xl text-lg text-brand-50">{heroIntro(page, origin)}</p>
          </div>
          <div className="rounded-card bg-white p-4 text-ink shadow-lg md:p-6">
            <FlightSearchForm
              {...(page.searchOrigin ? { initialOrigin: page.searchOrigin.iata } : {})}
              {...(page.searchDestination ? { initialDestination: page.searchDestination.iata } : {})}
            />
          </div>
        </div>
      </div>
      <DestinationOffersSection offers={offers} origin={origin} destination={content.ciudadDestino} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <DestinationDescription title={`Viaja a ${content.ciudadDestino}`} description={content.description} />
        <PriceAlertForm
          originIata={content.originIata}
          destinationIata={content.iata}
          idWebSeo={content.id}
          origin={origin}
          destination={content.ciudadDestino}
        />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <DestinationNotes notes={notes} destination={content.ciudadDestino} />
      </div>
      <DestinationFaq questions={questions} destination={content.ciudadDestino} />
      <DestinationPopularRoutes routes={routes} />
    </>
  );
}
