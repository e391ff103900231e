import { data, redirect } from "react-router";
import { loadFlightHotelResults } from "#app/features/flight-hotel/flight-hotel-results.server.ts";
import { FlightHotelResultsView } from "#app/features/flight-hotel/flight-hotel-results-page.tsx";
import { canonicalStayQuery } from "#app/features/travel-search/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/flight-hotel-results";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const canonical = await canonicalStayQuery("vuelohotel", params);
  if (canonical) throw redirect(canonical);
  const page = await loadFlightHotelResults(params);
  // A bad search answers 400 with the form's messages and the search as sent.
  return page.kind === "invalid" ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title:
      args.loaderData.kind === "results"
        ? `Vuelo + hotel a ${args.loaderData.destinationName} | Kuntur Viajes`
        : "Vuelo + hotel | Kuntur Viajes",
    description:
      "Vuelo ida y vuelta y hotel en una sola búsqueda, con un precio por persona con impuestos en dólares y soles.",
    noIndex: true,
  });

export default function FlightHotelResults({ loaderData }: Route.ComponentProps) {
  return <FlightHotelResultsView page={loaderData} />;
}
