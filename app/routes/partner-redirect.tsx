import { data } from "react-router";
import { matchPartnerTarget } from "#app/features/redirects/partner-allow-list.ts";
import { PartnerRedirectPage, PartnerRedirectRefused } from "#app/features/redirects/partner-redirect-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/partner-redirect";

// Never indexed, never cached by a shared cache (the answer depends on the query).
const pageHeaders = { "cache-control": "no-store", "x-robots-tag": "noindex" };

/** Only allow-listed partner origins are accepted (issue 17: no open redirect); anything else is a 400 page. */
export function loader({ request }: Route.LoaderArgs) {
  const target = matchPartnerTarget(new URL(request.url).searchParams.get("url"));
  return data({ target }, { status: target ? 200 : 400, headers: pageHeaders });
}

export const meta: Route.MetaFunction = (args) => {
  const target = args.loaderData.target;
  return buildMeta(args, {
    title: target ? `Redirigiendo a ${target.name} | Kuntur Viajes` : "Enlace no permitido | Kuntur Viajes",
    description: "Página de paso antes de ir al sitio de un aliado de Kuntur Viajes.",
    canonicalPath: "/redireccionando",
    noIndex: true,
  });
};

export default function PartnerRedirect({ loaderData }: Route.ComponentProps) {
  return loaderData.target ? <PartnerRedirectPage target={loaderData.target} /> : <PartnerRedirectRefused />;
}

// The loader's status headers (no-store, noindex) on the document response too.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
