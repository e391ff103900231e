import { Link } from "react-router";
import { HydrateOnUse, onDemand } from "#app/components/on-demand.tsx";
import { FlightSearchForm } from "#app/features/flights/flights-ui.tsx";
import type { DestinationPageData } from "./destination-content-types.ts";
import { DestinationFaq } from "./destination-faq.tsx";
import { useDestinationLoadingFlag } from "./use-destination-loading.ts";

// The offers, description, price alert, notes and structured data under the hero: their own chunk, fetched at once
// (eager: the offers are on the first screen, so the start-up waits for it before it says the page is ready) while
// the first load hydrates the hero and its search form. Until then the HTML is the server's: links work, fields
// take text (kept at hydration). The FAQ stays in the first load: a key on it before its code arrived would be lost.
// The popular routes (links, at the bottom) hydrate on use: a click before their code arrived loads the page in full.
const PopularRoutes = onDemand(() =>
  import("./destination-popular-routes.tsx").then((m) => m.DestinationPopularRoutes),
);
const BelowTheFold = onDemand(() => import("./destination-below-the-fold.tsx").then((m) => m.DestinationBelowTheFold));

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

/**
 * The destination landing page (SPEC 2.6): search form prefilled with the route, cheapest recent offers,
 * description, information cards, price alert, FAQ and popular routes, plus its structured data.
 */
export function DestinationPage({ page, siteUrl }: DestinationPageProps) {
  const { content } = page;
  useDestinationLoadingFlag();
  const origin = page.searchOrigin?.city ?? content.ciudadNombre;
  return (
    <>
      <div className="bg-gradient-to-br from-brand-700 to-brand-600 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-6 pb-8 md:pt-8">
          <Breadcrumbs current={content.titulo} />
          <div>
            <h1 className="text-3xl font-extrabold md:text-4xl">{content.titulo}</h1>
            <p className="mt-2 max-w-3xl text-lg text-brand-50">{page.intro}</p>
          </div>
          <div className="rounded-card bg-white p-4 text-ink shadow-lg md:p-6">
            <FlightSearchForm
              {...(page.searchOrigin ? { initialOrigin: page.searchOrigin.iata } : {})}
              {...(page.searchDestination ? { initialDestination: page.searchDestination.iata } : {})}
            />
          </div>
        </div>
      </div>
      <HydrateOnUse eager of={BelowTheFold} props={{ page, siteUrl, origin }} />
      <DestinationFaq questions={page.questions} destination={content.ciudadDestino} />
      <HydrateOnUse of={PopularRoutes} props={{ routes: page.routes }} />
    </>
  );
}
