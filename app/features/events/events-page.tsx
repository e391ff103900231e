import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/components/ui/link.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import type { EventView } from "./events-service.server.ts";

function EventFacts({ event }: { event: EventView }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-bold text-ink">Fecha</dt>
      <dd>
        <time dateTime={event.startsAt}>{event.dates}</time>
      </dd>
      <dt className="font-bold text-ink">Horario</dt>
      <dd>{event.hours}</dd>
      <dt className="font-bold text-ink">Tienda</dt>
      <dd>{event.storeName}</dd>
      <dt className="font-bold text-ink">Dirección</dt>
      <dd>{event.address}</dd>
    </dl>
  );
}

function UpcomingEvent({ event }: { event: EventView }) {
  return (
    <article
      aria-labelledby={`evento-${event.slug}`}
      className="flex h-full flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
    >
      {event.line ? <p className="text-sm font-bold tracking-wide text-brand-600 uppercase">{event.line}</p> : null}
      <h3 id={`evento-${event.slug}`} className="text-xl font-bold text-brand-700">
        {event.title}
      </h3>
      <EventFacts event={event} />
      <p className="text-base leading-relaxed">{event.summary}</p>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        {event.registrationPath ? (
          <Link to={event.registrationPath} appearance="accent">
            Regístrate<span className="sr-only"> en {event.title}</span>
          </Link>
        ) : null}
        <a href={event.calendarPath} download={`${event.slug}.ics`} className={buttonClasses("secondary")}>
          Agregar al calendario<span className="sr-only"> de {event.title}</span>
        </a>
      </div>
    </article>
  );
}

/** /eventos: the stores' upcoming events with registration and calendar links, then the past ones. */
export function EventsPage({ upcoming, past }: { upcoming: EventView[]; past: EventView[] }) {
  return (
    <>
      <PageHero kicker="Nuestras tiendas" title="Eventos">
        <p>
          Remates Cierra puertas, charlas de destinos, Travel Outlet y ferias de novios en nuestras tiendas. Regístrate
          para asegurar tu ingreso con fila preferencial y agrega la fecha a tu calendario.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <section aria-labelledby="proximos-titulo" className="flex flex-col gap-6">
          <h2 id="proximos-titulo" className="text-2xl font-bold text-brand-700">
            Próximos eventos
          </h2>
          {upcoming.length === 0 ? (
            <p>
              Por ahora no hay eventos programados. Mientras tanto, conoce nuestra{" "}
              <Link to="/28-de-julio">Tienda 28 de Julio</Link> o visita{" "}
              <Link to="/nuestras-agencias">nuestras agencias</Link>.
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {upcoming.map((event) => (
                <li key={event.slug}>
                  <UpcomingEvent event={event} />
                </li>
              ))}
            </ul>
          )}
          <p>
            ¿Quieres saber más de nuestros eventos Cierra puertas, Europa & Destinos exóticos, Travel Outlet y Viajes,
            bodas y más? Visita la página de la <Link to="/28-de-julio">Tienda 28 de Julio</Link>.
          </p>
        </section>
        {past.length > 0 ? (
          <section aria-labelledby="anteriores-titulo" className="flex flex-col gap-4">
            <h2 id="anteriores-titulo" className="text-2xl font-bold text-brand-700">
              Eventos anteriores
            </h2>
            <ul className="flex flex-col divide-y divide-slate-200 rounded-card border border-slate-200 bg-white">
              {past.map((event) => (
                <li key={event.slug} className="flex flex-col gap-1 p-4">
                  <h3 className="text-lg font-bold text-ink">{event.title}</h3>
                  <p className="text-sm text-muted">
                    <time dateTime={event.startsAt}>{event.dates}</time> · {event.storeName}, {event.address}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
