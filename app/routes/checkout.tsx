import { requestContext } from "#request-context";
import { handleCheckoutPost } from "../features/bookings/checkout/checkout-actions.server.ts";
import { loadCheckoutPage } from "../features/bookings/checkout/checkout-data.server.ts";
import { CheckoutPage } from "../features/bookings/checkout/checkout-page.tsx";
import { buildMeta } from "../utils/seo.ts";
import type { Route } from "./+types/checkout";
import { privatePage } from "../utils/private-pages.ts";

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
