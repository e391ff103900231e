import { requestContext } from "#request-context";
import { packageOrderPage } from "#app/features/packages/package-order.server.ts";
import { OrderPageView } from "#app/features/orders/order-page-ui.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/package-order";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return packageOrderPage.load(request, context.get(requestContext).user, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return packageOrderPage.post(request, context.get(requestContext).user, params.id);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData ? `Reserva ${args.loaderData.order.code} | Kuntur Viajes` : "Tu paquete | Kuntur Viajes",
    description: "Tu paquete turístico: revisión, pago, voucher y cancelación.",
    noIndex: true,
  });

export default function PackageOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPageView page={loaderData} message={actionData?.message ?? null} promo={actionData?.promo ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
