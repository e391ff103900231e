/**
 * /hoteles/reserva/:id: a hotel stay's order on the order core's one order page (orders/ui/order-page.server.ts), and
 * its voucher PDF and calendar file for its owner. Only whoever the core's access rule lets in sees it.
 */
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { handleOrderPagePost, orderPageRoute, ownedItemDocument } from "#app/features/orders/index.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelIcs, hotelItemOf, renderHotelVoucher } from "./hotel-voucher.server.ts";

const hasStay = (order: Order) => order.items.some((item) => item.product === "hotel");

const hotelOrderAddress = { accepts: hasStay, pagePath: (orderId: string) => hotelOrderPaths(orderId).page };

/** The route's loader and action (the order core's one order page). */
export const hotelOrderPage = orderPageRoute(hotelOrderAddress);

export const loadHotelOrderPage = hotelOrderPage.load;

export const handleHotelOrderPost = (request: Request, user: SessionUser | null, id: string, form: FormData) =>
  handleOrderPagePost(request, user, id, form, hotelOrderAddress);

/** A paid hotel stay's voucher PDF ("voucher") or calendar file ("calendario"), for its owner; null otherwise. */
export const hotelOrderDocument = (request: Request, user: SessionUser | null, id: string, document: string) =>
  ownedItemDocument(request, user, id, document, {
    accepts: hasStay,
    itemOf: hotelItemOf,
    calendar: (order, item) => ({ text: hotelIcs(order, item), fileName: `estadia-${order.code}.ics` }),
    voucher: async (order, item, money) => ({
      content: await renderHotelVoucher(order, item, money),
      fileName: `voucher-hotel-${order.code}.pdf`,
    }),
  });
