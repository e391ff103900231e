import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";

/** US$ with 2 decimals always (SPEC 9: insurance totals are shown with 2 decimals). */
export function formatUsd(amountMinor: number): string {
  return formatMoney(amountMinor, "USD", { alwaysDecimals: true });
}

/** The same amount in soles at the day's rate, or null without a rate on file. */
export function formatPen(amountMinor: number, rate: { amount: string } | null): string | null {
  return rate ? formatMoney(convertMinorUnits(amountMinor, rate.amount), "PEN", { alwaysDecimals: true }) : null;
}
