import { addDays, todayInLima } from "#app/utils/dates.ts";

// The legal answer deadline of a complaint: 15 business days (Ley 31435), Mondays to Fridays that are not national
// holidays, counted from the day after the filing date (America/Lima calendar).

export const ANSWER_BUSINESS_DAYS = 15;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDate(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== isoDate) throw new RangeError(`not a calendar date: ${isoDate}`);
  return date;
}

export function isBusinessDay(isoDate: string, holidays: ReadonlySet<string>): boolean {
  const weekday = toUtcDate(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate);
}

/** The `days`-th business day after `fromDate` (the filing date itself never counts). */
export function addBusinessDays(fromDate: string, days: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError("days must be a positive integer");
  const cursor = toUtcDate(fromDate);
  let counted = 0;
  while (counted < days) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isBusinessDay(cursor.toISOString().slice(0, 10), holidays)) counted += 1;
  }
  return cursor.toISOString().slice(0, 10);
}

/** The last calendar date the deadline can reach: enough holidays to load for the count (15 days + weekends + holidays). */
export function deadlineSearchEnd(fromDate: string): string {
  toUtcDate(fromDate);
  return addDays(fromDate, 60);
}

/** The answer deadline of a complaint filed at `filedAt`. */
export function answerDeadline(filedAt: Date, holidays: ReadonlySet<string>): string {
  return addBusinessDays(todayInLima(filedAt), ANSWER_BUSINESS_DAYS, holidays);
}
