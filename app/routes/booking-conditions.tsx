import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { DocumentPage } from "#app/features/info/document-page.tsx";
import { bookingConditions } from "#app/features/legal/documents/booking-conditions.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/booking-conditions";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Condiciones de reserva | Kuntur Viajes",
    description:
      "Condiciones de reserva de Kuntur Viajes: confirmación en 72 horas, pagos, cambios, anulaciones y reembolsos de vuelos, hoteles y paquetes. Descarga el documento en PDF.",
  });

export default function BookingConditions() {
  return (
    <DocumentPage document={bookingConditions} title="CONDICIONES DE RESERVA" mode="responsive">
      <p>
        Lo que necesitas saber antes de reservar con nosotros: cómo se confirma tu reserva, los plazos de pago y las
        reglas de cambios, anulaciones y reembolsos.
      </p>
    </DocumentPage>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
