/** Peru has no daylight saving time: Lima is always UTC-5. */
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** "18:05": an instant's time of day in Lima. */
export function formatLimaTime(iso: string): string {
  return new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString().slice(11, 16);
}

/** "28/11/2026 a las 13:15": a deadline as Lima's date and 24-hour time (seat holds and payment codes alike). */
export function formatLimaDeadline(iso: string): string {
  const lima = new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString();
  return `${lima.slice(8, 10)}/${lima.slice(5, 7)}/${lima.slice(0, 4)} a las ${lima.slice(11, 16)}`;
}
