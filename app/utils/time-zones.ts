/**
 * Local wall-clock time in an IANA zone <-> UTC, with the zone data the runtime ships (Intl): the flight engine's
 * schedules and the order documents' calendar alike. Lima has no daylight saving time; Madrid, Miami or Santiago do,
 * so a schedule's "06:15" is converted on its own date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function formatLocal(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year ?? ""}-${parts.month ?? ""}-${parts.day ?? ""}T${parts.hour ?? ""}:${parts.minute ?? ""}`;
}

/**
 * A zone's UTC offset is the same within a quarter of an hour (every real transition falls on one), so it is
 * measured once per zone and quarter: Intl's formatting is the finder's main cost otherwise.
 */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<string, number>();
const OFFSET_ENTRIES = 100_000;

function offsetAt(millis: number, timeZone: string): number {
  const quarter = Math.floor(millis / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Date.parse(`${formatLocal(new Date(quarter), timeZone)}:00Z`) - quarter;
    if (offsets.size >= OFFSET_ENTRIES) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** "yyyy-mm-ddThh:mm" of an instant in a zone. */
export function utcToLocal(instant: Date, timeZone: string): string {
  const millis = instant.getTime();
  return new Date(millis + offsetAt(millis, timeZone)).toISOString().slice(0, 16);
}

function asUtcMillis(local: string): number {
  return Date.parse(`${local}:00Z`);
}

/**
 * The instant of a local wall-clock time in a zone. In a spring-forward gap the time does not exist: the instant
 * after the gap is answered; in a fall-back overlap, the earlier of the two.
 */
export function localToUtc(local: string, timeZone: string): Date {
  const wall = asUtcMillis(local);
  // Two passes converge for every real offset (the offset at the guess, then at the corrected instant).
  let guess = wall;
  for (let pass = 0; pass < 2; pass++) {
    const offset = asUtcMillis(utcToLocal(new Date(guess), timeZone)) - guess;
    guess = wall - offset;
  }
  const earlier = guess - 60 * 60_000;
  if (asUtcMillis(utcToLocal(new Date(earlier), timeZone)) === wall) return new Date(earlier);
  return new Date(guess);
}

/** Calendar days between two local dates-times' dates ("+1" on an arrival). */
export function localDayOffset(fromLocal: string, toLocal: string): number {
  return Math.round(
    (Date.parse(`${toLocal.slice(0, 10)}T00:00:00Z`) - Date.parse(`${fromLocal.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}
