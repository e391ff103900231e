import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { handleStaffPost, loadStaff } from "#app/features/reception/reception-pages.server.ts";
import { StaffPage } from "#app/features/reception/staff-page.tsx";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/reception-staff";

// Staff only (PIN): never kept by a cache.
export const middleware = [privatePage];

export async function loader({ request }: Route.LoaderArgs) {
  return loadStaff(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { limitAttempt, clientIp } = context.get(requestContext);
  const outcome = await handleStaffPost(request, await readPostedForm(request), {
    limitAttempt,
    clientIp: clientIp ?? "unknown",
  });
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Atención de turnos | Kuntur Viajes",
    description: "El personal de la tienda llama al siguiente turno.",
    canonicalPath: "/recepcion/atencion",
    noIndex: true,
  });

export default function ReceptionStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage data={loaderData} failure={actionData} />;
}
