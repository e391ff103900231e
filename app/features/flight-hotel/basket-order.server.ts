/**
 * /reserva/:id: a flight+hotel basket on the order core's one order page (review, payment, documents of both items,
 * cancellation by the one computation). Only whoever the core's access rule lets in sees it.
 */
import { basketOrderPath, isBasket, orderPageRoute } from "#app/features/orders/index.server.ts";

/** The route's loader and action. */
export const basketOrderPage = orderPageRoute({ accepts: isBasket, pagePath: basketOrderPath });
