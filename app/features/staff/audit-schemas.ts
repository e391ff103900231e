import * as z from "zod";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const AUDIT_ENTITY_TYPES = [
  { id: "complaint", label: "Hojas de reclamación" },
  { id: "complaint_export", label: "Exportaciones del libro" },
  { id: "advertisement", label: "Franja de promociones" },
  { id: "feature_flag", label: "Opciones remotas" },
  { id: "staff_user", label: "Personal" },
] as const;

/** The audit search's query string. */
export const AuditSearchSchema = z.strictObject({
  q: optional(z.string().trim().max(100)),
  entidad: optional(z.enum(AUDIT_ENTITY_TYPES.map((type) => type.id) as [string, ...string[]])),
  desde: optional(isoDate),
  hasta: optional(isoDate),
  pagina: optional(z.coerce.number().int().min(1).max(10_000)),
});
export type AuditSearchInput = z.infer<typeof AuditSearchSchema>;
