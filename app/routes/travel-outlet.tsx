import { requestContext } from "#request-context";
import { flightSearchLog } from "#flights";
import { TravelOutletView } from "#app/features/flights/results/travel-outlet-page.tsx";
import { loadTravelOutlet } from "#app/features/flights/results/travel-outlet.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/travel-outlet";

export async function loader({ context }: Route.LoaderArgs) {
  const { requestId } = context.get(requestContext);
  return loadTravelOutlet((error) =>
    flightSearchLog().error({ err: error, requestId }, "travel outlet: could not list the fares"),
  );
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Travel Outlet: últimos asientos con descuento | Kuntur Viajes",
    description:
      "Vuelos con descuento en los últimos asientos de las próximas semanas: precio antes y ahora, en dólares y soles.",
  });

export default function TravelOutlet({ loaderData }: Route.ComponentProps) {
  return <TravelOutletView page={loaderData} />;
}
