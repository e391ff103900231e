import { data, redirect, redirectDocument } from "react-router";
import { requestContext } from "#request-context";
import { handlePackageOrderPost, loadPackageOrderPage } from "#app/features/packages/package-order.server.ts";
import { PackageOrderView } from "#app/features/packages/package-order-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import { RouteErrorPage } from "#app/components/route-error-page.tsx";
import type { Route } from "./+types/package-order";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return loadPackageOrderPage(request, user, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = context.get(requestContext);
  const outcome = await handlePackageOrderPost(request, user, params.id, await readPostedForm(request));
  if (outcome.kind === "refused") return data(outcome.result, { status: outcome.status });
  return outcome.document ? redirectDocument(outcome.location) : redirect(outcome.location);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: args.loaderData ? `Reserva ${args.loaderData.order.code} | Kuntur Viajes` : "Tu paquete | Kuntur Viajes",
    description: "Tu paquete turístico: revisión, pago, voucher y cancelación.",
    noIndex: true,
  });

export default function PackageOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <PackageOrderView page={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
