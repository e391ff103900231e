/** Money helpers for es-PE. Amounts are integer minor units (céntimos, cents); never floats. */

export type CurrencyCode = "USD" | "PEN";

/** Symbols as Peruvian shoppers read them. */
const SYMBOLS: Record<string, string> = { PEN: "S/", USD: "US$" };

const RATE_SCALE = 10_000;

/** Parses a decimal exchange rate ("3.745", "3.7450") into ten-thousandths, exactly; throws on anything else. */
export function parseRate(rate: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) throw new Error(`Invalid exchange rate: ${rate}`);
  const [, units = "0", fraction = ""] = match;
  const scaled = Number(units) * RATE_SCALE + Number(fraction.padEnd(4, "0"));
  if (scaled <= 0) throw new Error(`Invalid exchange rate: ${rate}`);
  return scaled;
}

/**
 * Converts minor units of one currency into minor units of another at `rate` (units of the target per unit of the
 * source), rounding half up to the nearest minor unit. Integer arithmetic only.
 */
export function convertMinorUnits(amountMinor: number, rate: string): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error(`Invalid amount: ${amountMinor}`);
  const scaled = amountMinor * parseRate(rate);
  return Math.floor((scaled + RATE_SCALE / 2) / RATE_SCALE);
}

function groupThousands(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "S/ 1,234.50", "US$ 89": es-PE separators (comma for thousands, point for decimals). Whole amounts drop the
 * decimals unless `alwaysDecimals`. Done by hand so the server and every browser print the same text.
 */
export function formatMoney(amountMinor: number, currency: string, options: { alwaysDecimals?: boolean } = {}): string {
  const sign = amountMinor < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(amountMinor));
  const units = Math.floor(absolute / 100);
  const cents = absolute % 100;
  const symbol = SYMBOLS[currency] ?? currency;
  const decimals = cents !== 0 || options.alwaysDecimals ? `.${String(cents).padStart(2, "0")}` : "";
  return `${sign}${symbol}\u00a0${groupThousands(units)}${decimals}`;
}

/** A URL's amount in major units ("123.78", "89", "89.5") as minor units; undefined for none or a malformed one. */
export function parseMoneyParam(value: string | null | undefined): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value ?? "");
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Minor units as a URL's amount ("484.08"), the form `parseMoneyParam` reads. */
export const moneyParam = (amountMinor: number): string =>
  `${String(Math.floor(amountMinor / 100))}.${String(amountMinor % 100).padStart(2, "0")}`;
