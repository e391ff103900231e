import { data, redirect } from "react-router";
import { loadHotelResults } from "#app/features/hotels/hotel-results.server.ts";
import { canonicalStayQuery } from "#app/features/travel-search/index.server.ts";
import { HotelResultsView } from "#app/features/hotels/hotel-results-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/hotel-results";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The search without JavaScript sends the destination as typed: back to decision 011's URL with its code.
  const canonical = await canonicalStayQuery("hoteles", params);
  if (canonical) throw redirect(canonical);
  const page = await loadHotelResults(params);
  // A bad search answers 400 with the form's messages and the search as sent.
  return page.kind === "invalid" ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title:
      args.loaderData.kind === "results"
        ? `Hoteles en ${args.loaderData.destinationName} | Kuntur Viajes`
        : "Resultados de hoteles | Kuntur Viajes",
    description:
      "Compara hoteles por precio por noche y total de la estadía con impuestos, en dólares y soles, con filtros y tarifas sin penalidad del hotel.",
    noIndex: true,
  });

export default function HotelResults({ loaderData }: Route.ComponentProps) {
  return <HotelResultsView page={loaderData} />;
}
