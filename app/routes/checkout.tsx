import { requestContext } from "#request-context";
import { handleCheckoutPost } from "#app/features/flights/checkout/checkout-actions.server.ts";
import { loadCheckoutPage } from "#app/features/flights/checkout/checkout-data.server.ts";
import { CheckoutPage } from "#app/features/flights/checkout/checkout-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/checkout";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context.get(requestContext).user);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCheckoutPost({ request, user: context.get(requestContext).user, basePath: "/booking" });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Completa tu compra | Kuntur Viajes",
    description: "Elige tus beneficios, ingresa los datos de los pasajeros y revisa tu compra de vuelos.",
    noIndex: true,
  });

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData} result={actionData} />;
}
