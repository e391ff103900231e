import { requestContext } from "#request-context";
import { handleCheckoutPost } from "#app/features/flights/checkout/checkout-actions.server.ts";
import { loadCheckoutPage } from "#app/features/flights/checkout/checkout-data.server.ts";
import { OnePageCheckout } from "#app/features/flights/checkout/one-page-checkout.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/checkout-one-page";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context.get(requestContext).user);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutPost({ request, user: context.get(requestContext).user, basePath: "/booking/v2" });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Completa tu compra | Kuntur Viajes",
    description: "Beneficios, datos de los pasajeros y revisión de tu compra de vuelos en una sola página.",
    noIndex: true,
  });

export default function CheckoutOnePage({ loaderData, actionData }: Route.ComponentProps) {
  return <OnePageCheckout page={loaderData} result={actionData} />;
}
