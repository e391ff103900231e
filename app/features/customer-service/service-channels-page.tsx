import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { ExternalLink, Link } from "#app/components/ui/link.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import type { ChannelAction, ChannelGroup, ServiceChannel } from "./service-channels.server.ts";

function ActionLink({ action }: { action: ChannelAction }) {
  const className = buttonClasses("primary", "md", "w-full sm:w-auto");
  if (action.kind === "internal") {
    return (
      <Link to={action.to} appearance="primary" className="w-full sm:w-auto">
        {action.label}
      </Link>
    );
  }
  if (action.kind === "external") {
    return (
      <ExternalLink href={action.href} className={className}>
        {action.label}
      </ExternalLink>
    );
  }
  return (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  );
}

function ChannelCard({ channel }: { channel: ServiceChannel }) {
  return (
    <article
      id={channel.id}
      aria-labelledby={`${channel.id}-titulo`}
      className="flex h-full scroll-mt-24 flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${channel.id}-titulo`} className="text-xl font-bold text-brand-700">
        {channel.name}
      </h3>
      <p className="leading-relaxed">{channel.purpose}</p>
      {channel.contact ? <p className="text-lg font-bold text-ink">{channel.contact}</p> : null}
      <div>
        <h4 className="text-sm font-bold text-ink">Horario de atención</h4>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {channel.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto pt-2">
        <ActionLink action={channel.action} />
      </div>
    </article>
  );
}

/** /canales-de-atencion: every channel with what it is for, its hours and the way to use it. */
export function ServiceChannelsPage({ groups }: { groups: ChannelGroup[] }) {
  return (
    <>
      <PageHero kicker="Atención al cliente" title="Canales de atención">
        <p>
          Elige cómo quieres comunicarte con nosotros: con un asesor por videollamada, WhatsApp, teléfono o en tienda,
          en nuestro centro de ayuda o por correo.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <nav aria-label="Canales en esta página">
          <ul className="flex flex-wrap gap-2">
            {groups
              .flatMap((group) => group.channels)
              .map((channel) => (
                <li key={channel.id}>
                  <a
                    href={`#${channel.id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 outline-none hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-accent-400"
                  >
                    {channel.name}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-titulo`} className="flex flex-col gap-6">
            <h2 id={`${group.id}-titulo`} className="text-2xl font-bold text-brand-700">
              {group.title}
            </h2>
            <ul className="grid gap-6 md:grid-cols-2">
              {group.channels.map((channel) => (
                <li key={channel.id}>
                  <ChannelCard channel={channel} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
