import { data, redirect } from "react-router";
import { requestContext } from "#request-context";
import { PaperComplaintPage } from "#app/features/staff/complaints/paper-complaint-page.tsx";
import {
  enterPaperFromDesk,
  paperEntryRule,
  paperFormValues,
  paperStores,
} from "#app/features/staff/complaints/paper-complaint-desk.server.ts";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Route } from "./+types/staff-complaint-paper";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "complaints.paper");
  return { stores: await paperStores(), today: todayInLima(), windowRule: paperEntryRule() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, "complaints.paper");
  const values = paperFormValues(await readPostedForm(request));
  const { siteUrl } = context.get(requestContext).publicConfig;
  const outcome = await enterPaperFromDesk(values, actorOf(session), siteUrl);
  if (!outcome.entered) {
    const { message, errors, status } = outcome;
    return data({ message, errors, values: outcome.values }, { status });
  }
  throw redirect(`/gestion/reclamos/${outcome.entered.sheetNumber}?registrada=1`);
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Registrar hoja física", "Ingreso de una hoja del Libro de Reclamaciones físico de una tienda.");

export default function StaffComplaintPaper({ loaderData, actionData }: Route.ComponentProps) {
  return <PaperComplaintPage {...loaderData} state={actionData} />;
}
