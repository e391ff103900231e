/**
 * /paquetes/reserva/:id: a tour package's order on the order core's one order page (orders/ui/order-page.server.ts;
 * what is the package's own comes through its product's describe and documents), and its voucher PDF and calendar
 * file for its owner. Only whoever the order core's access rule lets in sees it (orders/access).
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { ORDER_ICS_CONTENT_TYPE } from "#app/features/orders/index.ts";
import { orderDocumentMoney, orderPageRoute, readOrderForPage } from "#app/features/orders/index.server.ts";
import { packageIcs, packageItemOf, renderPackageVoucher } from "./package-documents.server.ts";
import { packageOrderPaths } from "./package-urls.ts";

const hasPackage = (order: Order) => packageItemOf(order) !== null;

/** The route's loader and action (the order core's one order page). */
export const packageOrderPage = orderPageRoute({
  accepts: hasPackage,
  pagePath: (orderId) => packageOrderPaths(orderId).page,
});

/** A paid package order's voucher PDF or calendar file, for its owner; null for anyone else or before payment. */
export async function packageOrderDocument(
  request: Request,
  user: SessionUser | null,
  id: string,
  kind: "voucher" | "calendar",
): Promise<{ content: Uint8Array; fileName: string; contentType: string } | null> {
  const order = await readOrderForPage(request, user, id, hasPackage);
  const item = order ? packageItemOf(order) : null;
  if (!order || !item || !["confirmed", "fulfilled", "cancelled"].includes(item.state)) return null;
  if (kind === "calendar") {
    if (item.state === "cancelled") return null;
    return {
      content: new TextEncoder().encode(packageIcs(order, item)),
      fileName: `paquete-${order.code}.ics`,
      contentType: ORDER_ICS_CONTENT_TYPE,
    };
  }
  return {
    content: await renderPackageVoucher(order, item, await orderDocumentMoney(getDb(), order)),
    fileName: `voucher-paquete-${order.code}.pdf`,
    contentType: "application/pdf",
  };
}
