import { formatDateLong } from "#app/utils/dates.ts";
import { limaDateOf, limaTimeOf } from "./appointment-rules.ts";

/** "9:30 a. m.": the way es-PE writes a Lima time. */
export function formatTime(instant: Date): string {
  const [hours = "0", minutes = "00"] = limaTimeOf(instant).split(":");
  const hour = Number(hours);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12)}:${minutes} ${hour < 12 ? "a. m." : "p. m."}`;
}

/** "Martes, 1 de diciembre de 2026": the Lima date of an instant, opening a line. */
export function formatDay(instant: Date): string {
  const text = formatDateLong(limaDateOf(instant));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Martes, 1 de diciembre de 2026, 9:30 a. m.". */
export function formatWhen(instant: Date): string {
  return `${formatDay(instant)}, ${formatTime(instant)}`;
}
