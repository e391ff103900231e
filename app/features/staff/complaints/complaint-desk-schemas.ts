import * as z from "zod/mini";
import { COMPLAINT_STATUSES } from "#app/features/complaints/index.ts";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha válida"));
/** An optional query value: a blank field ("" or absent) is undefined, anything else must pass `schema`. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === "" || value === null ? undefined : value)),
    z.optional(schema),
  ) as unknown as z.ZodMiniOptional<T>;

/** The list's filters, from the query string (a form sent with GET). Bad values are refused, not guessed. */
export const ComplaintFiltersSchema = z.strictObject({
  estado: optional(z.enum([...COMPLAINT_STATUSES, "abiertas"])),
  canal: optional(z.enum(["virtual", "agency"])),
  tipo: optional(z.enum(["reclamo", "queja"])),
  desde: optional(isoDate),
  hasta: optional(isoDate),
  q: optional(z.string().check(z.trim(), z.maxLength(100))),
  pagina: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000)))),
});
export type ComplaintFilters = z.infer<typeof ComplaintFiltersSchema>;

export const COMPLAINT_ANSWER_MAX = 4000;

export const ComplaintAnswerSchema = z.strictObject({
  answerText: z
    .string()
    .check(
      z.trim(),
      z.minLength(20, "Escribe la respuesta (al menos 20 caracteres)"),
      z.maxLength(COMPLAINT_ANSWER_MAX, `La respuesta admite hasta ${String(COMPLAINT_ANSWER_MAX)} caracteres`),
    ),
});

/** The export's period (filing dates, both included), at most one year. */
export const ComplaintExportSchema = z
  .strictObject({ desde: isoDate, hasta: isoDate })
  .check(
    z.refine((value) => value.desde <= value.hasta, {
      path: ["hasta"],
      message: "La fecha final debe ser posterior a la inicial",
    }),
  );
