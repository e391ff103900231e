/**
 * The package order's e-mails in the order e-mails' frame, which the order core queues (decision 062; once per order
 * and event: dedupe keys): the confirmation with the voucher (the core adds the calendar), the cash code.
 */
import type { Tx } from "#db";
import { formatDateShort } from "#app/utils/dates.ts";
import type { Order, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import type { CashCodeEmailTerms, ItemConfirmation } from "#app/features/orders/order-product-contract.ts";
import { chargeText, computeOrderAmounts, paymentText, referenceText } from "#app/features/orders/index.ts";
import { orderDocumentMoney, orderLinkUrl, renderOrderEmail } from "#app/features/orders/index.server.ts";
import { packageCheckoutConfig } from "./package-config.server.ts";
import { renderPackageVoucher } from "./package-documents.server.ts";
import { EMERGENCY_CONTACT, type PackageItem } from "./package-voucher.ts";

export const PACKAGE_CONFIRMED_EMAIL = "package-order-confirmed";
export const PACKAGE_CASH_CODE_EMAIL = "package-order-cash-code";

const siteUrl = () => packageCheckoutConfig().siteUrl;

/**
 * Paid: the package's part of its order's confirmation (the core queues it, decision 062): the confirmation e-mail,
 * the voucher PDF, and the name of the calendar file the core builds from the trip's events.
 */
export async function packageConfirmation(
  tx: Tx,
  item: PackageItem,
  order: Order,
  payment: OrderPaymentRef | null = null,
): Promise<ItemConfirmation> {
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
  return {
    email: {
      dedupeKey: `package-order:${order.id}:confirmed`,
      template: PACKAGE_CONFIRMED_EMAIL,
      ...email,
      metadata: { orderCode: order.code },
    },
    files: [
      {
        filename: `voucher-paquete-${order.code}.pdf`,
        contentType: "application/pdf",
        content: await renderPackageVoucher(order, item, money),
      },
    ],
    calendarFileName: `paquete-${order.code}.ics`,
  };
}

/** A cash code was created: its e-mail in the package's words (the core queues it, once per code). */
export function packageCashCodeEmail(order: Pick<Order, "id">): CashCodeEmailTerms {
  return {
    template: PACKAGE_CASH_CODE_EMAIL,
    wording: {
      released: "los cupos del paquete se liberan",
      afterPayment: "Al confirmarse el pago confirmaremos tu paquete y te enviaremos el voucher por correo.",
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, siteUrl()) },
    },
    siteUrl: siteUrl(),
  };
}
