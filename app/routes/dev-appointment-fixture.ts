import { requestContext } from "#request-context";
import { moveAppointmentToNow } from "#app/features/appointments/dev-appointment-fixture.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/dev-appointment-fixture";

// POST /dev/citas/hoy: a booked appointment moved to now, for the kiosk's e2e test. Same gate as /dev/ui.
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  const code = (await readPostedForm(request)).get("code");
  const moved = typeof code === "string" && (await moveAppointmentToNow(code.slice(0, 12)));
  return Response.json({ moved }, { status: moved ? 200 : 404 });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
