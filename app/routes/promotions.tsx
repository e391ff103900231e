import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { PromotionsPage } from "#app/features/promotions/promotions-page.tsx";
import { listCurrentPromotions } from "#app/features/promotions/promotions-service.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/promotions";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader() {
  return { promotions: await listCurrentPromotions() };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Promociones vigentes | Kuntur Viajes",
    description:
      "Las promociones vigentes de Kuntur Viajes: Hot Sale, Cierrapuertas, Travel Outlet y cuotas sin intereses con bancos aliados, con sus fechas de vigencia y sus términos y condiciones.",
  });

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage promotions={loaderData.promotions} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
