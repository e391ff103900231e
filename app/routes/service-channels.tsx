import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { ServiceChannelsPage } from "#app/features/customer-service/service-channels-page.tsx";
import { CHANNEL_GROUPS } from "#app/features/customer-service/service-channels.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/service-channels";

export const handle: AnalyticsHandle = { infoPage: true };

export function loader() {
  return { groups: CHANNEL_GROUPS };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Canales de atención: WhatsApp, teléfono, tiendas y más | Kuntur Viajes",
    description:
      "Comunícate con Kuntur Viajes: asesores virtuales con cita, WhatsApp, central telefónica (01) 640-7000, correo, tiendas, centro de ayuda y Libro de Reclamaciones, con sus horarios de atención.",
  });

export default function ServiceChannels({ loaderData }: Route.ComponentProps) {
  return <ServiceChannelsPage groups={loaderData.groups} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
