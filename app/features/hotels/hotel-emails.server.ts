/**
 * The hotel order's e-mails in the order e-mails' frame, queued in the caller's transaction (once per order and
 * event: dedupe keys): the confirmation with the voucher and calendar, the cash code, the cancellation.
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
import { hotelCheckoutConfig } from "./hotel-config.server.ts";
import type { HotelItem } from "./hotel-product.server.ts";
import { hotelIcs, renderHotelVoucher } from "./hotel-voucher.server.ts";

export const HOTEL_CONFIRMED_EMAIL = "hotel-order-confirmed";
export const HOTEL_CASH_CODE_EMAIL = "hotel-order-cash-code";

const siteUrl = () => hotelCheckoutConfig().siteUrl;

/** Paid: the confirmation with the voucher PDF and the calendar file (`payment`: the one being approved). */
export async function queueHotelConfirmationEmail(
  tx: Tx,
  item: HotelItem,
  order: Order,
  payment: OrderPaymentRef | null = null,
): Promise<void> {
  const { details } = item;
  const amounts = computeOrderAmounts(order);
  const money = await orderDocumentMoney(tx, order, payment);
  const email = renderOrderEmail(
    {
      subject: `Tu reserva en ${details.hotel.name} está confirmada (código ${order.code})`,
      preheader: `Entrada ${formatDateShort(details.checkIn)}, salida ${formatDateShort(details.checkOut)}`,
      heading: `¡Listo, ${order.contact.firstName}! Tu estadía está confirmada`,
      paragraphs: [
        `${details.hotel.name}, ${details.hotel.address}. ${details.roomName}, ${details.rateName}.`,
        `Entrada el ${formatDateShort(details.checkIn)} desde las ${details.hotel.checkInTime}; salida el ${formatDateShort(details.checkOut)} hasta las ${details.hotel.checkOutTime}.`,
        // How it was paid, as the voucher says it ('US$ 532.17 con tarjeta Visa terminada en 1111').
        `Pagaste ${money.paid ? paymentText(money.paid) : chargeText(amounts)}. ${referenceText(amounts, amounts.total.referenceMinor)}.`,
        `Confirmación del hotel: ${item.supplierRef ?? "en proceso"}. Adjuntamos tu voucher en PDF y el archivo para tu calendario.`,
      ],
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, hotelCheckoutConfig().siteUrl) },
      notes: details.cancellation,
    },
    siteUrl(),
  );
  await enqueueEmail(tx, {
    dedupeKey: `hotel-order:${order.id}:confirmed`,
    template: HOTEL_CONFIRMED_EMAIL,
    to: order.contact.email,
    ...email,
    metadata: { orderCode: order.code },
    attachments: [
      {
        filename: `voucher-hotel-${order.code}.pdf`,
        contentType: "application/pdf",
        content: await renderHotelVoucher(order, item, money),
      },
      {
        filename: `estadia-${order.code}.ics`,
        contentType: ORDER_ICS_CONTENT_TYPE,
        content: new TextEncoder().encode(hotelIcs(order, item)),
      },
    ],
  });
}

/** A cash code was created: the code, its amount in both currencies, the deadline and every bank's steps (once per code). */
export async function queueHotelCashCodeEmail(tx: Db | Tx, order: Order, cash: CashCodeInfo): Promise<boolean> {
  return enqueueCashCodeEmail(tx, {
    template: HOTEL_CASH_CODE_EMAIL,
    order: { id: order.id, code: order.code, email: order.contact.email },
    cash,
    wording: {
      released: "las habitaciones se liberan",
      afterPayment: "Al confirmarse el pago confirmaremos tu estadía y te enviaremos el voucher por correo.",
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, hotelCheckoutConfig().siteUrl) },
    },
    siteUrl: siteUrl(),
  });
}
