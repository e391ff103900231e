import { renderCampaignHtml } from "../features/campaigns/campaign-html.server.tsx";
import type { Route } from "./+types/campaign-page";

/** The demo campaign pages that /cierrapuertas and /cierrapuertas/ofertas embed (CIERRAPUERTAS_*_URL). */
export function loader({ request }: Route.LoaderArgs) {
  const variant = new URL(request.url).pathname.endsWith("/ofertas") ? "offers" : "event";
  return new Response(renderCampaignHtml(variant), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
