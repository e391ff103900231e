/** The hotel order's e-mails, queued in the caller's transaction (once per order and event: dedupe keys). */
import type { Tx } from "#db";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/layout.ts";
import { formatDateShort } from "#app/utils/dates.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { chargeText, computeOrderAmounts, referenceText } from "#app/features/orders/index.ts";
import { orderLinkUrl } from "#app/features/orders/index.server.ts";
import { hotelCheckoutConfig } from "./hotel-config.server.ts";
import type { HotelItem } from "./hotel-product.server.ts";
import { hotelIcs, renderHotelVoucher } from "./hotel-voucher.server.ts";

export const HOTEL_CONFIRMED_EMAIL = "hotel-order-confirmed";

/** Paid: the confirmation with the voucher PDF and the calendar file. */
export async function queueHotelConfirmationEmail(tx: Tx, item: HotelItem, order: Order): Promise<void> {
  const { details } = item;
  const amounts = computeOrderAmounts(order);
  const email = renderEmail({
    subject: `Tu reserva en ${details.hotel.name} está confirmada (código ${order.code})`,
    preheader: `Entrada ${formatDateShort(details.checkIn)}, salida ${formatDateShort(details.checkOut)}`,
    heading: `¡Listo, ${order.contact.firstName}! Tu estadía está confirmada`,
    paragraphs: [
      `${details.hotel.name}, ${details.hotel.address}. ${details.roomName}, ${details.rateName}.`,
      `Entrada el ${formatDateShort(details.checkIn)} desde las ${details.hotel.checkInTime}; salida el ${formatDateShort(details.checkOut)} hasta las ${details.hotel.checkOutTime}.`,
      `Pagaste ${chargeText(amounts)}. ${referenceText(amounts, amounts.total.referenceMinor)}.`,
      `Confirmación del hotel: ${item.supplierRef ?? "en proceso"}. Adjuntamos tu voucher en PDF y el archivo para tu calendario.`,
    ],
    action: { label: "Ver mi reserva", url: orderLinkUrl(order.id, hotelCheckoutConfig().siteUrl) },
    notes: details.cancellation,
  });
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
        content: await renderHotelVoucher(order, item),
      },
      {
        filename: `estadia-${order.code}.ics`,
        contentType: "text/calendar",
        content: new TextEncoder().encode(hotelIcs(order, item)),
      },
    ],
  });
}
