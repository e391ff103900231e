import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { verifySecondFactor } from "#app/features/staff/staff-auth.server.ts";
import { StaffCodeForm } from "#app/features/staff/staff-code-form.tsx";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { nextStepOf, staffSessionOf } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { safeStaffReturn } from "#app/features/staff/staff-return.ts";
import { StaffCodeSchema } from "#app/features/staff/staff-schemas.ts";
import { clearedStaffCookie, staffCookie } from "#app/features/staff/staff-session.server.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-verify";

async function pendingSession(request: Request) {
  const session = await staffSessionOf(request);
  if (session?.stage !== "password") throw redirect(session?.stage === "full" ? "/gestion" : nextStepOf(session));
  return session;
}

export async function loader({ request }: Route.LoaderArgs) {
  await pendingSession(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await pendingSession(request);
  const parsed = StaffCodeSchema.safeParse(formValues(await readPostedForm(request), ["code"]));
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error) }, { status: 400 });
  const { clientIp } = context.get(requestContext);
  const result = await verifySecondFactor(session, parsed.data.code, {
    ip: clientIp ?? null,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) {
    const headers = result.signedOut ? { "set-cookie": clearedStaffCookie() } : undefined;
    // A wrong code is an answer of the form (like the complaints look-up's "not found"), not a malformed request.
    return data({ message: result.message, errors: {} }, headers ? { headers } : {});
  }
  const back = safeStaffReturn(new URL(request.url).searchParams.get("volver")) ?? "/gestion";
  throw redirect(back, { headers: { "set-cookie": staffCookie(result.token) } });
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Verificación en dos pasos", "Ingresa el código de tu aplicación de autenticación.");

export default function StaffVerify({ actionData }: Route.ComponentProps) {
  return (
    <StaffCodeForm
      title="Verificación en dos pasos"
      lead="Ingresa el código de 6 dígitos que muestra tu aplicación de autenticación, o uno de tus códigos de recuperación."
      submitLabel="Verificar"
      state={actionData}
    />
  );
}
