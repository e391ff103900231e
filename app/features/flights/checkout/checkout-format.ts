import { formatDateCompact } from "#app/utils/dates.ts";
import { convertMinorUnits, formatMoney } from "#app/utils/money.ts";

/** US$ with S/ beside it at the day's rate (Consumer Code arts. 4 and 6): every price of the checkout. */
export function usdAndPen(amountMinor: number, rate: string | null): { usd: string; pen: string | null } {
  return {
    usd: formatMoney(amountMinor, "USD", { alwaysDecimals: true }),
    // Discounts are negative: converted by magnitude, the sign kept.
    pen: rate
      ? formatMoney(Math.sign(amountMinor) * convertMinorUnits(Math.abs(amountMinor), rate), "PEN", {
          alwaysDecimals: true,
        })
      : null,
  };
}

export const hhmm = (local: string) => local.slice(11, 16);

/** "mié. 10 dic · 06:15" from a local "yyyy-mm-ddThh:mm". */
export const whenLabel = (local: string) => `${formatDateCompact(local.slice(0, 10))} · ${hhmm(local)}`;

/** An ISO instant as Lima's "27/11/2026 a las 14:35". */
export function limaDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("es-PE", {
      timeZone: "America/Lima",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day ?? ""}/${parts.month ?? ""}/${parts.year ?? ""} a las ${parts.hour ?? ""}:${parts.minute ?? ""}`;
}
