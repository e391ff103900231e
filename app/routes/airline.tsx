import { redirect } from "react-router";
import { requestContext } from "#request-context";
import { AirlinePage } from "#app/features/airlines/airline-page.tsx";
import { loadAirlinePage } from "#app/features/airlines/airline-page.server.ts";
import { airlineCodeFrom, airlinePath, readRouteView } from "#app/features/airlines/airline-routes.ts";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/airline";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = airlineCodeFrom(params.code);
  const url = new URL(request.url);
  if (code && code !== params.code) throw redirect(`${airlinePath(code)}${url.search}`, 301);
  const page = code ? await loadAirlinePage(code) : null;
  // An airline we do not fly answers 404 with the site's not-found page, inside the shell (ErrorBoundary below).
  if (!page) throw new Response(null, { status: 404 });
  return {
    page,
    view: readRouteView(url.searchParams),
    siteUrl: context.get(requestContext).publicConfig.siteUrl.replace(/\/$/, ""),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) {
    return buildMeta(args, {
      title: "Página no encontrada | Kuntur Viajes",
      description: "La aerolínea que buscas no está entre las que vendemos. Revisa la lista de aerolíneas.",
      noIndex: true,
    });
  }
  const { airline } = page;
  return buildMeta(args, {
    title: `Vuelos ${airline.name}: rutas y tarifas | Kuntur Viajes`,
    description: `Vuelos baratos de ${airline.name} (${airline.code}): ${airline.routeCount} rutas directas con la tarifa más baja de cada una, equipaje incluido por tarifa y precios en dólares y soles.`,
    // The tab and 'Ver más' are views of one page.
    canonicalPath: airlinePath(airline.code),
  });
};

export default function Airline({ loaderData }: Route.ComponentProps) {
  return <AirlinePage page={loaderData.page} view={loaderData.view} siteUrl={loaderData.siteUrl} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;

/** The not-found page for an unknown airline, inside the shell; any other error goes up to the root boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
