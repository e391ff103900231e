import { Link } from "#app/components/ui/link.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import type { CampaignSummary } from "./campaign-pages-service.server.ts";

const STATE_LABEL = { current: "Vigente", upcoming: "Próximamente", expired: "Terminada" } as const;

/** /info: the campaign pages, in force first, then to come, then ended. */
export function CampaignsPage({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <>
      <PageHero kicker="Campañas" title="Campañas de Kuntur Viajes">
        <p>Nuestras campañas de temporada con sus fechas, sus ofertas mientras están vigentes y sus condiciones.</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {campaigns.length === 0 ? (
          <p>
            En este momento no hay campañas publicadas. Revisa las <Link to="/promociones">promociones vigentes</Link>.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((campaign) => (
              <li key={campaign.slug}>
                <article
                  aria-labelledby={`campana-${campaign.slug}`}
                  className="flex h-full flex-col gap-2 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <p className="text-sm font-bold tracking-wide text-brand-600 uppercase">
                    {STATE_LABEL[campaign.state]}
                  </p>
                  <h2 id={`campana-${campaign.slug}`} className="text-xl font-bold text-brand-700">
                    {campaign.title}
                  </h2>
                  <p className="text-sm font-semibold">
                    Vigencia: <time dateTime={campaign.validFrom}>{campaign.validity}</time>
                  </p>
                  <p>{campaign.summary}</p>
                  <p className="mt-auto pt-2">
                    <Link to={`/info/${campaign.slug}`} appearance="primary">
                      Ver la campaña<span className="sr-only"> {campaign.title}</span>
                    </Link>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
