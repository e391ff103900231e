import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { DocumentPage } from "#app/features/info/document-page.tsx";
import { socialResponsibilityPolicy } from "#app/features/legal/documents/social-responsibility-policy.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/social-responsibility";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Política de responsabilidad social | Kuntur Viajes",
    description:
      "Los compromisos de Kuntur Viajes con el turismo responsable, la protección de niñas, niños y adolescentes, el ambiente, nuestro equipo y las comunidades que visitamos.",
  });

export default function SocialResponsibility() {
  return (
    <DocumentPage document={socialResponsibilityPolicy} title="Política de responsabilidad social" mode="both">
      <p>
        Nuestros compromisos con el turismo responsable, la protección de niñas, niños y adolescentes, el cuidado del
        ambiente, nuestro equipo y las comunidades que nos reciben.
      </p>
    </DocumentPage>
  );
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
