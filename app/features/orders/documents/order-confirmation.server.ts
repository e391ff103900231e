/**
 * The order's confirmation and cash-code e-mails, queued by the core alone (decision 062), in the payment's
 * transaction. Once every item of a paid order is confirmed, each product gives its part (`confirmation`: its own
 * e-mail and its documents as files; `calendarEvents`); the core builds the order's ONE calendar file from every
 * item's events. An order of one product (and its add-ons) sends each item's own e-mail as before, the calendar file
 * with the first one that names it; a basket sends one e-mail of every item's lines, references and documents, the
 * files attached, and the one calendar file.
 */
import type { Tx } from "#db";
import { enqueueEmail, type EmailAttachment } from "#server/mail/outbox.ts";
import { orderAccessConfig } from "#app/features/orders/access/access-config.server.ts";
import { orderLinkUrl } from "#app/features/orders/access/order-links.server.ts";
import { isBasket } from "#app/features/orders/order-basket.ts";
import type { Order, OrderItem, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import type { ItemConfirmation, OrderProduct } from "#app/features/orders/order-product-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import {
  BASKET_CASH_CODE_EMAIL,
  BASKET_CONFIRMED_EMAIL,
  basketCashCodeWording,
  renderBasketConfirmationEmail,
} from "./basket-email.server.ts";
import { orderDocumentMoney } from "./document-money.server.ts";
import { orderIcs, ORDER_ICS_CONTENT_TYPE, type CalendarEvent } from "./order-calendar.ts";
import { enqueueCashCodeEmail, type CashCodeInfo } from "./order-email.server.ts";

type Part = { item: OrderItem; product: OrderProduct; confirmation: ItemConfirmation; events: CalendarEvent[] };

const byPosition = (items: OrderItem[]) => [...items].sort((a, b) => a.position - b.position);

const calendarFile = (order: Order, events: CalendarEvent[], filename: string): EmailAttachment => ({
  filename,
  contentType: ORDER_ICS_CONTENT_TYPE,
  content: new TextEncoder().encode(orderIcs(order, events)),
});

/** The basket's one e-mail: every item described for e-mail, every item's files, the one calendar file. */
async function queueBasketConfirmation(tx: Tx, order: Order, parts: Part[], payment: OrderPaymentRef | null) {
  const { siteUrl } = orderAccessConfig();
  const money = await orderDocumentMoney(tx, order, payment);
  const items = parts.map(({ item, product }) => ({
    product: item.product,
    description: product.describe(item, { order, audience: "email" }),
    documents: product.documents(item, { order }),
  }));
  const events = parts.flatMap((part) => part.events);
  await enqueueEmail(tx, {
    dedupeKey: `${BASKET_CONFIRMED_EMAIL}:${order.id}`,
    template: BASKET_CONFIRMED_EMAIL,
    to: order.contact.email,
    ...renderBasketConfirmationEmail({ order, items, money, link: orderLinkUrl(order.id, siteUrl), siteUrl }),
    metadata: { orderCode: order.code },
    attachments: [
      ...parts.flatMap((part) => part.confirmation.files),
      ...(events.length ? [calendarFile(order, events, `viaje-${order.code}.ics`)] : []),
    ],
  });
}

/**
 * The paid order's confirmation: asked of the products of the items this payment confirmed (`itemIds`), once they
 * all are, so each one's e-mail and documents show every item issued (a flight's e-mail names its add-on's policy).
 */
export async function queueOrderConfirmation(
  tx: Tx,
  order: Order,
  itemIds: string[],
  payment: OrderPaymentRef | null,
): Promise<void> {
  const parts: Part[] = [];
  for (const item of byPosition(order.items)) {
    if (!itemIds.includes(item.id)) continue;
    const product = orderProduct(item.product);
    const confirmation = await product?.confirmation?.(tx, item, { order, payment });
    if (!product || !confirmation) continue;
    const events = (await product.calendarEvents?.(item, { order, db: tx })) ?? [];
    parts.push({ item, product, confirmation, events });
  }
  if (parts.length === 0) return;
  if (isBasket(order)) return queueBasketConfirmation(tx, order, parts, payment);
  const events = parts.flatMap((part) => part.events);
  let calendarSent = false;
  // The add-ons' e-mails first, the main item's last, in the order the products queued them before.
  for (const { confirmation } of [...parts].reverse()) {
    const { email, files, calendarFileName } = confirmation;
    const calendar = !calendarSent && calendarFileName && events.length > 0 ? calendarFileName : null;
    if (calendar) calendarSent = true;
    await enqueueEmail(tx, {
      ...email,
      to: email.to ?? order.contact.email,
      attachments: [...files, ...(calendar ? [calendarFile(order, events, calendar)] : [])],
    });
  }
}

/**
 * The cash code's one e-mail (once per order and code: a retried cash choice queues nothing more): in the main
 * product's words for an order of one product, naming every service for a basket.
 */
export async function queueOrderCashCodeEmail(
  tx: Tx,
  order: Order,
  main: OrderProduct,
  cash: CashCodeInfo,
): Promise<void> {
  const { siteUrl } = orderAccessConfig();
  const target = { id: order.id, code: order.code, email: order.contact.email };
  if (!isBasket(order)) {
    const terms = main.cashCodeEmail?.(order);
    if (terms) await enqueueCashCodeEmail(tx, { ...terms, order: target, cash, siteUrl: terms.siteUrl ?? siteUrl });
    return;
  }
  const items = byPosition(order.items).flatMap((item) => {
    const product = orderProduct(item.product);
    return product ? [{ description: product.describe(item, { order, audience: "email" }) }] : [];
  });
  await enqueueCashCodeEmail(tx, {
    template: BASKET_CASH_CODE_EMAIL,
    order: target,
    cash,
    wording: basketCashCodeWording(items, orderLinkUrl(order.id, siteUrl)),
    siteUrl,
  });
}
