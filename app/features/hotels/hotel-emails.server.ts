/**
 * The hotel order's e-mails in the order e-mails' frame, which the order core queues (decision 062; once per order
 * and event: dedupe keys): the confirmation with the voucher (the core adds the calendar), the cash code.
 */
import type { Tx } from "#db";
import { formatDateShort } from "#app/utils/dates.ts";
import type { Order, OrderPaymentRef } from "#app/features/orders/order-contract.ts";
import type { CashCodeEmailTerms, ItemConfirmation } from "#app/features/orders/order-product-contract.ts";
import { chargeText, computeOrderAmounts, paymentText, referenceText } from "#app/features/orders/index.ts";
import { orderDocumentMoney, orderLinkUrl, renderOrderEmail } from "#app/features/orders/index.server.ts";
import { hotelCheckoutConfig } from "./hotel-config.server.ts";
import type { HotelItem } from "./hotel-product.server.ts";
import { renderHotelVoucher } from "./hotel-voucher.server.ts";

export const HOTEL_CONFIRMED_EMAIL = "hotel-order-confirmed";
export const HOTEL_CASH_CODE_EMAIL = "hotel-order-cash-code";

const siteUrl = () => hotelCheckoutConfig().siteUrl;

/**
 * Paid: the stay's part of its order's confirmation (the core queues it, decision 062): the confirmation e-mail, the
 * voucher PDF, and the name of the calendar file the core builds from the stay's events. `payment`: the one approved.
 */
export async function hotelConfirmation(
  tx: Tx,
  item: HotelItem,
  order: Order,
  payment: OrderPaymentRef | null = null,
): Promise<ItemConfirmation> {
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
  return {
    email: {
      dedupeKey: `hotel-order:${order.id}:confirmed`,
      template: HOTEL_CONFIRMED_EMAIL,
      ...email,
      metadata: { orderCode: order.code },
    },
    files: [
      {
        filename: `voucher-hotel-${order.code}.pdf`,
        contentType: "application/pdf",
        content: await renderHotelVoucher(order, item, money),
      },
    ],
    calendarFileName: `estadia-${order.code}.ics`,
  };
}

/** A cash code was created: its e-mail in the stay's words (the core queues it, once per code). */
export function hotelCashCodeEmail(order: Pick<Order, "id">): CashCodeEmailTerms {
  return {
    template: HOTEL_CASH_CODE_EMAIL,
    wording: {
      released: "las habitaciones se liberan",
      afterPayment: "Al confirmarse el pago confirmaremos tu estadía y te enviaremos el voucher por correo.",
      action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, hotelCheckoutConfig().siteUrl) },
    },
    siteUrl: siteUrl(),
  };
}
