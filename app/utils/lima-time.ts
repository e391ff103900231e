/** Peru has no daylight saving time: Lima is always UTC-5. */
const LIMA_OFFSET_MS = -5 * 3_600_000;

/** "18:05": an instant's time of day in Lima. */
export function formatLimaTime(iso: string): string {
  return new Date(Date.parse(iso) + LIMA_OFFSET_MS).toISOString().slice(11, 16);
}
