/**
 * The one order page's route (issue 40): what /hoteles/reserva/:id, /paquetes/reserva/:id and /reserva/:id share.
 * A product names the orders its address shows and the address itself; the route module keeps only its meta.
 */
import { data, redirect, redirectDocument } from "react-router";
import type { SessionUser } from "#request-context";
import { readPostedForm } from "#app/utils/posted-form.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { handleOrderPagePost, loadOrderPage } from "./order-page.server.ts";

/** Which orders an order page address shows (at least one item of its product), and that address for an order. */
export type OrderPageAddress = {
  accepts: (order: Order) => boolean;
  pagePath: (orderId: string) => string;
};

/** The loader and action of an order page address: the page's data, and a post as a redirect or the page's message. */
export function orderPageRoute(address: OrderPageAddress) {
  return {
    load: (request: Request, user: SessionUser | null, id: string) =>
      loadOrderPage(request, user, id, address.accepts),
    async post(request: Request, user: SessionUser | null, id: string) {
      const outcome = await handleOrderPagePost(request, user, id, await readPostedForm(request), address);
      if (outcome.kind === "message") {
        return data({ message: outcome.message, promo: outcome.promo ?? null }, { status: outcome.status });
      }
      // The gateway's page is another document: a full navigation, never a client-side route.
      return outcome.document ? redirectDocument(outcome.location) : redirect(outcome.location);
    },
  };
}
