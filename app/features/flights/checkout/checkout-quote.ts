import type { PriceBreakdown } from "#app/features/flights/flight-offer-types.ts";
import { previewOrderAmounts, type PreviewItem } from "#app/features/orders/index.ts";
import type { ExchangeRate, OrderAmounts } from "#app/features/orders/order-contract.ts";
import type { AssistanceLine } from "#app/features/flights/booking/booking-contract.ts";
import { flightLinesOf } from "#app/features/flights/booking/flight-order-lines.ts";

/**
 * The amounts of a selection before it is held: the same items the hold will make (flight-order-lines.ts), through
 * the money function, so the steps before and after the hold show the same lines and total to the cent.
 */
export function quoteAmounts(
  price: PriceBreakdown,
  assistance: AssistanceLine | null,
  exchangeRate: ExchangeRate,
): OrderAmounts {
  const items: PreviewItem[] = [{ product: "flight", currency: "USD", lines: flightLinesOf(price) }];
  if (assistance) items.push({ product: "insurance", currency: "USD", lines: assistance.quote.lines });
  return previewOrderAmounts(items, exchangeRate);
}
