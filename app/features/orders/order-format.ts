/**
 * How every page, e-mail and PDF writes an order's amounts (the numbers come from `computeOrderAmounts`): the charge
 * currency named, the other currency as a dated reference. Pure and client-safe.
 */
import { formatMoney } from "#app/utils/money.ts";
import type { DualAmount, OrderAmounts } from "./order-contract.ts";
import { referenceText } from "./order-money.ts";

type Currencies = Pick<OrderAmounts, "chargeCurrency" | "referenceCurrency" | "exchangeRate">;

/**
 * 'Referencial: S/ 2,081.17 al tipo de cambio del 28/11/2026': the reference currency of `referenceMinor` (the
 * order's total when omitted), with the date of the order's rate.
 */
export function formatReference(
  amounts: Pick<OrderAmounts, "referenceCurrency" | "exchangeRate" | "total">,
  referenceMinor: number = amounts.total.referenceMinor,
): string {
  return referenceText(amounts, referenceMinor);
}

/** 'US$ 555.72': an amount in the order's charge currency, always with cents. */
export function formatCharge(amounts: Pick<OrderAmounts, "chargeCurrency">, chargeMinor: number): string {
  return formatMoney(chargeMinor, amounts.chargeCurrency, { alwaysDecimals: true });
}

/** 'US$ 400.00 (S/ 1,498.00)': a line in the charge currency with its reference amount. */
export function formatDual(amounts: Currencies, amount: DualAmount): string {
  const reference = formatMoney(amount.referenceMinor, amounts.referenceCurrency, { alwaysDecimals: true });
  return `${formatCharge(amounts, amount.chargeMinor)} (${reference})`;
}
