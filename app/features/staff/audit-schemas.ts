import * as z from "zod/mini";

/** An optional query value: a blank field ("" or absent) is undefined, anything else must pass `schema`. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === "" || value === null ? undefined : value)),
    z.optional(schema),
  ) as unknown as z.ZodMiniOptional<T>;
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const AUDIT_ENTITY_TYPES = [
  { id: "complaint", label: "Hojas de reclamación" },
  { id: "complaint_export", label: "Exportaciones del libro" },
  { id: "advertisement", label: "Franja de promociones" },
  { id: "feature_flag", label: "Opciones remotas" },
  { id: "staff_user", label: "Personal" },
] as const;

/** The audit search's query string. */
export const AuditSearchSchema = z.strictObject({
  q: optional(z.string().check(z.trim(), z.maxLength(100))),
  entidad: optional(z.enum(AUDIT_ENTITY_TYPES.map((type) => type.id) as [string, ...string[]])),
  desde: optional(isoDate),
  hasta: optional(isoDate),
  pagina: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000)))),
});
export type AuditSearchInput = z.infer<typeof AuditSearchSchema>;
