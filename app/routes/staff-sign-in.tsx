import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { StaffSignInForm } from "#app/features/staff/staff-sign-in-form.tsx";
import { signInWithPassword } from "#app/features/staff/staff-auth.server.ts";
import { nextStepOf, staffSessionOf } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { StaffSignInSchema } from "#app/features/staff/staff-schemas.ts";
import { staffCookie } from "#app/features/staff/staff-session.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import { safeStaffReturn } from "#app/features/staff/staff-return.ts";
import type { Route } from "./+types/staff-sign-in";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await staffSessionOf(request);
  if (session?.stage === "full") throw redirect("/gestion");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const values = formValues(form, ["email", "password"]);
  const parsed = StaffSignInSchema.safeParse(values);
  const email = typeof values.email === "string" ? values.email.slice(0, 254) : "";
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error), email }, { status: 400 });
  const { clientIp, limitAttempt } = context.get(requestContext);
  const limit = await limitAttempt({ name: "staff-sign-in", max: 20, timeWindowMs: 60_000 }, clientIp ?? "unknown");
  if (!limit.allowed) {
    return data({ message: "Demasiados intentos. Espera un minuto.", errors: {}, email }, { status: 429 });
  }
  const result = await signInWithPassword(parsed.data, {
    ip: clientIp ?? null,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) return data({ message: result.message, errors: {}, email }, { status: 400 });
  const back = safeStaffReturn(new URL(request.url).searchParams.get("volver"));
  const next = nextStepOf(result);
  const target = result.stage === "password" ? `${next}${back ? `?volver=${encodeURIComponent(back)}` : ""}` : next;
  throw redirect(target, { headers: { "set-cookie": staffCookie(result.token) } });
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Ingresar", "Acceso del personal de Kuntur Viajes al sistema de gestión.");

export default function StaffSignIn({ actionData }: Route.ComponentProps) {
  return <StaffSignInForm state={actionData} />;
}
