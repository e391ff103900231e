import * as z from "zod/mini";
import {
  blankAsUndefined as optional,
  calendarDate,
  DATE_RANGE_ISSUE,
  dateRangeFilter,
} from "#app/utils/date-rules.ts";
import { COMPLAINT_STATUSES } from "#app/features/complaints/index.ts";

/** The list's filters, from the query string (a form sent with GET). Bad values are refused, not guessed. */
export const ComplaintFiltersSchema = z
  .strictObject({
    estado: optional(z.enum([...COMPLAINT_STATUSES, "abiertas"])),
    canal: optional(z.enum(["virtual", "agency"])),
    tipo: optional(z.enum(["reclamo", "queja"])),
    desde: optional(calendarDate()),
    hasta: optional(calendarDate()),
    q: optional(z.string().check(z.trim(), z.maxLength(100))),
    pagina: optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000)))),
  })
  .check(z.refine(dateRangeFilter, DATE_RANGE_ISSUE));
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
  .strictObject({ desde: calendarDate(), hasta: calendarDate() })
  .check(z.refine(dateRangeFilter, DATE_RANGE_ISSUE));
