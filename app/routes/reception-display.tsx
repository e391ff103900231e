import { QueueDisplay } from "#app/features/reception/queue-display.tsx";
import { loadDisplay } from "#app/features/reception/reception-pages.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/reception-display";

// Changes every few seconds: never kept by a cache.
export const middleware = [privatePage];

export async function loader({ request }: Route.LoaderArgs) {
  return loadDisplay(request);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Pantalla de turnos | Kuntur Viajes",
    description: "Los turnos llamados y en espera de la tienda.",
    canonicalPath: "/recepcion/pantalla",
    noIndex: true,
  });

export default function ReceptionDisplay({ loaderData }: Route.ComponentProps) {
  return <QueueDisplay data={loaderData} />;
}
