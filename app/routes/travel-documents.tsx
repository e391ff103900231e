import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { PageHero } from "#app/features/info/page-hero.tsx";
import { PrintButton } from "#app/features/info/print-button.tsx";
import { TravelGuide } from "#app/features/travel-documents/travel-guide.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/travel-documents";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

// Served at /documentacion-viaje and at the legacy /documentacion_de_viaje.html; one canonical URL for both.
export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Documentación de viaje: pasaporte, visas y permisos | Kuntur Viajes",
    description:
      "Guía para viajar desde el Perú: pasaporte con 6 meses de vigencia, DNI para la Comunidad Andina, visas y ESTA/eTA, permisos de menores, vacunas y seguro. Imprímela antes de viajar.",
    canonicalPath: "/documentacion-viaje",
  });

export default function TravelDocuments() {
  return (
    <>
      <PageHero kicker="Prepara tu viaje" title="Documentación de viaje">
        <p>
          Revisa con tiempo los documentos que necesitas para salir del Perú y entrar a tu destino. Imprime esta guía y
          úsala como lista de control antes de ir al aeropuerto.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted">
            Información referencial actualizada a marzo de 2025. Los requisitos pueden cambiar: confírmalos con tu
            asesor y con el consulado del destino.
          </p>
          <PrintButton />
        </div>
        <TravelGuide />
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
