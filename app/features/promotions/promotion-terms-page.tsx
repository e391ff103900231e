import { Link } from "#app/components/ui/link.tsx";
import { PrintButton } from "#app/features/info/info-ui.tsx";
import { PageHero } from "#app/features/info/info-ui.tsx";
import { PromotionFigures } from "./promotion-figures.tsx";
import type { PromotionDetail } from "./promotions-service.server.ts";

const STATE_NOTICE = {
  upcoming: "Esta promoción aún no está vigente.",
  expired:
    "Esta promoción ya terminó. Sus condiciones se mantienen publicadas para quienes compraron durante su vigencia.",
} as const;

/** /promociones/{slug}: a campaign's validity, key figures and full legal terms. */
export function PromotionTermsPage({ promotion }: { promotion: PromotionDetail }) {
  return (
    <>
      <PageHero kicker="Términos y condiciones" title={promotion.title}>
        <p>{promotion.summary}</p>
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
        {promotion.state === "current" ? null : (
          <p role="status" className="rounded-card border border-amber-300 bg-amber-50 p-4 font-semibold text-ink">
            {STATE_NOTICE[promotion.state]}
          </p>
        )}
        <section aria-labelledby="resumen-titulo" className="flex flex-col gap-3 rounded-card bg-brand-50 p-5">
          <h2 id="resumen-titulo" className="text-xl font-bold text-brand-700">
            Resumen
          </h2>
          <p className="font-semibold">
            Vigencia: <time dateTime={promotion.validUntil}>{promotion.validity}</time>
          </p>
          <PromotionFigures figures={promotion.figures} />
        </section>
        {promotion.terms.map((section, index) => (
          <section key={section.title} aria-labelledby={`terminos-${String(index)}`} className="flex flex-col gap-3">
            <h2 id={`terminos-${String(index)}`} className="text-xl font-bold text-brand-700">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <div className="flex flex-wrap gap-3" data-no-print>
          {promotion.state === "current" ? (
            <Link to={promotion.offersPath} appearance="accent">
              {promotion.offersLabel}
            </Link>
          ) : null}
          <Link to="/promociones" appearance="secondary">
            Ver todas las promociones
          </Link>
          <PrintButton />
        </div>
      </div>
    </>
  );
}
