import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { loadHotelDetail } from "#app/features/hotels/hotel-detail.server.ts";
import { HotelDetailView } from "#app/features/hotels/hotel-detail-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/hotel-detail";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "./not-found.tsx";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadHotelDetail(params.slug, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) => {
  const hotel = args.loaderData?.hotel;
  return buildMeta(args, {
    title: hotel ? `${hotel.name}, ${hotel.district} | Kuntur Viajes` : "Hotel no encontrado | Kuntur Viajes",
    description: hotel
      ? `${hotel.summary} Habitaciones, tarifas con impuestos y cancelación en ${hotel.district}.`
      : "El hotel que buscas no está en nuestra lista.",
    canonicalPath: hotel ? `/hoteles/${hotel.slug}` : undefined,
    ...(hotel ? {} : { noIndex: true }),
  });
};

export default function HotelDetail({ loaderData }: Route.ComponentProps) {
  return <HotelDetailView page={loaderData} />;
}

/** An unknown hotel gets the not-found page inside the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
  throw error;
}
