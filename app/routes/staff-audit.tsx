import { data } from "react-router";
import { AuditPage } from "#app/features/staff/audit-page.tsx";
import { AuditSearchSchema } from "#app/features/staff/audit-schemas.ts";
import { searchAudit } from "#app/features/staff/audit.server.ts";
import { requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { staffMeta } from "#app/features/staff/staff-meta.ts";
import { DATE_MESSAGES } from "#app/utils/date-rules.ts";
import { invalidFiltersMessage } from "#app/utils/form-errors.ts";
import type { Route } from "./+types/staff-audit";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.read");
  const url = new URL(request.url);
  const parsed = AuditSearchSchema.safeParse(Object.fromEntries(url.searchParams));
  const search = parsed.success ? parsed.data : {};
  const page = search.pagina ?? 1;
  const result = await searchAudit(undefined, {
    q: search.q,
    entityType: search.entidad,
    from: search.desde,
    to: search.hasta,
    page,
  });
  const entries = result.rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  // Filters it cannot apply: 400 with the rule's message, and the unfiltered list.
  return data(
    {
      search,
      invalid: parsed.success ? null : invalidFiltersMessage(parsed.error, Object.values(DATE_MESSAGES)),
      entries,
      page,
      hasMore: result.hasMore,
      query: parsed.success ? url.searchParams.toString() : "",
    },
    { status: parsed.success ? 200 : 400 },
  );
}

export const meta: Route.MetaFunction = () =>
  staffMeta("Auditoría", "Búsqueda en el registro de cambios del sistema de gestión.");

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
