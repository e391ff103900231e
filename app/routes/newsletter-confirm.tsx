import { data } from "react-router";
import { NewsletterLinkResult } from "#app/features/newsletter/newsletter-link-result.tsx";
import { followConfirmLink, UNAVAILABLE } from "#app/features/newsletter/newsletter-links.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/newsletter-confirm";

// The confirm link of the double opt-in e-mail: opening it activates the subscription (once; then it says so).
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "cache-control": "no-store" };
  try {
    return data({ view: await followConfirmLink(new URL(request.url).searchParams.get("token")) }, { headers });
  } catch (error) {
    console.error("Newsletter confirmation failed:", error);
    return data({ view: { ...UNAVAILABLE, resubscribe: false } }, { status: 503, headers });
  }
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Confirmación de suscripción | Kuntur Viajes",
    description: "Confirma tu suscripción al boletín de ofertas de Kuntur Viajes.",
    canonicalPath: "/suscribirse/confirmar",
    noIndex: true,
  });

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { resubscribe, ...view } = loaderData.view;
  return <NewsletterLinkResult view={view} resubscribe={resubscribe} />;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
