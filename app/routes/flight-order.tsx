import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { FlightOrderPage } from "#app/features/flights/booking/flight-order-page.tsx";
import { handleFlightOrderPost, loadFlightOrderPage } from "#app/features/flights/booking/flight-order-page.server.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/flight-order";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadFlightOrderPage(request, context.get(requestContext).user, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await handleFlightOrderPost(request, user, params.id, await readPostedForm(request));
  if (outcome.kind === "refused") return data({ message: outcome.message }, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData ? `Reserva ${args.loaderData.booking.code} | Kuntur Viajes` : "Tu reserva | Kuntur Viajes",
    description: "Tu reserva de vuelos: detalle, pago, voucher y cancelación.",
    noIndex: true,
  });

export default function FlightOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <FlightOrderPage {...loaderData} refusal={actionData?.message ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
