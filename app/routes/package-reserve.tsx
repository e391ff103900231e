import { data, isRouteErrorResponse, redirect } from "react-router";
import { requestContext } from "#request-context";
import { ErrorPage } from "#app/components/error-page.tsx";
import { loadPackageCheckout, submitPackageCheckout } from "#app/features/packages/package-checkout.server.ts";
import { PackageReserveView } from "#app/features/packages/package-reserve-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/package-reserve";

// The form carries a fresh idempotency key and the travellers' data: never kept by a cache.
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return loadPackageCheckout(params.slug, new URL(request.url).searchParams, user);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await submitPackageCheckout(request, params.slug, await readPostedForm(request), user);
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.setCookie ? { headers: { "set-cookie": outcome.setCookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData ? `Reservar ${args.loaderData.name} | Kuntur Viajes` : "Reservar paquete | Kuntur Viajes",
    description: "Tu salida y habitaciones con el precio total: datos de los viajeros, revisión y pago.",
    noIndex: true,
  });

export default function PackageReserve({ loaderData, actionData }: Route.ComponentProps) {
  return <PackageReserveView page={loaderData} failure={actionData ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <ErrorPage title="Elige tu salida" message="Elige la fecha y las habitaciones desde la página del paquete." />
    );
  return <RouteErrorPage error={error} />;
}
