import { AirlinesPage } from "#app/features/airlines/airlines-page.tsx";
import { loadAirlines } from "#app/features/airlines/airline-page.server.ts";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/airlines";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader() {
  return { airlines: await loadAirlines() };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Aerolíneas: rutas y tarifas | Kuntur Viajes",
    description:
      "Las aerolíneas con las que vendemos vuelos nacionales e internacionales: rutas directas, tarifas más bajas y equipaje incluido en cada tarifa.",
    canonicalPath: "/aerolinea",
  });

export default function Airlines({ loaderData }: Route.ComponentProps) {
  return <AirlinesPage airlines={loaderData.airlines} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
