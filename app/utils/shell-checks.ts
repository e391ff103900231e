// Plain checks for the few shapes the shell reads on every page (stored consent, notifications, the promo strip).
// zod/mini's core is about 9 KB of gzip on every page's first load for these three shapes alone: the shell checks
// them by hand, with the same rules, and the pages that validate forms load zod themselves.

/** What zod's `safeParse` answers, for the callers that read `success` and `data`. */
export type CheckResult<T> = { success: true; data: T } | { success: false };

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Exactly these keys, none missing and none more (zod's strictObject). */
export function hasExactlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

export function isText(value: unknown, min: number, max: number): value is string {
  return typeof value === "string" && value.length >= min && value.length <= max;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/** An ISO 8601 date and time as zod's `z.iso.datetime()` takes it: UTC (`Z`), or any offset when `offset` is set. */
export function isIsoDateTime(value: unknown, options: { offset?: boolean } = {}): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE_TIME.exec(value);
  if (!match || (match[5] !== "Z" && options.offset !== true)) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  // A real calendar day (no 31 April, 29 February only in leap years).
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
