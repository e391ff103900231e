import { formatDateLong } from "#app/utils/dates.ts";

/**
 * Lima wall-clock helpers for store events. Peru keeps UTC-5 all year (no daylight saving since 1994), so the
 * offset is fixed and the server and browsers print the same text without depending on the host's time zone data.
 */
export const LIMA_TIME_ZONE = "America/Lima";
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

export type LimaDateTime = { date: string; hour: number; minute: number; second: number };

/** The Lima calendar date (yyyy-mm-dd) and wall-clock time of an instant. */
export function toLima(instant: Date): LimaDateTime {
  const shifted = new Date(instant.getTime() + LIMA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant of a Lima wall-clock time, e.g. limaInstant("2026-12-12", 9) is 2026-12-12T14:00:00Z. */
export function limaInstant(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - LIMA_OFFSET_MS);
}

/** "9:00 a. m.", "12:30 p. m.", "9:00 p. m.": the way es-PE writes a time. */
export function formatLimaTime(instant: Date): string {
  const { hour, minute } = toLima(instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12)}:${String(minute).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;
}

/** "Sábado, 12 de diciembre de 2026": the Lima date of an instant, capitalised to open a line. */
export function formatLimaDate(instant: Date): string {
  const text = formatDateLong(toLima(instant).date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Sábado, 12 de diciembre de 2026", or "Sábado, 12 de diciembre de 2026 al domingo, 13 de diciembre de 2026". */
export function formatLimaDates(startsAt: Date, endsAt: Date): string {
  const first = formatLimaDate(startsAt);
  const lastDate = toLima(endsAt).date;
  return lastDate === toLima(startsAt).date ? first : `${first} al ${formatDateLong(lastDate)}`;
}

/** "De 9:00 a. m. a 9:00 p. m.". */
export function formatLimaHours(startsAt: Date, endsAt: Date): string {
  return `De ${formatLimaTime(startsAt)} a ${formatLimaTime(endsAt)}`;
}
