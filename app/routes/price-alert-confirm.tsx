import { data } from "react-router";
import { PriceAlertResult } from "#app/features/price-alerts/price-alert-result.tsx";
import { followPriceAlertLink } from "#app/features/price-alerts/price-alert-links.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/price-alert-confirm";

// The confirm link of the double opt-in e-mail: opening it confirms the alert (idempotent).
export async function loader({ request }: Route.LoaderArgs) {
  const view = await followPriceAlertLink("confirm", new URL(request.url).searchParams.get("token"));
  return data({ view }, { headers: { "cache-control": "no-store" } });
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Confirmación de alerta de precios | Kuntur Viajes",
    description: "Confirma tu suscripción a las alertas de precio de vuelos de Kuntur Viajes.",
    canonicalPath: "/alertas-de-precio/confirmar",
    noIndex: true,
  });

export default function PriceAlertConfirm({ loaderData }: Route.ComponentProps) {
  return <PriceAlertResult view={loaderData.view} />;
}
