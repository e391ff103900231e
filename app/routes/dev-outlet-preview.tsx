import { requestContext } from "#request-context";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/dev-outlet-preview";

// A development page under /traveloutlet, so the outlet frame of the shell can be seen and tested before the
// outlet section exists. Same gate as /dev/ui.
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Vista previa de Travel Outlet | Kuntur Viajes",
    description: "Página de desarrollo que muestra el marco del sitio en las páginas de Travel Outlet.",
    noIndex: true,
  });

export default function OutletPreview() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">Vista previa de Travel Outlet</h1>
      <p className="mt-2 text-lg">
        En las páginas de Travel Outlet la barra superior oculta sus acciones y no hay pie de página ni chat.
      </p>
    </section>
  );
}
