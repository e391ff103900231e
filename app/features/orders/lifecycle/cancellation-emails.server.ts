/**
 * The customer's e-mails of an order's cancellation and of its refund's payment, whoever did it (the customer, the
 * desk): the same figures and wording as the pages (cancellation-text.ts), queued in the caller's transaction.
 */
import type { Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { startupSetting } from "#app/platform/startup-config.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { Order, OrderActor } from "#app/features/orders/order-contract.ts";
import { formatDual } from "#app/features/orders/order-format.ts";
import { convert } from "#app/features/orders/order-money.ts";
import { orderLinkUrl } from "#app/features/orders/access/order-links.server.ts";
import { renderOrderEmail } from "#app/features/orders/documents/order-email.server.ts";
import type { CancellationFigures } from "./cancellation-figures.ts";
import { ITEM_PAID_LABEL, cancellationNotes, cancellationRows } from "./cancellation-text.ts";

export const ORDER_CANCELLED_EMAIL = "order-cancelled";
export const ORDER_REFUND_PAID_EMAIL = "order-refund-paid";

export type OrderLifecycleConfig = { siteUrl: string };

const setting = startupSetting<OrderLifecycleConfig>("order-lifecycle", {
  outsideProduction: () => ({ siteUrl: "http://localhost:3000" }),
});

/** Start-up: the site's origin for the e-mails' links. */
export function configureOrderLifecycle(config: OrderLifecycleConfig): void {
  setting.set({ siteUrl: config.siteUrl.replace(/\/$/, "") });
}

const REFUND_TERM = "La devolución se hace al mismo medio de pago en un plazo de hasta 30 días.";

/** The cancellation's figures as e-mail paragraphs ('Pagaste: US$ 796.24 (S/ 2,981.92)', ...). */
function figureParagraphs(figures: CancellationFigures, paidLabel?: string): string[] {
  const rows = cancellationRows(figures, undefined, paidLabel).map(
    (row) => `${row.label}: ${row.deducted ? "-" : ""}${row.value}`,
  );
  return [...rows, ...cancellationNotes(figures)];
}

/** Queued once per order: the cancellation with what was paid, retained and what goes back. */
export async function queueCancellationEmail(
  tx: Tx,
  order: Order,
  figures: CancellationFigures,
  actor: OrderActor,
): Promise<void> {
  const refund = formatDual(figures, figures.refund);
  const byStaff = actor === "staff";
  const email = renderOrderEmail(
    {
      subject: `Tu pedido ${order.code} fue anulado`,
      preheader: `Reembolso: ${refund}`,
      heading: byStaff ? "Anulamos tu pedido" : "Tu pedido está anulado",
      paragraphs: [
        byStaff
          ? `Hola, ${order.contact.firstName}: nuestro equipo anuló tu pedido ${order.code}.`
          : `Hola, ${order.contact.firstName}: anulaste tu pedido ${order.code}.`,
        ...figureParagraphs(figures),
        figures.refund.chargeMinor > 0
          ? `Te devolveremos ${refund}. ${REFUND_TERM}`
          : "Según las condiciones de tu tarifa, no hay monto a devolver.",
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, setting.get().siteUrl) },
    },
    setting.get().siteUrl,
  );
  await enqueueEmail(tx, {
    dedupeKey: `${ORDER_CANCELLED_EMAIL}:${order.id}`,
    template: ORDER_CANCELLED_EMAIL,
    to: order.contact.email,
    ...email,
    metadata: { orderCode: order.code, refundMinor: figures.refund.chargeMinor },
  });
}

export const ORDER_ITEM_CANCELLED_EMAIL = "order-item-cancelled";

/** Queued once per item cancelled alone (decision 063): its figures, and that the rest of the order stays. */
export async function queueItemCancellationEmail(
  tx: Tx,
  order: Order,
  figures: CancellationFigures,
  item: { actor: OrderActor; itemId: string; title: string },
): Promise<void> {
  const refund = formatDual(figures, figures.refund);
  const email = renderOrderEmail(
    {
      subject: `Anulaste ${item.title} de tu pedido ${order.code}`,
      preheader: `Reembolso: ${refund}`,
      heading: "Anulamos un servicio de tu pedido",
      paragraphs: [
        item.actor === "staff"
          ? `Hola, ${order.contact.firstName}: nuestro equipo anuló ${item.title} de tu pedido ${order.code}. Los demás servicios siguen confirmados.`
          : `Hola, ${order.contact.firstName}: anulaste ${item.title} de tu pedido ${order.code}. Los demás servicios siguen confirmados.`,
        ...figureParagraphs(figures, ITEM_PAID_LABEL),
        figures.refund.chargeMinor > 0
          ? `Te devolveremos ${refund}. ${REFUND_TERM}`
          : "Según las condiciones de este servicio, no hay monto a devolver.",
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, setting.get().siteUrl) },
    },
    setting.get().siteUrl,
  );
  await enqueueEmail(tx, {
    dedupeKey: `${ORDER_ITEM_CANCELLED_EMAIL}:${order.id}:${item.itemId}`,
    template: ORDER_ITEM_CANCELLED_EMAIL,
    to: order.contact.email,
    ...email,
    metadata: { orderCode: order.code, itemId: item.itemId, refundMinor: figures.refund.chargeMinor },
  });
}

/** Queued once per refund paid back: the amount, the date and the transfer's reference, with the cancellation's figures. */
export async function queueRefundPaidEmail(
  tx: Tx,
  order: Order,
  refund: {
    id: string;
    amountMinor: number;
    paidOn: string;
    paidReference: string;
    figures: CancellationFigures | null;
    /** A part of the refund given back now (a partial refund to the card): its own e-mail, the rest still due. */
    part?: { amountMinor: number; key: string };
  },
): Promise<void> {
  const whole = refund.figures
    ? formatDual(refund.figures, refund.figures.refund)
    : formatDual(order, {
        chargeMinor: refund.amountMinor,
        referenceMinor: refundReference(order, refund.amountMinor),
      });
  const amount = refund.part
    ? formatDual(order, {
        chargeMinor: refund.part.amountMinor,
        referenceMinor: refundReference(order, refund.part.amountMinor),
      })
    : whole;
  const email = renderOrderEmail(
    {
      subject: `Te devolvimos el reembolso del pedido ${order.code}`,
      preheader: `Reembolso pagado el ${formatDateShort(refund.paidOn)}`,
      heading: "Tu reembolso está pagado",
      paragraphs: [
        `Hola, ${order.contact.firstName}: el ${formatDateShort(refund.paidOn)} te devolvimos ${amount} del pedido ${order.code}, al mismo medio de pago (referencia de la operación ${refund.paidReference}).`,
        ...(refund.part ? [`Es una parte del reembolso de ${whole}; el resto te lo devolvemos aparte.`] : []),
        ...(refund.figures
          ? figureParagraphs(refund.figures)
          : ["Es un cobro que recibimos de más: te lo devolvemos completo."]),
        "Según tu banco, el abono puede tardar algunos días en verse en tu estado de cuenta.",
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, setting.get().siteUrl) },
    },
    setting.get().siteUrl,
  );
  await enqueueEmail(tx, {
    dedupeKey: `${ORDER_REFUND_PAID_EMAIL}:${refund.id}${refund.part ? `:${refund.part.key}` : ""}`,
    template: ORDER_REFUND_PAID_EMAIL,
    to: order.contact.email,
    ...email,
    metadata: { orderCode: order.code, refundId: refund.id },
  });
}

const refundReference = (order: Order, amountMinor: number) =>
  convert(amountMinor, order.chargeCurrency, order.referenceCurrency, order.exchangeRate);
