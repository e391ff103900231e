import { getDb } from "#db";
import { loadInsuranceQuote } from "#app/features/insurance/insurance-quote.server.ts";
import { InsuranceResultsPage } from "#app/features/insurance/insurance-results-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/insurance-results";

export async function loader({ request }: Route.LoaderArgs) {
  return loadInsuranceQuote(getDb(), new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title:
      args.error || args.loaderData.kind === "invalid"
        ? "Seguros de viaje | Kuntur Viajes"
        : `Seguros de viaje: ${args.loaderData.days} días por ${args.loaderData.destination} | Kuntur Viajes`,
    description:
      "Compara planes de asistencia al viajero por precio total en dólares y soles, asistencia médica y coberturas.",
    noIndex: true,
  });

export default function InsuranceResults({ loaderData }: Route.ComponentProps) {
  return <InsuranceResultsPage page={loaderData} />;
}
