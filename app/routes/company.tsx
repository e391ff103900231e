import { requestContext } from "#request-context";
import { Link } from "#app/components/ui/link.tsx";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { COMPANY_STORY, MISSION, VALUES, VISION } from "#app/features/company/company-content.ts";
import { CompanyFigures } from "#app/features/company/company-figures.tsx";
import { VideoFacade } from "#app/features/company/video-facade.tsx";
import { InfoSection, PageHero } from "#app/features/info/page-hero.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/company";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export function loader({ context }: Route.LoaderArgs) {
  return { videoUrl: context.get(requestContext).publicConfig.embeds.companyVideoUrl };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Nuestra empresa: misión, visión y cifras | Kuntur Viajes",
    description:
      "Conoce Kuntur Viajes: más de 15 años como líderes en viajes en el Perú, 640 colaboradores, 850 clientes corporativos y 1,100 agencias asociadas. Nuestra misión, visión y valores.",
  });

export default function Company({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero kicker="Nuestra empresa" title="Somos Kuntur Viajes">
        <p>Más de 15 años ayudando a los peruanos a descubrir el Perú y el mundo.</p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <InfoSection id="historia" title="Nuestra historia">
            {COMPANY_STORY.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </InfoSection>
          <VideoFacade
            url={loaderData.videoUrl}
            title="Conoce Kuntur Viajes, video institucional"
            poster="/images/empresa/video-nuestra-empresa.svg"
          />
        </div>
        <section aria-labelledby="cifras-titulo">
          <h2 id="cifras-titulo" className="mb-4 text-2xl font-bold text-brand-700">
            Kuntur Viajes en cifras
          </h2>
          <CompanyFigures />
        </section>
        <div className="grid gap-8 md:grid-cols-2">
          <InfoSection id="mision" title="Misión">
            <p>{MISSION}</p>
          </InfoSection>
          <InfoSection id="vision" title="Visión">
            <p>{VISION}</p>
          </InfoSection>
        </div>
        <InfoSection id="valores" title="Nuestros valores">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-card border border-slate-200 p-4">
                <p className="font-bold text-ink">{value.title}</p>
                <p className="mt-1 text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </InfoSection>
        <p className="flex flex-wrap gap-4">
          <Link to="/nuestras-agencias" appearance="primary">
            Encuentra tu agencia
          </Link>
          <Link to="/responsabilidad-social" appearance="secondary">
            Nuestra responsabilidad social
          </Link>
        </p>
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
