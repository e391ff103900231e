/**
 * /hoteles/reserva/:id: a hotel stay's order on the order core's one order page (orders/ui/order-page.server.ts), and
 * its voucher PDF and calendar file for its owner. Only whoever the core's access rule lets in sees it.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { ORDER_ICS_CONTENT_TYPE } from "#app/features/orders/index.ts";
import {
  handleOrderPagePost,
  orderDocumentMoney,
  orderPageRoute,
  readOrderForPage,
} from "#app/features/orders/index.server.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";
import { hotelIcs, hotelItemOf, renderHotelVoucher } from "./hotel-voucher.server.ts";

const hasStay = (order: Order) => order.items.some((item) => item.product === "hotel");

const hotelOrderAddress = { accepts: hasStay, pagePath: (orderId: string) => hotelOrderPaths(orderId).page };

/** The route's loader and action (the order core's one order page). */
export const hotelOrderPage = orderPageRoute(hotelOrderAddress);

export const loadHotelOrderPage = hotelOrderPage.load;

export const handleHotelOrderPost = (request: Request, user: SessionUser | null, id: string, form: FormData) =>
  handleOrderPagePost(request, user, id, form, hotelOrderAddress);

/** A paid hotel order's voucher PDF or calendar file, for its owner; null for anyone else or before payment. */
export async function hotelOrderDocument(
  request: Request,
  user: SessionUser | null,
  id: string,
  kind: "voucher" | "calendar",
): Promise<{ content: Uint8Array; fileName: string; contentType: string } | null> {
  const order = await readOrderForPage(request, user, id, hasStay);
  const item = order ? hotelItemOf(order) : null;
  if (!order || !item || !["confirmed", "fulfilled", "cancelled"].includes(item.state)) return null;
  if (kind === "calendar") {
    if (item.state === "cancelled") return null;
    return {
      content: new TextEncoder().encode(hotelIcs(order, item)),
      fileName: `estadia-${order.code}.ics`,
      contentType: ORDER_ICS_CONTENT_TYPE,
    };
  }
  return {
    content: await renderHotelVoucher(order, item, await orderDocumentMoney(getDb(), order)),
    fileName: `voucher-hotel-${order.code}.pdf`,
    contentType: "application/pdf",
  };
}
