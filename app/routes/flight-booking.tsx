import { FlightBookingView } from "../features/flights/results/flight-booking-page.tsx";
import { loadFlightBooking } from "../features/flights/results/flight-booking.server.ts";
import { buildMeta } from "../utils/seo.ts";
import type { Route } from "./+types/flight-booking";

export async function loader({ request }: Route.LoaderArgs) {
  return loadFlightBooking(new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Elige tu tarifa | Kuntur Viajes",
    description: "Compara las tarifas de tu vuelo: equipaje, cambios, devoluciones y precio total con impuestos.",
    noIndex: true,
  });

export default function FlightBooking({ loaderData }: Route.ComponentProps) {
  return <FlightBookingView page={loaderData} />;
}
