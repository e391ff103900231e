import { data, redirect } from "react-router";
import { StaffPasswordForm } from "#app/features/staff/staff-password-form.tsx";
import { setPasswordWithToken } from "#app/features/staff/staff-auth.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { StaffSetPasswordSchema } from "#app/features/staff/staff-schemas.ts";
import { staffCookie } from "#app/features/staff/staff-session.server.ts";
import { findSetPasswordToken } from "#app/features/staff/staff-links.server.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-activate";

// The one-time link of `npm run staff:create` or of an administrator's invitation: set the password, then enrol
// the second factor. Looking at the link does not use it.
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findSetPasswordToken(params.token);
  return { valid: found !== null, email: found?.email ?? null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const parsed = StaffSetPasswordSchema.safeParse(
    formValues(await readPostedForm(request), ["password", "repeatPassword"]),
  );
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await setPasswordWithToken(params.token, parsed.data.password);
  if (!result.ok) return data({ message: result.message, errors: {} }, { status: 400 });
  throw redirect("/gestion/segundo-factor", { headers: { "set-cookie": staffCookie(result.token) } });
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Crear contraseña", "Crea la contraseña de tu usuario del sistema de gestión.");

export default function StaffActivate({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPasswordForm valid={loaderData.valid} email={loaderData.email} state={actionData} />;
}
