import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { ComplaintDeskDetail } from "#app/features/staff/complaints/complaint-desk-detail.tsx";
import { ComplaintAnswerSchema } from "#app/features/staff/complaints/complaint-desk-schemas.ts";
import { answerFromDesk, complaintForDeskOr404 } from "#app/features/staff/complaints/complaint-desk.server.ts";
import { formValues } from "#app/features/staff/staff-form.tsx";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-complaint";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "complaints.read");
  return {
    detail: await complaintForDeskOr404(params.sheetNumber),
    canAnswer: can(staff.roles, "complaints.answer"),
    answered: new URL(request.url).searchParams.has("respondida"),
    entered: new URL(request.url).searchParams.has("registrada"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = await requireStaff(request, "complaints.answer");
  const values = formValues(await readPostedForm(request), ["answerText"]);
  const answerText = typeof values.answerText === "string" ? values.answerText : "";
  const parsed = ComplaintAnswerSchema.safeParse(values);
  if (!parsed.success) return data({ message: null, errors: fieldErrors(parsed.error), answerText }, { status: 400 });
  const { siteUrl } = context.get(requestContext).publicConfig;
  const conflict = await answerFromDesk(
    { sheetNumber: params.sheetNumber, answerText: parsed.data.answerText, siteUrl },
    actorOf(session),
  );
  if (conflict) return data({ message: conflict, errors: {}, answerText }, { status: 409 });
  throw redirect(`/gestion/reclamos/${params.sheetNumber}?respondida=1`);
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffMeta(`Hoja ${params.sheetNumber}`, "Detalle y respuesta de una hoja de reclamación.");

export default function StaffComplaint({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintDeskDetail {...loaderData} state={actionData} />;
}
