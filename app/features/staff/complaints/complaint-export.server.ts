import { and, asc, gte, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "#db";
import { complaints } from "#server/db/schema/complaints.ts";
import { formatLimaDateTime } from "#app/features/complaints/index.ts";
import { paperSheetMark, STATUS_LABELS } from "#app/features/complaints/index.ts";
import { formatSheetNumber } from "#app/features/complaints/index.ts";
import { recordAudit, type AuditActor } from "#app/features/staff/audit.server.ts";
import { toCsv } from "./complaint-csv.ts";

const HEADER = [
  "Hoja",
  "Fecha de registro",
  "Tienda",
  "Tipo",
  "Estado",
  "Plazo de respuesta",
  "Fecha de respuesta",
  "Nombres",
  "Apellidos",
  "Documento",
  "Número de documento",
  "Teléfono",
  "Correo",
  "Domicilio",
  "Menor de edad",
  "Bien contratado",
  "Monto reclamado",
  "Moneda",
  "Descripción",
  "Código de reserva",
  "Detalle",
  "Pedido del consumidor",
  "Respuesta",
  "Libro",
  "Ingresada por",
  "Fecha de ingreso",
] as const;

/**
 * Every complaint filed in a period (Lima dates, both included) as CSV for INDECOPI, oldest first. The export is
 * personal data leaving the system: it is recorded in the audit trail.
 */
export async function exportComplaints(
  period: { desde: string; hasta: string },
  actor: AuditActor,
  db: Db = getDb(),
): Promise<{ fileName: string; csv: string }> {
  const rows = await db
    .select()
    .from(complaints)
    .where(
      and(
        gte(complaints.filedAt, sql`(${period.desde}::date)::timestamp at time zone 'America/Lima'`),
        lt(complaints.filedAt, sql`(${period.hasta}::date + 1)::timestamp at time zone 'America/Lima'`),
      ),
    )
    .orderBy(asc(complaints.year), asc(complaints.number));
  await recordAudit(db, actor, {
    action: "complaints.export",
    entityType: "complaint_export",
    entityId: `${period.desde}..${period.hasta}`,
    after: { rows: rows.length },
  });
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      formatSheetNumber(row),
      formatLimaDateTime(row.filedAt.toISOString()),
      row.storeName,
      row.kind === "reclamo" ? "Reclamo" : "Queja",
      STATUS_LABELS[row.status],
      row.answerDueOn,
      row.answeredAt ? formatLimaDateTime(row.answeredAt.toISOString()) : "",
      row.firstNames,
      row.lastNames,
      row.documentType,
      row.documentNumber,
      row.phone,
      row.email,
      row.address,
      row.isMinor ? "Sí" : "No",
      row.goodType === "producto" ? "Producto" : "Servicio",
      row.amountMinor === null ? "" : (row.amountMinor / 100).toFixed(2),
      row.currency,
      row.goodDescription,
      row.bookingCode,
      row.detail,
      row.consumerRequest,
      row.answerText,
      row.paperSheetNumber ? paperSheetMark(row.paperSheetNumber) : "Libro virtual",
      row.enteredBy,
      row.enteredAt ? formatLimaDateTime(row.enteredAt.toISOString()) : "",
    ]),
  );
  return { fileName: `libro-reclamaciones-${period.desde}-a-${period.hasta}.csv`, csv };
}
