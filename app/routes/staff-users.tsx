import { redirect } from "react-router";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { StaffUsersPage } from "#app/features/staff/staff-users-page.tsx";
import { staffUsersAction } from "#app/features/staff/staff-users-actions.server.ts";
import { listStaff } from "#app/features/staff/staff-users.server.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-users";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, "staff.read");
  return {
    users: await listStaff(),
    saved: new URL(request.url).searchParams.has("guardado"),
    selfId: session.staff.id,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const session = await requireStaff(request, form.get("intent") === "invite" ? "staff.invite" : "staff.update");
  const result = await staffUsersAction(session, form);
  if (result === null) throw redirect("/gestion/personal?guardado=1");
  return result;
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Personal", "Usuarios del personal, sus roles y su segundo factor.");

export default function StaffUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffUsersPage {...loaderData} state={actionData} />;
}
