import { Link } from "#app/components/ui/link.tsx";
import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { PageHero } from "#app/features/info/page-hero.tsx";
import { PdfDocument } from "#app/features/info/pdf-document.tsx";
import { PrintButton } from "#app/features/info/print-button.tsx";
import { responsibilityLetter } from "#app/features/legal/documents/responsibility-letter.ts";
import { ConditionsIndex, ConditionsSections } from "#app/features/legal/purchase-conditions/conditions-view.tsx";
import { PURCHASE_CONDITIONS } from "#app/features/legal/purchase-conditions/purchase-conditions.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/purchase-conditions";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Términos y condiciones de compra | Kuntur Viajes",
    description:
      "Condiciones de compra de Kuntur Viajes: confirmación, precios e impuestos, pagos y cuotas, boletos aéreos, hoteles, autos, cambios, anulaciones, reembolsos, reclamos y datos personales.",
  });

export default function PurchaseConditions() {
  return (
    <>
      <PageHero kicker="Antes de comprar" title="Términos y condiciones de compra">
        <p>
          Las reglas que aplican a tus compras de vuelos, hoteles, paquetes, autos y seguros con Kuntur Viajes, en todos
          nuestros canales de venta.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted">Vigentes desde el 1 de marzo de 2025.</p>
          <PrintButton label="Imprimir condiciones" />
        </div>
        <ConditionsIndex sections={PURCHASE_CONDITIONS} />
        <ConditionsSections sections={PURCHASE_CONDITIONS} />
        <nav aria-label="Documentos relacionados" className="flex flex-wrap gap-x-6 gap-y-2" data-no-print>
          <Link to="/condiciones-de-reserva">Condiciones de reserva</Link>
          <Link to="/documentacion-viaje">Guía de documentación de viaje</Link>
          <Link to="/beneficios">Cuotas sin intereses</Link>
          <Link to="/politicas">Política de protección de datos personales</Link>
        </nav>
        <section aria-labelledby="carta-titulo" className="flex flex-col gap-3" data-no-print>
          <h2 id="carta-titulo" className="text-xl font-bold text-brand-700">
            Carta de responsabilidad
          </h2>
          <p>El alcance de nuestra responsabilidad como agencia de viajes intermediaria.</p>
          <PdfDocument document={responsibilityLetter} mode="responsive" />
        </section>
      </div>
    </>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
