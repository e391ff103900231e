import { requestContext } from "#request-context";
import { Link } from "#app/components/ui/link.tsx";
import { listActiveAgencies } from "#app/features/agencies/agencies-queries.server.ts";
import { mapEmbedUrl } from "#app/features/agencies/agency-view.ts";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { EventCarousels } from "#app/features/flagship/event-carousels.tsx";
import { listUpcomingEvents } from "#app/features/events/events-service.server.ts";
import { InfoSection, PageHero } from "#app/features/info/page-hero.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/flagship-store";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const store = (await listActiveAgencies()).find((agency) => agency.isFlagship);
  const template = context.get(requestContext).publicConfig.embeds.mapEmbedUrlTemplate;
  // The store's next events from the events table (issue 14: nothing dated in the past is advertised).
  const events = store ? await listUpcomingEvents({ storeName: store.name, limit: 3 }) : [];
  return {
    events: events.map(({ slug, title, summary, dates, hours, registrationPath }) => ({
      slug,
      title,
      summary,
      when: `${dates} · ${hours}`,
      registrationPath,
    })),
    store: store
      ? {
          name: store.name,
          address: store.address,
          city: store.city,
          openingHours: store.openingHours,
          openingHours2: store.openingHours2,
          mapUrl: mapEmbedUrl(template, store.latitude, store.longitude),
        }
      : null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Tienda 28 de Julio: eventos y ofertas | Kuntur Viajes",
    description:
      "Nuestra tienda principal en Miraflores: eventos Cierra puertas, Europa y destinos exóticos, Travel Outlet y Viajes, bodas y más. Regístrate para los próximos eventos.",
  });

export default function FlagshipStore({ loaderData }: Route.ComponentProps) {
  const { store, events } = loaderData;
  return (
    <>
      <PageHero kicker="Nuestra tienda principal" title="Tienda 28 de Julio">
        <p>
          Más de 600 m² dedicados a los viajes en el corazón de Miraflores: asesores especialistas por destino, una sala
          de eventos y los mejores precios de nuestras campañas.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <div className="grid gap-8 lg:grid-cols-2">
          <InfoSection id="tienda" title="Una tienda para planificar tu viaje">
            <p>
              En la Tienda 28 de Julio te atienden asesores especializados en Perú, Sudamérica, Caribe, Europa y
              destinos exóticos. Aquí organizamos nuestros grandes eventos de ventas, charlas de destinos y ferias
              temáticas, con beneficios exclusivos para quienes se registran.
            </p>
            {store ? (
              <p>
                <span className="font-bold">{store.address}</span>, {store.city}.<br />
                {store.openingHours}
                {store.openingHours2 ? (
                  <>
                    <br />
                    {store.openingHours2}
                  </>
                ) : null}
              </p>
            ) : null}
          </InfoSection>
          {store ? (
            <iframe
              src={store.mapUrl}
              title={`Mapa de ubicación de la ${store.name}`}
              loading="lazy"
              className="h-80 w-full rounded-card border border-slate-300 bg-surface"
            />
          ) : null}
        </div>
        <section aria-labelledby="eventos-titulo" className="flex flex-col gap-6">
          <h2 id="eventos-titulo" className="text-2xl font-bold text-brand-700">
            Nuestros eventos
          </h2>
          <EventCarousels />
        </section>
        <InfoSection id="proximos-eventos" title="Próximos eventos">
          {events.length > 0 ? (
            <ul className="grid gap-4 md:grid-cols-3">
              {events.map((event) => (
                <li key={event.slug} className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4">
                  <p className="font-bold text-brand-700">{event.when}</p>
                  <h3 className="text-lg font-bold text-ink">{event.title}</h3>
                  <p className="text-sm text-ink">{event.summary}</p>
                  {event.registrationPath ? (
                    <Link to={event.registrationPath} className="mt-auto font-semibold">
                      {`Regístrate para ${event.title}`}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>Pronto anunciaremos los próximos eventos de la tienda.</p>
          )}
          <p>
            <Link to="/eventos">Ver todos los eventos de nuestras tiendas</Link>
          </p>
          <p className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <span>Regístrate y recibe tu pase con beneficios exclusivos para el próximo evento.</span>
            <Link to="/tusdatos" appearance="accent" size="lg">
              Regístrate
            </Link>
          </p>
        </InfoSection>
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
