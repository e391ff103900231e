/**
 * The one rule for every date field of the site and the API: a real calendar date written yyyy-mm-dd (no 30 February,
 * month 13 or year 0000), within the bounds the field implies. Blank optional query values are undefined.
 */
import * as z from "zod/mini";
import { isIsoDate, todayInLima } from "./dates.ts";

export const DATE_MESSAGES = {
  invalid: "Usa una fecha válida (AAAA-MM-DD)",
  dateTime: "Indica fecha y hora",
  future: "La fecha no puede ser posterior a hoy",
  range: "La fecha final debe ser posterior a la inicial",
} as const;

/** No date the site deals with (birth dates, travel, records) lies outside these years. */
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2100-12-31";

type Bound = string | (() => string);
const boundOf = (bound: Bound) => (typeof bound === "function" ? bound() : bound);

export type DateBounds = {
  /** Earliest allowed date (a function is read at each check, e.g. today in Lima). */
  min?: Bound;
  max?: Bound;
  message?: string;
  minMessage?: string;
  maxMessage?: string;
};

/** True when `value` is a calendar date within the site's years and the given bounds. */
export function isDateWithin(value: string, bounds: DateBounds = {}): boolean {
  if (!isIsoDate(value) || value < EARLIEST_DATE || value > LATEST_DATE) return false;
  if (bounds.min !== undefined && value < boundOf(bounds.min)) return false;
  return !(bounds.max !== undefined && value > boundOf(bounds.max));
}

/** A date field: a calendar date (yyyy-mm-dd) within the site's years and the field's own bounds. */
export function calendarDate(bounds: DateBounds = {}) {
  const message = bounds.message ?? DATE_MESSAGES.invalid;
  return z.string({ error: message }).check(
    z.refine((value) => isDateWithin(value), { message, abort: true }),
    z.refine((value) => bounds.min === undefined || value >= boundOf(bounds.min), {
      message: bounds.minMessage ?? message,
      abort: true,
    }),
    z.refine((value) => bounds.max === undefined || value <= boundOf(bounds.max), {
      message: bounds.maxMessage ?? message,
      abort: true,
    }),
  );
}

/** A date that cannot lie after today in Lima (a payment made, a document issued). */
export const pastOrTodayDate = (message: string = DATE_MESSAGES.future) =>
  calendarDate({ max: () => todayInLima(), maxMessage: message });

/** A date and time as a datetime-local input writes it (yyyy-mm-ddThh:mm), with a real calendar date. */
export function calendarDateTime(message: string = DATE_MESSAGES.dateTime) {
  return z.string({ error: message }).check(
    z.refine((value) => {
      const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(value);
      return match !== null && isDateWithin(match[1] ?? "");
    }, message),
  );
}

/** An optional query value: a blank field ("" or absent) is undefined, anything else must pass `schema`. */
export const blankAsUndefined = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === "" || value === null ? undefined : value)),
    z.optional(schema),
  ) as unknown as z.ZodMiniOptional<T>;

/** A filter's period: both ends optional, the end not before the start. */
export function dateRangeFilter(value: { desde?: string | undefined; hasta?: string | undefined }): boolean {
  return value.desde === undefined || value.hasta === undefined || value.desde <= value.hasta;
}
export const DATE_RANGE_ISSUE = { path: ["hasta"], message: DATE_MESSAGES.range };
