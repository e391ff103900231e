import * as z from "zod/mini";
import { addDays, formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { calendarDate } from "#app/utils/date-rules.ts";
import { hasLineControlChars } from "#app/utils/text-rules.ts";

// A sheet of a store's physical complaints book, entered in the virtual book by staff: its original date and time (Lima)
// and the number printed on the paper. The consumer's fields are the public form's (ComplaintFormSchema).

export const PAPER_MESSAGES = {
  originalDate: "Ingresa la fecha de la hoja física",
  originalTime: "Ingresa la hora de la hoja física (hh:mm)",
  paperSheetNumber: "Ingresa el número impreso en la hoja física (hasta 20 letras, números o guiones)",
  store: "Selecciona la tienda donde se llenó la hoja física",
  future: "La fecha y hora de la hoja física no pueden ser posteriores a este momento.",
  duplicate: "Esa hoja física de esta tienda ya fue registrada.",
} as const;

export const PAPER_FIELDS = ["originalDate", "originalTime", "paperSheetNumber"] as const;

export const PaperSheetSchema = z.strictObject({
  originalDate: calendarDate({ message: PAPER_MESSAGES.originalDate }),
  originalTime: z
    .string({ error: PAPER_MESSAGES.originalTime })
    .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, PAPER_MESSAGES.originalTime)),
  paperSheetNumber: z.string({ error: PAPER_MESSAGES.paperSheetNumber }).check(
    z.trim(),
    z.regex(/^[A-Za-z0-9-]{1,20}$/, PAPER_MESSAGES.paperSheetNumber),
    z.refine((value) => !hasLineControlChars(value), PAPER_MESSAGES.paperSheetNumber),
  ),
});
export type PaperSheet = z.output<typeof PaperSheetSchema>;

/** The instant of a Lima date and time (UTC-5 all year, no daylight saving). */
export function limaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00-05:00`);
}

/**
 * Why a paper sheet of `original` may not be entered at `now`, or null when it may: not in the future, and dated
 * today in Lima or within the `days` before (COMPLAINTS_PAPER_ENTRY_DAYS).
 */
export function paperEntryError(original: Date, now: Date, days: number): string | null {
  if (original.getTime() > now.getTime()) return PAPER_MESSAGES.future;
  const first = addDays(todayInLima(now), -days);
  if (todayInLima(original) >= first) return null;
  return days === 0
    ? "Solo se registran hojas físicas del mismo día (hora de Lima). Esta hoja es de un día anterior."
    : `Solo se registran hojas físicas fechadas desde el ${formatDateShort(first)} (hoy y los ${String(days)} días anteriores, hora de Lima).`;
}
