import { Link } from "#app/components/ui/link.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import { PromotionFigures } from "./promotion-figures.tsx";
import type { PromotionSummary } from "./promotions-service.server.ts";

/** /promociones: the campaigns in force, each with its validity, key figures and a link to its full terms. */
export function PromotionsPage({ promotions }: { promotions: PromotionSummary[] }) {
  return (
    <>
      <PageHero kicker="Campañas vigentes" title="Promociones">
        <p>
          Las campañas de Kuntur Viajes que están vigentes hoy, con sus fechas de validez, sus topes y cargos, y sus
          términos y condiciones completos.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        {promotions.length === 0 ? (
          <p>
            En este momento no hay promociones vigentes. Revisa nuestros <Link to="/beneficios">beneficios</Link> o
            visita <Link to="/nuestras-agencias">nuestras agencias</Link>.
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {promotions.map((promotion) => (
              <li key={promotion.slug}>
                <article
                  aria-labelledby={`promocion-${promotion.slug}`}
                  className="flex h-full flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <h2 id={`promocion-${promotion.slug}`} className="text-xl font-bold text-brand-700">
                    {promotion.title}
                  </h2>
                  <p className="text-sm font-semibold text-ink">
                    Vigencia: <time dateTime={promotion.validUntil}>{promotion.validity}</time>
                  </p>
                  <p>{promotion.summary}</p>
                  <PromotionFigures figures={promotion.figures} />
                  <div className="mt-auto flex flex-wrap gap-3 pt-2">
                    <Link to={`/promociones/${promotion.slug}`} appearance="primary">
                      Términos y condiciones<span className="sr-only"> de {promotion.title}</span>
                    </Link>
                    <Link to={promotion.offersPath} appearance="secondary">
                      {promotion.offersLabel}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
