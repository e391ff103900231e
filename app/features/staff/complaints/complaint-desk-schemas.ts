import * as z from "zod";
import { COMPLAINT_STATUSES } from "#app/features/complaints/index.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Usa una fecha válida");
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The list's filters, from the query string (a form sent with GET). Bad values are refused, not guessed. */
export const ComplaintFiltersSchema = z.strictObject({
  estado: optional(z.enum([...COMPLAINT_STATUSES, "abiertas"])),
  canal: optional(z.enum(["virtual", "agency"])),
  tipo: optional(z.enum(["reclamo", "queja"])),
  desde: optional(isoDate),
  hasta: optional(isoDate),
  q: optional(z.string().trim().max(100)),
  pagina: optional(z.coerce.number().int().min(1).max(10_000)),
});
export type ComplaintFilters = z.infer<typeof ComplaintFiltersSchema>;

export const COMPLAINT_ANSWER_MAX = 4000;

export const ComplaintAnswerSchema = z.strictObject({
  answerText: z
    .string()
    .trim()
    .min(20, "Escribe la respuesta (al menos 20 caracteres)")
    .max(COMPLAINT_ANSWER_MAX, `La respuesta admite hasta ${String(COMPLAINT_ANSWER_MAX)} caracteres`),
});

/** The export's period (filing dates, both included), at most one year. */
export const ComplaintExportSchema = z
  .strictObject({ desde: isoDate, hasta: isoDate })
  .refine((value) => value.desde <= value.hasta, {
    path: ["hasta"],
    message: "La fecha final debe ser posterior a la inicial",
  });
