import * as z from "zod/mini";
import {
  blankAsUndefined as optional,
  calendarDate,
  DATE_RANGE_ISSUE,
  dateRangeFilter,
} from "#app/utils/date-rules.ts";

export const AUDIT_ENTITY_TYPES = [
  { id: "complaint", label: "Hojas de reclamación" },
  { id: "complaint_export", label: "Exportaciones del libro" },
  { id: "advertisement", label: "Franja de promociones" },
  { id: "feature_flag", label: "Opciones remotas" },
  { id: "promo_code", label: "Códigos promocionales" },
  { id: "staff_user", label: "Personal" },
] as const;

/** The audit search's query string. */
export const AuditSearchSchema = z
  .strictObject({
    q: optional(z.string().check(z.trim(), z.maxLength(100))),
    entidad: optional(z.enum(AUDIT_ENTITY_TYPES.map((type) => type.id) as [string, ...string[]])),
    desde: optional(calendarDate()),
    hasta: optional(calendarDate()),
    pagina: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000)))),
  })
  .check(z.refine(dateRangeFilter, DATE_RANGE_ISSUE));
export type AuditSearchInput = z.infer<typeof AuditSearchSchema>;
