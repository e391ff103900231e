import { requestContext } from "#request-context";
import { createDevStaffInvitation } from "#app/features/staff/dev-staff-fixture.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/dev-staff-fixture";

// POST /dev/personal: a staff invitation for e2e tests (the command's link, without a second process on PGlite).
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(requestContext).publicConfig.devPages) throw new Response("Not Found", { status: 404 });
  return createDevStaffInvitation(await readPostedForm(request));
}

export function loader() {
  throw new Response("Not Found", { status: 404 });
}
