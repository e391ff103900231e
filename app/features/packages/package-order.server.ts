/**
 * /paquetes/reserva/:id: a tour package's order on the order core's one order page (orders/ui/order-page.server.ts;
 * what is the package's own comes through its product's describe and documents), and its voucher PDF and calendar
 * file for its owner. Only whoever the order core's access rule lets in sees it (orders/access).
 */
import type { SessionUser } from "#request-context";
import type { Order } from "#app/features/orders/order-contract.ts";
import { orderPageRoute, ownedItemDocument } from "#app/features/orders/index.server.ts";
import { packageIcs, packageItemOf, renderPackageVoucher } from "./package-documents.server.ts";
import { packageOrderPaths } from "./package-urls.ts";

const hasPackage = (order: Order) => packageItemOf(order) !== null;

/** The route's loader and action (the order core's one order page). */
export const packageOrderPage = orderPageRoute({
  accepts: hasPackage,
  pagePath: (orderId) => packageOrderPaths(orderId).page,
});

/** A paid package's voucher PDF ("voucher") or calendar file ("calendario"), for its owner; null otherwise. */
export const packageOrderDocument = (request: Request, user: SessionUser | null, id: string, document: string) =>
  ownedItemDocument(request, user, id, document, {
    accepts: hasPackage,
    itemOf: packageItemOf,
    calendar: (order, item) => ({ text: packageIcs(order, item), fileName: `paquete-${order.code}.ics` }),
    voucher: async (order, item, money) => ({
      content: await renderPackageVoucher(order, item, money),
      fileName: `voucher-paquete-${order.code}.pdf`,
    }),
  });
