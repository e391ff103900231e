import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { requestedCampaignId } from "#app/features/pre-registration/campaign-link.ts";
import { PreRegistrationPage } from "#app/features/pre-registration/pre-registration-page.tsx";
import { loadPreRegistrationPage } from "#app/features/pre-registration/pre-registration-service.server.ts";
import { buildMeta, siteUrlFrom } from "#app/utils/seo.ts";
import type { Route } from "./+types/pre-registration";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ request }: Route.LoaderArgs) {
  // /tusdatos?campania=<id> (from /eventos) registers for that campaign while its registration is open.
  return loadPreRegistrationPage(requestedCampaignId(new URL(request.url)));
}

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData.campaign?.name;
  return buildMeta(args, {
    title: name ? `Pre-registro ${name} | Kuntur Viajes` : "Pre-registro de eventos | Kuntur Viajes",
    description:
      "Pre-regístrate con tus acompañantes para el próximo evento de Kuntur Viajes: recibe tu código de inscripción por correo y accede a la fila preferencial en la tienda que elijas.",
    ...(args.loaderData.banner ? { image: `${siteUrlFrom(args)}${args.loaderData.banner.desktop.src}` } : {}),
  });
};

export default function PreRegistration({ loaderData }: Route.ComponentProps) {
  return <PreRegistrationPage data={loaderData} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;
