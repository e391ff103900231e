import type { Order } from "./order-contract.ts";

/**
 * An order is a basket when it sells more than one product of its own (flight+hotel); an add-on sold with its
 * product's item (the flight's travel assistance, an insurance item) does not make one. A basket's page, payment
 * return and e-mails are the core's own (orders/ui), not its main product's (decision 060).
 */
export function isBasket(order: Pick<Order, "items">): boolean {
  return new Set(order.items.filter((item) => item.product !== "insurance").map((item) => item.product)).size > 1;
}

/** The one order page of a basket. */
export const basketOrderPath = (orderId: string) => `/reserva/${encodeURIComponent(orderId)}`;
