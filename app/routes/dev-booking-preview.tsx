import { requestContext } from "#request-context";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/dev-booking-preview";
import { privatePage } from "#app/utils/private-pages.ts";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

// A development page under /booking, so the checkout frame of the shell can be seen and tested before the
// checkout exists. Same gate as /dev/ui.
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Vista previa del proceso de compra | Kuntur Viajes",
    description: "Página de desarrollo que muestra el marco del sitio en las páginas de compra.",
    noIndex: true,
  });

export default function BookingPreview() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand-700">Vista previa del proceso de compra</h1>
      <p className="mt-2 text-lg">
        En las páginas de compra la barra superior usa el color principal y oculta sus acciones, y el pie de página es
        mínimo.
      </p>
    </section>
  );
}
