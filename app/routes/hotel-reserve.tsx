import { data, isRouteErrorResponse, redirect } from "react-router";
import { requestContext } from "#request-context";
import { ErrorPage } from "#app/components/error-page.tsx";
import { loadHotelCheckout, submitHotelCheckout } from "#app/features/hotels/hotel-checkout.server.ts";
import { HotelReserveView } from "#app/features/hotels/hotel-reserve-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/hotel-reserve";

// The form carries a fresh idempotency key and the visitor's data: never kept by a cache.
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return loadHotelCheckout(params.slug, new URL(request.url).searchParams, user);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await submitHotelCheckout(request, params.slug, await readPostedForm(request), user);
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.setCookie ? { headers: { "set-cookie": outcome.setCookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData
      ? `Reservar en ${args.loaderData.hotel.name} | Kuntur Viajes`
      : "Reservar hotel | Kuntur Viajes",
    description: "Tu habitación, tus fechas y el precio con impuestos: datos de los huéspedes, revisión y pago.",
    noIndex: true,
  });

export default function HotelReserve({ loaderData, actionData }: Route.ComponentProps) {
  return <HotelReserveView page={loaderData} failure={actionData ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <ErrorPage
        title="Revisa tu reserva"
        message="Elige de nuevo tus fechas y habitación desde la página del hotel."
      />
    );
  return <RouteErrorPage error={error} />;
}
