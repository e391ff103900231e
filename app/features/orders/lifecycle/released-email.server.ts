/**
 * The one e-mail of an unpaid order that ended for a reason the customer hears of (decision 062, amended): its cash
 * code lapsed. A hold that lapsed before any code was asked for, and a cancellation by the buyer (who reads "No se
 * realizó ningún cobro" on the page), send none, as no product did. An order of one product gets its main product's
 * own e-mail (`releasedEmail`) when it has one; a basket, and a product without one, the core's naming every released
 * item. Products queue none on release; the
 * dedupe key makes a re-run (the cash expiry after the hold's, a retried job) queue nothing more.
 */
import type { Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { orderAccessConfig } from "#app/features/orders/access/access-config.server.ts";
import { orderLinkUrl } from "#app/features/orders/access/order-links.server.ts";
import { isBasket } from "#app/features/orders/order-basket.ts";
import type { Order, OrderItem } from "#app/features/orders/order-contract.ts";
import type { OrderRelease } from "#app/features/orders/order-product-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import {
  BASKET_RELEASED_EMAIL,
  renderBasketReleasedEmail,
} from "#app/features/orders/documents/basket-email.server.ts";
import { formatLimaDateTime } from "#app/features/orders/documents/order-email.server.ts";

/** The release reasons the customer is told of by e-mail. */
export const EMAILED_RELEASE_REASONS: readonly string[] = ["cash_expired"];

const byPosition = (items: OrderItem[]) => [...items].sort((a, b) => a.position - b.position);

/** Queues the ended order's one e-mail, if its reason is one the customer hears of; `released`: the items it let go. */
export async function queueReleasedEmail(
  tx: Tx,
  order: Order,
  released: OrderItem[],
  release: OrderRelease,
): Promise<void> {
  if (!EMAILED_RELEASE_REASONS.includes(release.reason) || released.length === 0) return;
  const items = byPosition(order.items);
  const main = items[0] ? orderProduct(items[0].product) : null;
  // One product with its own wording (the flight's "Reserva X anulada"); a basket, or a product without one (a hotel
  // stay, a package), gets the core's, so nobody's code lapses unannounced.
  const own = isBasket(order) ? null : main?.releasedEmail?.(order, release);
  if (own) {
    await enqueueEmail(tx, { ...own, to: own.to ?? order.contact.email });
    return;
  }
  const { siteUrl } = orderAccessConfig();
  const ids = new Set(released.map((item) => item.id));
  const descriptions = items.flatMap((item) => {
    const product = ids.has(item.id) ? orderProduct(item.product) : null;
    return product ? [{ description: product.describe(item, { order, audience: "email" }) }] : [];
  });
  const againPath = descriptions[0]?.description.againPath ?? "/";
  const deadline = release.cash?.expiresAt ?? order.holdExpiresAt ?? release.now.toISOString();
  await enqueueEmail(tx, {
    dedupeKey: `${BASKET_RELEASED_EMAIL}:${order.id}`,
    template: BASKET_RELEASED_EMAIL,
    to: order.contact.email,
    ...renderBasketReleasedEmail({
      order,
      items: descriptions,
      deadline: formatLimaDateTime(deadline),
      link: orderLinkUrl(order.id, siteUrl),
      againUrl: `${siteUrl.replace(/\/$/, "")}${againPath}`,
      siteUrl,
    }),
    metadata: { orderCode: order.code },
  });
}
