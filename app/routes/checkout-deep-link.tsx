import { Link } from "react-router";
import { requestContext } from "#request-context";
import { GONE_TEXT } from "#app/features/flights/checkout/checkout-notice.ts";
import { openDeepLink } from "#app/features/flights/checkout/deep-link.server.ts";
import { deepLinkPrice } from "#app/features/flights/booking/deep-link.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/checkout-deep-link";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// The metasearch deep link (decision 022): a redirect into /booking, or this page when the flight is gone.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shown = deepLinkPrice(new URL(request.url).searchParams.get("precio"));
  const outcome = await openDeepLink(params, context.get(requestContext).user, shown);
  if (outcome instanceof Response) return outcome;
  return outcome;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Tu vuelo | Kuntur Viajes",
    description: "Abrimos el vuelo que elegiste en el comparador para que completes tu compra.",
    noIndex: true,
  });

export default function CheckoutDeepLink({ loaderData }: Route.ComponentProps) {
  return (
    <div id="contenido" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-extrabold text-ink">Tu vuelo</h1>
      <p role="alert" className="mt-4 rounded-card border border-warning bg-amber-50 p-4 font-semibold text-ink">
        {GONE_TEXT}
      </p>
      <Link
        to={loaderData.searchUrl ?? "/vuelos"}
        className="mt-4 inline-flex min-h-11 items-center rounded-control bg-brand-600 px-6 font-bold text-white"
      >
        {loaderData.searchUrl ? "Ver los resultados de tu búsqueda" : "Buscar vuelos"}
      </Link>
    </div>
  );
}
