import { addDays } from "#app/utils/dates.ts";
import { isBusinessDay } from "#app/features/complaints/index.ts";

// How close a complaint is to its legal answer deadline, in business days (Mondays to Fridays that are not
// national holidays), and the colour the desk shows: green, amber from 5 business days left, red when overdue.

export const AMBER_FROM_DAYS = 5;
export type DeadlineTone = "green" | "amber" | "red" | "answered";

/**
 * Business days left from `today` until `dueOn` (today not counted; the due day counted): 0 on the due day itself,
 * negative once overdue (the business days since the deadline).
 */
export function businessDaysLeft(today: string, dueOn: string, holidays: ReadonlySet<string>): number {
  if (today <= dueOn) {
    let left = 0;
    for (let day = addDays(today, 1); day <= dueOn; day = addDays(day, 1)) if (isBusinessDay(day, holidays)) left += 1;
    return left;
  }
  let late = 0;
  for (let day = addDays(dueOn, 1); day <= today; day = addDays(day, 1)) if (isBusinessDay(day, holidays)) late += 1;
  return -Math.max(1, late);
}

export function deadlineTone(answered: boolean, daysLeft: number, today: string, dueOn: string): DeadlineTone {
  if (answered) return "answered";
  if (today > dueOn) return "red";
  return daysLeft <= AMBER_FROM_DAYS ? "amber" : "green";
}

export function deadlineLabel(tone: DeadlineTone, daysLeft: number): string {
  if (tone === "answered") return "Respondida";
  if (tone === "red")
    return `Vencida hace ${String(-daysLeft)} día${daysLeft === -1 ? "" : "s"} hábil${daysLeft === -1 ? "" : "es"}`;
  if (daysLeft === 0) return "Vence hoy";
  return `${String(daysLeft)} día${daysLeft === 1 ? "" : "s"} hábil${daysLeft === 1 ? "" : "es"}`;
}
