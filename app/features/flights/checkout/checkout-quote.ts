import type { PriceBreakdown } from "#app/features/flights/flight-offer-types.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import type { ExchangeRate, OrderAmounts, OrderItem } from "#app/features/orders/order-contract.ts";
import type { AssistanceLine } from "#app/features/flights/booking/booking-contract.ts";
import { flightLinesOf } from "#app/features/flights/booking/flight-order-lines.ts";

function quoteItem(id: string, product: OrderItem["product"], lines: OrderItem["lines"]): OrderItem {
  return {
    id,
    orderId: "quote",
    product,
    state: "held",
    position: id === "flight" ? 0 : 1,
    currency: "USD",
    lines,
    subtotalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
    travellerIndexes: [],
    details: null,
    supplierRef: null,
    holdExpiresAt: null,
    priceValidUntil: null,
  };
}

/**
 * The amounts of a selection before it is held: the same items the hold will make (flight-order-lines.ts), through
 * the money function, so the steps before and after the hold show the same lines and total to the cent.
 */
export function quoteAmounts(
  price: PriceBreakdown,
  assistance: AssistanceLine | null,
  exchangeRate: ExchangeRate,
): OrderAmounts {
  const items = [quoteItem("flight", "flight", flightLinesOf(price))];
  if (assistance) items.push(quoteItem("assistance", "insurance", assistance.quote.lines));
  return computeOrderAmounts({
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate,
    items,
    adjustments: [],
  });
}
