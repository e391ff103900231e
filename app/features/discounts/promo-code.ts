/**
 * Promo codes (issue 19) as the review step and the payment see them: exactly 6 letters or digits, a percentage off
 * the total with a cap in US$. Pure: the form, the service and the summary share it.
 */
import * as z from "zod/mini";
import { formatMoney } from "#app/utils/money.ts";

export const PROMO_CODE_LENGTH = 6;
export const PROMO_CODE_MESSAGE = "El código promocional tiene 6 letras o números";

/** Upper-cased and trimmed; empty means "no code". */
export const PromoCodeSchema = z
  .pipe(
    z.string().check(z.trim(), z.maxLength(20, PROMO_CODE_MESSAGE)),
    z.transform((value) => value.toUpperCase()),
  )
  .check(z.refine((value) => value === "" || /^[A-Z0-9]{6}$/.test(value), PROMO_CODE_MESSAGE));

/** A code's terms: `products` are the order kinds (the main item's product) it may be applied to. */
export type PromoTerms = { code: string; percent: number; capMinor: number; products: string[] };

/** The amount a code takes off a total: the percentage rounded half up, never above the cap nor the total. */
export function discountFor(totalMinor: number, terms: Pick<PromoTerms, "percent" | "capMinor">): number {
  const raw = Math.floor((totalMinor * terms.percent + 50) / 100);
  return Math.max(0, Math.min(raw, terms.capMinor, totalMinor));
}

/** 'Descuento 10% (máx. US$ 50)': the summary's line for an applied code. */
export function promoSummaryLine(terms: Pick<PromoTerms, "percent" | "capMinor">): string {
  return `Descuento ${String(terms.percent)}% (máx. ${formatMoney(terms.capMinor, "USD")})`;
}

/** 'Este código promocional es para compras desde US$ 200.': the refusal of a total under the code's minimum. */
export function promoMinimumMessage(minOrderMinor: number): string {
  return `Este código promocional es para compras desde ${formatMoney(minOrderMinor, "USD")}.`;
}

export const PROMO_CUSTOMER_LIMIT_MESSAGE =
  "Ya usaste este código promocional el máximo de veces permitido por cliente.";
