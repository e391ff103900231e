/** /mis-reservas/abrir?enlace=…: the e-mail's signed link grants this browser the order, then shows its page. */
import type { Db } from "#db";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { orderPagePath } from "./order-access.server.ts";
import { grantOrder } from "./order-grants.server.ts";
import { orderIdOfLink } from "./order-links.server.ts";

/** Where to go and the grant cookie to set, or null (forged, foreign, expired or unknown: one 404 for all). */
export async function openOrderLink(
  db: Db,
  request: Request,
  now = new Date(),
): Promise<{ location: string; setCookie: string } | null> {
  const id = orderIdOfLink(new URL(request.url).searchParams.get("enlace"), now);
  const order = id ? await loadOrder(db, id) : null;
  const location = order ? orderPagePath(order) : null;
  if (!order || !location) return null;
  return { location, setCookie: grantOrder(request, order.id, "link", now) };
}
