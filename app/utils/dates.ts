/**
 * Calendar dates as ISO strings (yyyy-mm-dd) for travel searches. Peru keeps UTC-5 all year (no daylight saving),
 * so "today in Lima" is a fixed offset; formatting is by hand so the server and browsers print the same text.
 */

const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** Today's date in Lima. */
export function todayInLima(now: Date = new Date()): string {
  return new Date(now.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function parts(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return { weekday: date.getUTCDay(), day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() };
}

/** "12 de enero": a day within a stay or a booking window, where the year is known. */
export function formatDayMonth(isoDate: string): string {
  const [, month = "1", day = "1"] = isoDate.split("-");
  return `${Number(day)} de ${MONTHS[Number(month) - 1] ?? ""}`;
}

/** "15/05/2026". */
export function formatDateShort(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day ?? ""}/${month ?? ""}/${year ?? ""}`;
}

/** "vie. 15 may. 2026": compact, for a field. */
export function formatDateCompact(isoDate: string): string {
  const { weekday, day, month, year } = parts(isoDate);
  return `${(WEEKDAYS[weekday] ?? "").slice(0, 3)}. ${day} ${(MONTHS[month] ?? "").slice(0, 3)}. ${year}`;
}

/**
 * "vie. 15 may.": a travel date in a form field, where the year would not fit at 360 px. Travel dates lie within the
 * booking window (under a year), so day and month name one date; the field's accessible name says the year.
 */
export function formatDateField(isoDate: string): string {
  const { weekday, day, month } = parts(isoDate);
  return `${(WEEKDAYS[weekday] ?? "").slice(0, 3)}. ${day} ${(MONTHS[month] ?? "").slice(0, 3)}.`;
}

/** "viernes, 15 de mayo de 2026": for screen readers. */
export function formatDateLong(isoDate: string): string {
  const { weekday, day, month, year } = parts(isoDate);
  return `${WEEKDAYS[weekday] ?? ""}, ${day} de ${MONTHS[month] ?? ""} de ${year}`;
}
