import { data, redirect } from "react-router";
import { loadPackageResults } from "#app/features/packages/package-pages.server.ts";
import { PackageResultsView } from "#app/features/packages/package-results-page.tsx";
import { canonicalStayQuery } from "#app/features/travel-search/index.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/package-results";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const canonical = await canonicalStayQuery("paquetes", params);
  if (canonical) throw redirect(canonical);
  const page = await loadPackageResults(params);
  // A bad search answers 400 with the form's messages and the search as sent.
  return page.kind === "invalid" ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title:
      args.loaderData.kind === "results"
        ? `Paquetes a ${args.loaderData.destinationName} | Kuntur Viajes`
        : "Paquetes turísticos | Kuntur Viajes",
    description:
      "Paquetes con vuelos, hotel, traslados y excursiones: salidas, precio por persona en habitación doble y cuotas sin intereses.",
    noIndex: true,
  });

export default function PackageResults({ loaderData }: Route.ComponentProps) {
  return <PackageResultsView page={loaderData} />;
}
