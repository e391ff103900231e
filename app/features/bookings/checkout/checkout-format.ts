import { formatDateCompact } from "#app/utils/dates.ts";
import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";

/** US$ with S/ beside it at the day's rate (Consumer Code arts. 4 and 6): every price of the checkout. */
export function usdAndPen(amountMinor: number, rate: string | null): { usd: string; pen: string | null } {
  return {
    usd: formatMoney(amountMinor, "USD", { alwaysDecimals: true }),
    pen: rate ? formatMoney(convertMinorUnits(amountMinor, rate), "PEN", { alwaysDecimals: true }) : null,
  };
}

export const hhmm = (local: string) => local.slice(11, 16);

/** "mié. 10 dic · 06:15" from a local "yyyy-mm-ddThh:mm". */
export const whenLabel = (local: string) => `${formatDateCompact(local.slice(0, 10))} · ${hhmm(local)}`;

/** An ISO instant as Lima's "27/11/2026 14:35". */
export function limaDateTime(iso: string): string {
  return new Date(iso).toLocaleString("es-PE", {
    timeZone: "America/Lima",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}
