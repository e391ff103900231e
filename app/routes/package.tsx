import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { loadPackagePage } from "#app/features/packages/package-pages.server.ts";
import { PackagePageView } from "#app/features/packages/package-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/package";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "./not-found.tsx";

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
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorPage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
  throw error;
}
