import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { KioskPage } from "#app/features/reception/kiosk-page.tsx";
import { handleKioskPost, loadKiosk } from "#app/features/reception/reception-pages.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/reception";

// A kiosk's own store and turn: never kept by a shared cache.
export const middleware = [privatePage];

export async function loader({ request }: Route.LoaderArgs) {
  return loadKiosk(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { limitAttempt, clientIp } = context.get(requestContext);
  const outcome = await handleKioskPost(request, await readPostedForm(request), {
    limitAttempt,
    clientIp: clientIp ?? "unknown",
  });
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) => [
  ...buildMeta(args, {
    title: "Recepción digital | Kuntur Viajes",
    description: "Registra tu llegada a la tienda con tu código de cita o pre-registro, o toma un turno sin cita.",
    canonicalPath: "/recepcion",
    noIndex: true,
  }),
  // The turn stays on screen for the customer, then the kiosk is ready for the next one.
  ...(args.loaderData.turn === null ? [] : [{ httpEquiv: "refresh", content: "20;url=/recepcion" }]),
];

export default function Reception({ loaderData, actionData }: Route.ComponentProps) {
  return <KioskPage data={loaderData} failure={actionData} />;
}
