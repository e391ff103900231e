import { addDays, daysBetween, formatDayMonth } from "#app/utils/dates.ts";
import type { PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import type { CancellationTier } from "./hotel-types.ts";

/** "Del 13 al 17 de enero", "Del 30 de enero al 2 de febrero". */
function formatRange(from: string, to: string): string {
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return sameMonth
    ? `Del ${Number(from.slice(8))} al ${formatDayMonth(to)}`
    : `Del ${formatDayMonth(from)} al ${formatDayMonth(to)}`;
}

function ordered(tiers: readonly CancellationTier[]): CancellationTier[] {
  return [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);
}

/** The share of the stay kept when cancelling `daysLeft` days before arrival (100 when no tier covers it). */
export function penaltyPercent(tiers: readonly CancellationTier[], daysLeft: number): number {
  return ordered(tiers).find((tier) => daysLeft >= tier.daysBefore)?.penaltyPercent ?? 100;
}

/** Penalty and refund, in minor units, of cancelling on `today` a stay that arrives on `checkIn`. */
export function cancellationCharge(
  tiers: readonly CancellationTier[],
  totalMinor: number,
  checkIn: string,
  today: string,
): { penaltyPercent: number; penaltyMinor: number; refundMinor: number } {
  const percent = penaltyPercent(tiers, daysBetween(today, checkIn));
  const penaltyMinor = Math.round((totalMinor * percent) / 100);
  return { penaltyPercent: percent, penaltyMinor, refundMinor: totalMinor - penaltyMinor };
}

/** The last day a cancellation costs nothing, or null when that day has passed or never was. */
export function freeCancellationUntil(
  tiers: readonly CancellationTier[],
  checkIn: string,
  today: string,
): string | null {
  const free = ordered(tiers).find((tier) => tier.penaltyPercent === 0);
  if (!free) return null;
  const last = addDays(checkIn, -free.daysBefore);
  return last >= today ? last : null;
}

/**
 * The tiers in plain Spanish for a stay arriving on `checkIn`, from `today` on: "Sin penalidad del hotel hasta el 12
 * de enero", "Del 13 al 17 de enero se cobra el 50% de la estadía", "Desde el 18 de enero, o si no llegas, se cobra el 100%".
 */
/** Said with every refundable rate's tiers: what the agency keeps besides the hotel's penalty. */
export const HOTEL_COMMISSION_NOTE = "Si cancelas, la agencia retiene además su comisión: el 10 % de lo pagado.";

export function describeCancellation(tiers: readonly CancellationTier[], checkIn: string, today: string): string[] {
  const steps = ordered(tiers);
  if (steps.every((tier) => tier.penaltyPercent === 100))
    return ["No reembolsable: si cancelas o no llegas, se cobra el 100% de la estadía."];
  const lines: string[] = [];
  let from = today;
  for (const tier of steps) {
    const start = from;
    if (tier.daysBefore > 0) {
      // A tier whose days have passed does not apply any more.
      const end = addDays(checkIn, -tier.daysBefore);
      if (end < today) continue;
      if (tier.penaltyPercent === 0) lines.push(`Sin penalidad del hotel hasta el ${formatDayMonth(end)}.`);
      else
        lines.push(
          start === end
            ? `El ${formatDayMonth(end)} se cobra el ${tier.penaltyPercent}% de la estadía.`
            : `${formatRange(start, end)} se cobra el ${tier.penaltyPercent}% de la estadía.`,
        );
      from = addDays(end, 1);
    } else {
      lines.push(
        `Desde el ${formatDayMonth(from)}, o si no llegas, se cobra el ${tier.penaltyPercent}% de la estadía.`,
      );
    }
  }
  // SPEC 9: a cancellation keeps the agency's 10 % commission even where the hotel keeps nothing (orders/lifecycle).
  lines.push(HOTEL_COMMISSION_NOTE);
  return lines;
}

export const STAY_STARTED_MESSAGE = "La estadía ya empezó: para cambios, comunícate con un asesor.";

/** The stay's rule for the order core's cancellation: the tier's share of what was paid for it, kept by the hotel. */
export function hotelPenalty(
  tiers: readonly CancellationTier[],
  paidMinor: number,
  checkIn: string,
  today: string,
): PenaltyRule {
  if (today >= checkIn) return { outcome: "refuse", reason: STAY_STARTED_MESSAGE };
  const charge = cancellationCharge(tiers, paidMinor, checkIn, today);
  const rule =
    charge.penaltyPercent === 0
      ? "el hotel no cobra penalidad en esta fecha"
      : `el hotel retiene el ${String(charge.penaltyPercent)} % de la estadía según tu tarifa`;
  return { outcome: "cancel", retainedMinor: charge.penaltyMinor, rule };
}
