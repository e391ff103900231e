import { requestContext } from "#request-context";
import { ExternalLink } from "#app/components/ui/link.tsx";
import { brand } from "#app/config/brand.ts";
import { listActiveAgencies } from "#app/features/agencies/agencies-queries.server.ts";
import { agenciesJsonLd } from "#app/features/agencies/agencies-json-ld.ts";
import type { AgencyView } from "#app/features/agencies/agency-view.ts";
import { BranchFinder } from "#app/features/agencies/branch-finder.tsx";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { JsonLdScript } from "#app/features/destinations/json-ld-script.tsx";
import { PageHero } from "#app/features/info/page-hero.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/agencies";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  const agencies: AgencyView[] = (await listActiveAgencies()).map((agency) => ({
    id: agency.id,
    name: agency.name,
    address: agency.address,
    city: agency.city,
    openingHours: agency.openingHours,
    openingHours2: agency.openingHours2,
    phone: agency.phone,
    phone2: agency.phone2,
    email: agency.email,
    image: agency.image,
    latitude: agency.latitude,
    longitude: agency.longitude,
    isFlagship: agency.isFlagship,
  }));
  const { publicConfig } = context.get(requestContext);
  return {
    agencies,
    mapTemplate: publicConfig.embeds.mapEmbedUrlTemplate,
    jsonLd: agenciesJsonLd(publicConfig.siteUrl, agencies),
  };
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Nuestras agencias: direcciones y horarios | Kuntur Viajes",
    description:
      "Encuentra la agencia de Kuntur Viajes más cercana en Lima, Arequipa, Trujillo, Cusco, Chiclayo y Piura: dirección, horario de atención, teléfonos, correo y mapa.",
  });

export default function Agencies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero kicker="Tiendas" title="Nuestras agencias">
        <p>
          Visítanos en Lima y en las principales ciudades del Perú. Elige una agencia para ver su dirección, horario y
          ubicación.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8">
        <BranchFinder agencies={loaderData.agencies} mapTemplate={loaderData.mapTemplate} />
        <JsonLdScript data={loaderData.jsonLd} />
        <section
          aria-labelledby="ayuda-titulo"
          className="flex flex-col items-start gap-3 rounded-card bg-brand-50 p-6 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="ayuda-titulo" className="text-xl font-bold text-brand-700">
              ¿Ya realizaste una compra y necesitas ayuda?
            </h2>
            <p className="mt-1">
              En nuestro portal de ayuda puedes consultar tu reserva, pedir cambios y resolver tus dudas sin ir a una
              tienda.
            </p>
          </div>
          <ExternalLink
            href={brand.helpCenterUrl}
            className="inline-flex min-h-11 items-center rounded-control bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            Ir al portal de ayuda
          </ExternalLink>
        </section>
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
