import { requestContext } from "#request-context";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { CampaignInfoPage } from "#app/features/campaigns/campaign-info-page.tsx";
import { campaignPath } from "#app/features/campaigns/campaign-page-content.ts";
import { findCampaignPage } from "#app/features/campaigns/campaign-pages-service.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/campaign-info";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await findCampaignPage(params.slug);
  // An unknown campaign answers 404 with the site's not-found page, inside the shell (ErrorBoundary below).
  if (!page) throw new Response(null, { status: 404 });
  return { page, siteUrl: context.get(requestContext).publicConfig.siteUrl.replace(/\/$/, "") };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) {
    return buildMeta(args, {
      title: "Página no encontrada | Kuntur Viajes",
      description: "La campaña que buscas no existe. Revisa las promociones vigentes de Kuntur Viajes.",
      noIndex: true,
    });
  }
  const when = page.state === "expired" ? "Campaña terminada" : page.validity;
  return buildMeta(args, {
    title: `${page.title}: ofertas en vuelos y paquetes | Kuntur Viajes`,
    description: `${page.summary} ${when}.`,
    canonicalPath: campaignPath(page.slug),
  });
};

export default function CampaignInfo({ loaderData }: Route.ComponentProps) {
  return <CampaignInfoPage page={loaderData.page} siteUrl={loaderData.siteUrl} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;

/** The not-found page for an unknown slug, inside the shell; any other error goes up to the root boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
