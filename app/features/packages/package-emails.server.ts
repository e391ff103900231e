/**
 * The package order's e-mails in the order e-mails' frame, queued in the caller's transaction (once per order and
 * event: dedupe keys): the confirmation with the voucher and calendar, the cash code.
 */
import type { Db, Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { Order, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import {
  chargeText,
  computeOrderAmounts,
  ORDER_ICS_CONTENT_TYPE,
  paymentText,
  referenceText,
} from "#app/features/orders/index.ts";
import {
  enqueueCashCodeEmail,
  orderDocumentMoney,
  orderLinkUrl,
  renderOrderEmail,
  type CashCodeInfo,
} from "#app/features/orders/index.server.ts";
import { packageCheckoutConfig } from "./package-config.server.ts";
import { packageIcs, renderPackageVoucher } from "./package-documents.server.ts";
import { EMERGENCY_CONTACT, type PackageItem } from "./package-voucher.ts";

export const PACKAGE_CONFIRMED_EMAIL = "package-order-confirmed";
export const PACKAGE_CASH_CODE_EMAIL = "package-order-cash-code";

const siteUrl = () => packageCheckoutConfig().siteUrl;

/** Paid: the confirmation with the voucher PDF and the calendar file (`payment`: the one being approved). */
export async function queuePackageConfirmationEmail(
  tx: Tx,
  item: PackageItem,
  order: Order,
  payment: OrderPaymentRef | null = null,
): Promise<void> {
  const { details } = item;
  const amounts = computeOrderAmounts(order);
  const money = await orderDocumentMoney(tx, order, payment);
  const email = renderOrderEmail(
    {
      subject: `Tu paquete ${details.name} está confirmado (código ${order.code})`,
      preheader: `Salida ${formatDateShort(details.departureDate)}, regreso ${formatDateShort(details.returnDate)}`,
      heading: `¡Listo, ${order.contact.firstName}! Tu paquete está confirmado`,
      paragraphs: [
        `${details.name}, ${details.duration}: salida el ${formatDateShort(details.departureDate)} y regreso el ${formatDateShort(details.returnDate)}.`,
        `Incluye: ${details.included.join("; ")}.`,
        `Pagaste ${money.paid ? paymentText(money.paid) : chargeText(amounts)}. ${referenceText(amounts, amounts.total.referenceMinor)}.`,
        `Confirmación: ${item.supplierRef ?? "en proceso"}. Adjuntamos tu voucher en PDF con el itinerario y el archivo para tu calendario.`,
        EMERGENCY_CONTACT,
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, siteUrl()) },
      notes: details.cancellation,
    },
    siteUrl(),
  );
  await enqueueEmail(tx, {
    dedupeKey: `package-order:${order.id}:confirmed`,
    template: PACKAGE_CONFIRMED_EMAIL,
    to: order.contact.email,
    ...email,
    metadata: { orderCode: order.code },
    attachments: [
      {
        filename: `voucher-paquete-${order.code}.pdf`,
        contentType: "application/pdf",
        content: await renderPackageVoucher(order, item, money),
      },
      {
        filename: `paquete-${order.code}.ics`,
        contentType: ORDER_ICS_CONTENT_TYPE,
        content: new TextEncoder().encode(packageIcs(order, item)),
      },
    ],
  });
}

/** A cash code was created: the code, its amount in both currencies, the deadline and every bank's steps. */
export async function queuePackageCashCodeEmail(tx: Db | Tx, order: Order, cash: CashCodeInfo): Promise<boolean> {
  return enqueueCashCodeEmail(tx, {
    template: PACKAGE_CASH_CODE_EMAIL,
    order: { id: order.id, code: order.code, email: order.contact.email },
    cash,
    wording: {
      released: "los cupos del paquete se liberan",
      afterPayment: "Al confirmarse el pago confirmaremos tu paquete y te enviaremos el voucher por correo.",
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, siteUrl()) },
    },
    siteUrl: siteUrl(),
  });
}
