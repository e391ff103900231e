/**
 * The hotel checkout's entry price (decision 052): the reserve URL's `precio` is the total the visitor chose the rate
 * at; when the stay's order total now differs, the page shows the order core's price-change notice instead of the
 * form, and 'Continuar al pago' is refused until the visitor accepts the new total (it then travels in the URL).
 */
import type { PriceChange } from "#app/features/orders/order-actions-ui.tsx";
import { parseMoneyParam } from "#app/utils/money.ts";
import { postedValues } from "./hotel-checkout-schemas.ts";
import { PRICE_CHANGED_REASON } from "./hotel-product.server.ts";
import { hotelReserveUrl } from "./hotel-urls.ts";

/** The total (US$ cents) the visitor chose the rate at, from the URL; undefined when the link carries none. */
export const seenStayTotal = (params: URLSearchParams): number | undefined => parseMoneyParam(params.get("precio"));

/** The notice's figures when the order total now (null: not sellable) differs from the one chosen; else null. */
export function stayPriceChange(seenMinor: number | undefined, currentMinor: number | null): PriceChange | null {
  if (seenMinor === undefined || currentMinor === null || seenMinor === currentMinor) return null;
  return { oldTotalMinor: seenMinor, newTotalMinor: currentMinor, reason: PRICE_CHANGED_REASON };
}

/** The same checkout carrying `totalMinor` as the chosen total (a bare link gets the total it is shown at). */
export function reserveUrlAt(slug: string, params: URLSearchParams, offerId: string, totalMinor: number): string {
  return hotelReserveUrl(slug, params.toString(), offerId, totalMinor);
}

/**
 * 'Continuar con US$ Y': the total the notice showed, from the post; null for a malformed one. The checkout then
 * compares the re-price with it, so a price that moved again since the notice is announced again, never taken.
 */
export function acceptedStayTotal(form: FormData): number | null {
  const value = form.get("acceptedTotalMinor");
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** What the visitor typed in the form, without the notice's own fields (what an accept over a filled form carries). */
export function typedValues(form: FormData): Record<string, string> {
  const { intent: _intent, acceptedTotalMinor: _accepted, ...typed } = postedValues(form);
  return typed;
}
