import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { CampaignsPage } from "#app/features/campaigns/campaigns-page.tsx";
import { listCampaignPages } from "#app/features/campaigns/campaign-pages-service.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/campaigns";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader() {
  return { campaigns: await listCampaignPages() };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Campañas: Hot Sale, Cyber Wow y más | Kuntur Viajes",
    description:
      "Las campañas de temporada de Kuntur Viajes: fechas de vigencia, ofertas de vuelos y paquetes, y sus términos y condiciones.",
    canonicalPath: "/info",
  });

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsPage campaigns={loaderData.campaigns} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
