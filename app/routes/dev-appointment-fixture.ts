import { requestContext } from "#request-context";
import { moveAppointmentToNow } from "#app/features/appointments/dev-appointment-fixture.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/dev-appointment-fixture";

// POST /dev/citas/hoy: a booked appointment moved to now, for the kiosk's e2e test. Same gate as /dev/ui.
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  const code = (await readPostedForm(request)).get("code");
  // An appointment code is letters, digits and a dash: anything else (a NUL) is no code and never reaches the database.
  const moved =
    typeof code === "string" && /^[A-Z0-9-]{1,12}$/i.test(code) && (await moveAppointmentToNow(code.slice(0, 12)));
  return Response.json({ moved }, { status: moved ? 200 : 404 });
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
