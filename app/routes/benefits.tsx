import { buttonClasses } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { BenefitsConditions, CONDITIONS_ID, useRevealConditions } from "#app/features/benefits/benefits-conditions.tsx";
import { APPLIES_TO, CHANNELS, MAX_INSTALMENTS, PARTNER_BANKS } from "#app/features/benefits/benefits-content.ts";
import { InfoSection, PageHero } from "#app/features/info/page-hero.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/benefits";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Hasta 12 cuotas sin intereses | Beneficios Kuntur Viajes",
    description:
      "Paga tus paquetes, vuelo + hotel, hoteles y servicios hasta en 12 cuotas sin intereses con cuatro bancos aliados, en nuestras tiendas, central telefónica, WhatsApp y asesor virtual.",
  });

export default function Benefits() {
  const { detailsRef, reveal } = useRevealConditions();
  return (
    <>
      <PageHero kicker="Beneficios" title={`Hasta ${MAX_INSTALMENTS} cuotas sin intereses`}>
        <p>Viaja ahora y paga en cuotas sin intereses con las tarjetas de crédito de nuestros cuatro bancos aliados.</p>
        <p className="mt-4">
          <a href={`#${CONDITIONS_ID}`} onClick={reveal} className={buttonClasses("accent", "md")}>
            Ver condiciones
          </a>
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10">
        <InfoSection id="bancos" title="Nuestros bancos aliados">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PARTNER_BANKS.map((bank) => (
              <li key={bank.name} className="rounded-card border border-slate-200 p-5">
                <p className="text-lg font-bold text-brand-700">{bank.name}</p>
                <p className="mt-1 text-muted">{bank.cards}</p>
              </li>
            ))}
          </ul>
        </InfoSection>
        <div className="grid gap-8 md:grid-cols-2">
          <InfoSection id="aplica" title="¿En qué puedo usar las cuotas?">
            <ul className="flex list-disc flex-col gap-1 pl-6">
              {APPLIES_TO.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="rounded-control bg-surface p-3 font-semibold">No aplica a boletos aéreos.</p>
          </InfoSection>
          <InfoSection id="canales" title="¿Dónde puedo pagar en cuotas?">
            <ul className="flex flex-col gap-2">
              {CHANNELS.map((channel) => (
                <li key={channel.name}>
                  <span className="font-bold">{channel.name}:</span> {channel.detail}
                </li>
              ))}
            </ul>
            <p className="rounded-control bg-surface p-3 font-semibold">No válido para compras en el sitio web.</p>
          </InfoSection>
        </div>
        <p className="flex flex-wrap gap-4">
          <Link to="/nuestras-agencias" appearance="primary">
            Encuentra una tienda
          </Link>
          <Link to="/agenda-tu-cita" appearance="secondary">
            Agenda una cita con un asesor
          </Link>
        </p>
        <BenefitsConditions detailsRef={detailsRef} />
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
