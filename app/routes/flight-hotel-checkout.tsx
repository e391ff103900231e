import { data, isRouteErrorResponse, redirect } from "react-router";
import { requestContext } from "#request-context";
import { ErrorPage } from "#app/components/error-page.tsx";
import {
  loadFlightHotelCheckout,
  submitFlightHotelCheckout,
} from "#app/features/flight-hotel/flight-hotel-checkout.server.ts";
import { FlightHotelCheckoutView } from "#app/features/flight-hotel/flight-hotel-checkout-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/flight-hotel-checkout";

// The form carries a fresh idempotency key and the visitor's data: never kept by a cache.
export const middleware = [privatePage];

export async function loader({ request }: Route.LoaderArgs) {
  return loadFlightHotelCheckout(new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await submitFlightHotelCheckout(request, await readPostedForm(request), user);
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, { headers: { "set-cookie": outcome.setCookie } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData
      ? `Vuelo + hotel en ${args.loaderData.hotel.name} | Kuntur Viajes`
      : "Reservar vuelo + hotel | Kuntur Viajes",
    description: "Tu hotel y tus vuelos en un solo precio: datos de los viajeros, revisión y pago.",
    noIndex: true,
  });

export default function FlightHotelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <FlightHotelCheckoutView page={loaderData} failure={actionData ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <ErrorPage title="Revisa tu búsqueda" message="Elige de nuevo tus fechas y tu hotel desde los resultados." />
    );
  return <RouteErrorPage error={error} />;
}
