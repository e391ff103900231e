import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { StaffCodeForm } from "#app/features/staff/staff-code-form.tsx";
import { RecoveryCodes, TotpEnrolment } from "#app/features/staff/staff-enrolment.tsx";
import { enrolmentCompleted, enrolmentOf } from "#app/features/staff/staff-enrolment.server.ts";
import { confirmEnrolment } from "#app/features/staff/staff-auth.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { nextStepOf, staffSessionOf } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { StaffCodeSchema } from "#app/features/staff/staff-schemas.ts";
import { staffCookie } from "#app/features/staff/staff-session.server.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-enrol";

async function enrollingSession(request: Request) {
  const session = await staffSessionOf(request);
  if (session?.stage !== "enrol") throw redirect(session?.stage === "full" ? "/gestion" : nextStepOf(session));
  return session;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // After a document post that confirmed the code, the page shows the recovery codes of the action's answer.
  if (context.get(enrolmentCompleted)) return null;
  return enrolmentOf(await enrollingSession(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await enrollingSession(request);
  const parsed = StaffCodeSchema.safeParse(formValues(await readPostedForm(request), ["code"]));
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error), codes: null }, { status: 400 });
  const { clientIp } = context.get(requestContext);
  const result = await confirmEnrolment(session, parsed.data.code, {
    ip: clientIp ?? null,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) return data({ message: result.message, errors: {}, codes: null }, { status: 400 });
  // The codes are in this one answer only; the page shows them instead of the enrolment (no redirect, no revalidation).
  context.set(enrolmentCompleted, true);
  return data(
    { message: null, errors: {}, codes: result.recoveryCodes },
    { headers: { "set-cookie": staffCookie(result.token) } },
  );
}

export function shouldRevalidate({ actionResult }: { actionResult?: { codes: string[] | null } }) {
  return !actionResult?.codes;
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Verificación en dos pasos", "Configura tu aplicación de autenticación para ingresar a Gestión.");

export default function StaffEnrol({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.codes) return <RecoveryCodes codes={actionData.codes} />;
  if (!loaderData) return null;
  return (
    <StaffCodeForm
      title="Configura la verificación en dos pasos"
      lead="Escanea el código QR con tu aplicación de autenticación (por ejemplo, una app de códigos de un solo uso) e ingresa el código de 6 dígitos que te muestra."
      submitLabel="Activar"
      state={actionData}
    >
      <TotpEnrolment enrolment={loaderData} />
    </StaffCodeForm>
  );
}
