import { ComplaintExportSchema } from "#app/features/staff/complaints/complaint-desk-schemas.ts";
import { exportComplaints } from "#app/features/staff/complaints/complaint-export.server.ts";
import { actorOf, requireStaff } from "#app/features/staff/staff-guard.server.ts";
import { PRIVATE_CACHE_CONTROL } from "#app/utils/private-pages.ts";
import type { Route } from "./+types/staff-complaints-export";

// GET /gestion/reclamos/exportar?desde=…&hasta=…: the period's sheets as CSV (UTF-8 with BOM), audited.
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, "complaints.export");
  const parsed = ComplaintExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return new Response("Indica un periodo válido (desde y hasta, en formato AAAA-MM-DD).", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PRIVATE_CACHE_CONTROL },
    });
  }
  const { fileName, csv } = await exportComplaints(parsed.data, actorOf(session));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": PRIVATE_CACHE_CONTROL,
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
