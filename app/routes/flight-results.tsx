import { redirect } from "react-router";
import { requestContext } from "#request-context";
import { flightSearchLog } from "#flights";
import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import { FlightResultsView } from "#app/features/flights/results/flight-results-page.tsx";
import {
  airportOptions,
  canonicalLegParams,
  loadFlightResults,
} from "#app/features/flights/results/flight-results.server.ts";
import { withTypedAirports } from "#app/features/flights/results/typed-airports.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/flight-results";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The multi-city box without JavaScript sends each leg's fields: back to decision 011's URL.
  const legs = canonicalLegParams(params);
  if (legs) throw redirect(`${FLIGHT_RESULTS_PATH}?${legs.toString()}`);
  // The home's and destination pages' search without JavaScript sends the airports as typed: back to their codes.
  const typed = withTypedAirports(params, await airportOptions().catch(() => []));
  if (typed) throw redirect(`${FLIGHT_RESULTS_PATH}?${typed.toString()}`);
  const { requestId } = context.get(requestContext);
  return loadFlightResults(params, (error) =>
    flightSearchLog().error({ err: error, requestId, url: request.url }, "flight results page: search failed"),
  );
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  const leg = page.kind === "results" ? page.search.legs[0] : undefined;
  const from = leg && page.kind === "results" ? page.airports[leg.origin]?.city : undefined;
  const to = leg && page.kind === "results" ? page.airports[leg.destination]?.city : undefined;
  return buildMeta(args, {
    title: from && to ? `Vuelos de ${from} a ${to} | Kuntur Viajes` : "Resultados de vuelos | Kuntur Viajes",
    description:
      "Compara vuelos por precio total con impuestos, horarios, escalas y equipaje, en dólares y soles, y elige tu tarifa.",
    // A search that found flights is indexable under one URL per search (sort, filters and currency are views of
    // it); a bad search, an empty one or a supplier failure is not a page worth indexing.
    ...(page.kind === "results" && page.totalCount > 0
      ? { canonicalPath: `${FLIGHT_RESULTS_PATH}?${page.searchQuery}` }
      : { noIndex: true }),
  });
};

export default function FlightResults({ loaderData }: Route.ComponentProps) {
  return <FlightResultsView page={loaderData} />;
}
