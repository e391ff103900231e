import { data, redirect, redirectDocument } from "react-router";
import { requestContext } from "#request-context";
import { handleHotelOrderPost, loadHotelOrderPage } from "#app/features/hotels/hotel-order.server.ts";
import { OrderPageView } from "#app/features/orders/order-page-ui.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/hotel-order";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return loadHotelOrderPage(request, user, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await handleHotelOrderPost(request, user, params.id, await readPostedForm(request));
  if (outcome.kind === "message") {
    return data({ message: outcome.message, promo: outcome.promo ?? null }, { status: outcome.status });
  }
  return outcome.document ? redirectDocument(outcome.location) : redirect(outcome.location);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData ? `Reserva ${args.loaderData.order.code} | Kuntur Viajes` : "Tu reserva | Kuntur Viajes",
    description: "Tu reserva de hotel: revisión, pago, voucher y cancelación.",
    noIndex: true,
  });

export default function HotelOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPageView page={loaderData} message={actionData?.message ?? null} promo={actionData?.promo ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
