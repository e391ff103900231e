import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { MyAppointmentsPage } from "#app/features/appointments/my-appointments-page.tsx";
import { handleMyAppointmentsPost, loadMyAppointments } from "#app/features/appointments/my-appointments.server.ts";
import { buildMeta } from "#app/utils/seo.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { privatePage } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/my-appointments";

// One person's data: never kept by a cache (app/utils/private-pages.ts).
export const middleware = [privatePage];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMyAppointments(request, context.get(requestContext).user?.id ?? null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, limitAttempt, clientIp } = context.get(requestContext);
  const outcome = await handleMyAppointmentsPost(request, await readPostedForm(request), {
    userId: user?.id ?? null,
    limitAttempt,
    clientIp: clientIp ?? "unknown",
  });
  if (outcome.kind === "failure") return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, outcome.cookie ? { headers: { "set-cookie": outcome.cookie } } : undefined);
}

export const meta: Route.MetaFunction = (args) =>
  buildMeta(args, {
    title: "Tus citas | Kuntur Viajes",
    description: "Consulta, reprograma o cancela tu cita con un asesor de Kuntur Viajes con su código y tu correo.",
    canonicalPath: "/tuscitas",
    noIndex: true,
  });

export default function MyAppointments({ loaderData, actionData }: Route.ComponentProps) {
  return <MyAppointmentsPage data={loaderData} failure={actionData} />;
}
