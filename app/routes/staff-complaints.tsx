import { data } from "react-router";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { ComplaintsDeskPage } from "#app/features/staff/complaints/complaints-desk-page.tsx";
import { ComplaintFiltersSchema } from "#app/features/staff/complaints/complaint-desk-schemas.ts";
import { listComplaintsForDesk } from "#app/features/staff/complaints/complaint-desk.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { can } from "#app/features/staff/staff-roles.ts";
import { DATE_MESSAGES } from "#app/utils/date-rules.ts";
import { invalidFiltersMessage } from "#app/utils/form-errors.ts";
import type { Route } from "./+types/staff-complaints";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, "complaints.read");
  const url = new URL(request.url);
  const parsed = ComplaintFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  const filters = parsed.success ? parsed.data : {};
  // Filters it cannot apply: 400 with the rule's message, and the unfiltered list.
  return data(
    {
      filters,
      invalid: parsed.success ? null : invalidFiltersMessage(parsed.error, Object.values(DATE_MESSAGES)),
      list: await listComplaintsForDesk(filters),
      canExport: can(staff.roles, "complaints.export"),
      canEnterPaper: can(staff.roles, "complaints.paper"),
      query: parsed.success ? url.searchParams.toString() : "",
    },
    { status: parsed.success ? 200 : 400 },
  );
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Libro de reclamaciones", "Hojas de reclamación, plazos legales y respuestas.");

export default function StaffComplaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsDeskPage {...loaderData} />;
}
