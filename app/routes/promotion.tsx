import type { AnalyticsHandle } from "#app/features/analytics/use-page-analytics.ts";
import { PromotionTermsPage } from "#app/features/promotions/promotion-terms-page.tsx";
import { findPromotion } from "#app/features/promotions/promotions-service.server.ts";
import { sharedPageHeaders } from "#app/utils/page-cache.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/promotion";

export const handle: AnalyticsHandle = { infoPage: true };

export async function loader({ params }: Route.LoaderArgs) {
  const promotion = await findPromotion(params.slug);
  // An unknown campaign answers 404 with the site's not-found page, inside the shell (ErrorBoundary below).
  if (!promotion) throw new Response(null, { status: 404 });
  return { promotion };
}

export const meta: Route.MetaFunction = (args) => {
  // Without data (and with the error) when the slug is unknown.
  const promotion = args.loaderData?.promotion;
  if (!promotion) {
    return buildMeta(args, {
      title: "Página no encontrada | Kuntur Viajes",
      description: "La promoción que buscas no existe. Revisa las promociones vigentes de Kuntur Viajes.",
      noIndex: true,
    });
  }
  return buildMeta(args, {
    title: `${promotion.title}: términos y condiciones | Kuntur Viajes`,
    description: `${promotion.summary} ${promotion.validity}. Topes, cargos y condiciones completas de la promoción.`,
  });
};

export default function Promotion({ loaderData }: Route.ComponentProps) {
  return <PromotionTermsPage promotion={loaderData.promotion} />;
}

// The same for every anonymous visitor: the server may reuse it for a few seconds.
export const headers = sharedPageHeaders;

/** The not-found page for an unknown slug, inside the shell; any other error goes up to the root boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
