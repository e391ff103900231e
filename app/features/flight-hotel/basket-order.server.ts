/**
 * /reserva/:id: a flight+hotel basket on the order core's one order page (review, payment, documents of both items,
 * cancellation by the one computation). Only whoever the core's access rule lets in sees it.
 */
import type { SessionUser } from "#request-context";
import { basketOrderPath, handleOrderPagePost, isBasket, loadOrderPage } from "#app/features/orders/index.server.ts";

export const loadBasketOrderPage = (request: Request, user: SessionUser | null, id: string) =>
  loadOrderPage(request, user, id, isBasket);

export const handleBasketOrderPost = (request: Request, user: SessionUser | null, id: string, form: FormData) =>
  handleOrderPagePost(request, user, id, form, { accepts: isBasket, pagePath: basketOrderPath });
