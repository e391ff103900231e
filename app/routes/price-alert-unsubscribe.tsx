import { data } from "react-router";
import { PriceAlertResult } from "#app/features/price-alerts/price-alert-result.tsx";
import { followPriceAlertLink } from "#app/features/price-alerts/price-alert-links.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/price-alert-unsubscribe";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

// One-click unsubscription: opening the link unsubscribes (idempotent), and so does the RFC 8058 POST that mail
// clients send to the List-Unsubscribe address (`List-Unsubscribe=One-Click`, token in the URL).
export async function loader({ request }: Route.LoaderArgs) {
  const view = await followPriceAlertLink("unsubscribe", tokenOf(request));
  return data({ view }, { headers: { "cache-control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const view = await followPriceAlertLink("unsubscribe", tokenOf(request));
  return data({ view }, { headers: { "cache-control": "no-store" } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Baja de alertas de precio | Kuntur Viajes",
    description: "Date de baja de las alertas de precio de vuelos de Kuntur Viajes.",
    canonicalPath: "/alertas-de-precio/baja",
    noIndex: true,
  });

export default function PriceAlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <PriceAlertResult view={(actionData ?? loaderData).view} />;
}
