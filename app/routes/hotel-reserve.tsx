import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { loadHotelReserve } from "#app/features/hotels/hotel-reserve.server.ts";
import { HotelReserveView } from "#app/features/hotels/hotel-reserve-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/hotel-reserve";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "./not-found.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadHotelReserve(params.slug, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData
      ? `Reservar en ${args.loaderData.hotel.name} | Kuntur Viajes`
      : "Reservar hotel | Kuntur Viajes",
    description:
      "Tu habitación, tus fechas y el precio con impuestos: confirma la reserva con un asesor por WhatsApp o en una cita.",
    noIndex: true,
  });

export default function HotelReserve({ loaderData }: Route.ComponentProps) {
  return <HotelReserveView page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <ErrorPage
        title="Revisa tu reserva"
        message="Elige de nuevo tus fechas y habitación desde la página del hotel."
      />
    );
  throw error;
}
