import { loadPackagePage } from "#app/features/packages/package-pages.server.ts";
import { PackagePageView } from "#app/features/packages/package-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/package";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPackagePage(params.slug, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  return buildMeta(args, {
    title: page ? `${page.info.name}, ${page.info.duration} | Kuntur Viajes` : "Paquete no encontrado | Kuntur Viajes",
    description: page
      ? `${page.detail.summary} Salidas, precio por persona en habitación doble y cuotas sin intereses.`
      : "El paquete que buscas no está en nuestra lista.",
    canonicalPath: page ? `/paquetes/${page.info.slug}` : undefined,
    ...(page ? {} : { noIndex: true }),
  });
};

export default function Package({ loaderData }: Route.ComponentProps) {
  return <PackagePageView page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
