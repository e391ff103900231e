import { requestContext } from "#request-context";
import { brand } from "#app/config/brand.ts";
import { CampaignFrame } from "#app/features/campaigns/campaign-frame.tsx";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/cierrapuertas";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

// One module for /cierrapuertas and /cierrapuertas/ofertas: SPEC 2.6 titles are the brand prefix + the page name.
export function loader({ request, context }: Route.LoaderArgs) {
  const { embeds } = context.get(requestContext).publicConfig;
  const offers = new URL(request.url).pathname.replace(/\/$/, "").endsWith("/ofertas");
  return offers
    ? { title: `${brand.prefix} Cierrapuertas ofertas`, frameUrl: embeds.cierrapuertasOffersUrl, offers }
    : { title: `${brand.prefix} Cierra puertas`, frameUrl: embeds.cierrapuertasUrl, offers };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData.title,
    description: args.loaderData.offers
      ? "Ofertas del Cierra puertas de Kuntur Viajes: paquetes, vuelo + hotel y cruceros con hasta 40 % de descuento, solo para registrados."
      : "Cierra puertas, el evento de remate de viajes de Kuntur Viajes en la Tienda 28 de Julio: hasta 40 % de descuento, sorteos y 12 cuotas sin intereses.",
  });

export default function Cierrapuertas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">{loaderData.title}</h1>
      <CampaignFrame
        key={loaderData.frameUrl}
        src={loaderData.frameUrl}
        title={loaderData.offers ? "Ofertas del evento Cierra puertas" : "Evento Cierra puertas"}
      />
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
