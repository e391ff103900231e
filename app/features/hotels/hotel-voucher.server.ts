/** A hotel order's documents: the voucher PDF (the order documents' frame) and the stay's calendar file. */
import { paymentsAreSimulated } from "#app/utils/payment-mode.ts";
import { brand } from "#app/config/brand.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { orderIcs, type DocumentMoney } from "#app/features/orders/index.ts";
import { renderFramedPdf } from "#app/features/orders/index.server.ts";
import { hotelCheckoutConfig } from "./hotel-config.server.ts";
import type { HotelItem } from "./hotel-product.server.ts";
import { hotelCalendarEvents, hotelVoucherDocument } from "./hotel-voucher.ts";

/** The order's hotel item, or null. */
export const hotelItemOf = (order: Order) =>
  (order.items.find((item) => item.product === "hotel") as HotelItem | undefined) ?? null;

/** The voucher as PDF bytes; `money` from orderDocumentMoney (the one computation and the ledger). */
export async function renderHotelVoucher(order: Order, item: HotelItem, money: DocumentMoney): Promise<Uint8Array> {
  const document = hotelVoucherDocument(order, item, money, {
    siteUrl: hotelCheckoutConfig().siteUrl,
    simulated: paymentsAreSimulated(),
  });
  return renderFramedPdf(document, {
    subject: item.details.hotel.name,
    keywords: [brand.name, "voucher", "hotel", order.code],
  });
}

/** The stay's calendar file: check-in and check-out at the hotel's times (the order's one .ics builder). */
export function hotelIcs(order: Pick<Order, "id" | "code">, item: HotelItem, now = new Date()): string {
  return orderIcs(order, hotelCalendarEvents(order, item), now);
}
