// Birth dates are typed and sent as DD/MM/YYYY (SPEC 3, 5.5, 7) and stored as ISO dates.

/** The date field's limit (SPEC 9: "Date field 10"). */
export const BIRTH_DATE_MAX_LENGTH = 10;
export const BIRTH_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Nobody registering was born before this year; older dates are typing mistakes. */
const OLDEST_YEAR = 1900;

/**
 * Formats what the visitor types: digits only, slashes inserted after the day and the month. A slash is
 * appended while typing forward only, so backspace can delete it instead of fighting the visitor.
 */
export function formatBirthDateInput(previous: string, next: string): string {
  const digits = next.replace(/\D/g, "").slice(0, 8);
  const growing = next.length > previous.length;
  let formatted = digits.slice(0, 2);
  if (digits.length > 2 || (digits.length === 2 && growing)) formatted += "/";
  formatted += digits.slice(2, 4);
  if (digits.length > 4 || (digits.length === 4 && growing)) formatted += "/";
  formatted += digits.slice(4);
  return formatted;
}

/** DD/MM/YYYY to YYYY-MM-DD when it names a real calendar day; null otherwise. */
export function toIsoDate(value: string): string | null {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : null;
}

/** YYYY-MM-DD to DD/MM/YYYY. */
export function fromIsoDate(iso: string): string {
  const [year = "", month = "", day = ""] = iso.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** Today's date (YYYY-MM-DD) in Lima, where the visitors and the stores are. */
export function todayInLima(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Lima",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A real day, before today (Lima) and not before 1900. */
export function isValidPastBirthDate(value: string, today: string = todayInLima()): boolean {
  const iso = toIsoDate(value);
  if (!iso) return false;
  return iso < today && Number(iso.slice(0, 4)) >= OLDEST_YEAR;
}
