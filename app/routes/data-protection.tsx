import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { DocumentPage } from "#app/features/info/document-page.tsx";
import { dataProtectionPolicy } from "#app/features/legal/documents/data-protection-policy.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/data-protection";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Política de protección de datos personales | Kuntur Viajes",
    description:
      "Cómo Kuntur Viajes recopila, usa y protege tus datos personales conforme a la Ley N.° 29733, y cómo ejercer tus derechos de acceso, rectificación, cancelación y oposición.",
  });

export default function DataProtection() {
  return (
    <DocumentPage document={dataProtectionPolicy} title="Política de protección de datos personales" mode="responsive">
      <p>
        Qué datos recopilamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos de
        acceso, rectificación, cancelación y oposición.
      </p>
    </DocumentPage>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
