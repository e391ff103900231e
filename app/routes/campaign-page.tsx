import { listActiveAgencies } from "#app/features/agencies/agencies-queries.server.ts";
import { CAMPAIGN, CAMPAIGN_PACKAGE_SLUGS } from "#app/features/campaigns/campaign-content.ts";
import { renderCampaignHtml } from "#app/features/campaigns/campaign-html.server.tsx";
import { listUpcomingEvents } from "#app/features/events/events-service.server.ts";
import { listPackages } from "#app/features/packages/packages-service.server.ts";
import type { Route } from "./+types/campaign-page";

/**
 * The demo campaign pages that /cierrapuertas and /cierrapuertas/ofertas embed (CIERRAPUERTAS_*_URL). The date is the
 * flagship store's next Cierra puertas in the events table (issue 14: never a date that has passed); the offers are the
 * packages table's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const variant = new URL(request.url).pathname.endsWith("/ofertas") ? "offers" : "event";
  const flagship = (await listActiveAgencies()).find((agency) => agency.isFlagship);
  const [next] = flagship
    ? await listUpcomingEvents({ storeName: flagship.name, line: "Cierra puertas", limit: 1 })
    : [];
  const when = next ? `${next.dates}, ${next.hours}` : CAMPAIGN.noDateYet;
  // The offers are the packages table's, at the prices every other page shows (issue 14, decision 026).
  const offers = variant === "offers" ? await listPackages(CAMPAIGN_PACKAGE_SLUGS) : [];
  return new Response(renderCampaignHtml(variant, when, offers), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
