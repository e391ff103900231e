import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { EventsPage } from "#app/features/events/events-page.tsx";
import { loadEventsPage } from "#app/features/events/events-service.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/events";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader() {
  return loadEventsPage();
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Eventos en nuestras tiendas | Kuntur Viajes",
    description:
      "Próximos eventos de Kuntur Viajes: Cierra puertas, Europa & Destinos exóticos, Travel Outlet y Viajes, bodas y más. Fechas, horarios y tiendas; regístrate y agrégalos a tu calendario.",
  });

export default function Events({ loaderData }: Route.ComponentProps) {
  return <EventsPage upcoming={loaderData.upcoming} past={loaderData.past} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
