import { StaffInviteSchema } from "./staff-schemas.ts";
import { inviteStaff } from "./staff-users.server.ts";

/** POST /dev/personal (DEV_PAGES only): what `npm run staff:create` does, for the e2e tests' own server. */
export async function createDevStaffInvitation(form: FormData) {
  const parsed = StaffInviteSchema.safeParse({
    email: form.get("email"),
    name: form.get("name") ?? "Personal de prueba",
    roles: form.getAll("role"),
  });
  if (!parsed.success) return Response.json({ error: "datos inválidos" }, { status: 400 });
  return Response.json(await inviteStaff(parsed.data, { id: null, email: "staff:create" }));
}
