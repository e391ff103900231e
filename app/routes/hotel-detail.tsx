import { loadHotelDetail } from "#app/features/hotels/hotel-detail.server.ts";
import { HotelDetailView } from "#app/features/hotels/hotel-detail-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/hotel-detail";

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
  return <RouteErrorPage error={error} />;
}
