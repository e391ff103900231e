import { requestContext } from "#request-context";
import { hotelOrderPage } from "#app/features/hotels/hotel-order.server.ts";
import { OrderPageView } from "#app/features/orders/order-page-ui.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/hotel-order";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return hotelOrderPage.load(request, context.get(requestContext).user, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return hotelOrderPage.post(request, context.get(requestContext).user, params.id);
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
