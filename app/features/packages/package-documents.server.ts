/** A package order's documents: the voucher PDF (the order documents' frame) and the trip's calendar file. */
import { paymentsAreSimulated } from "#app/utils/payment-mode.ts";
import { brand } from "#app/config/brand.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import { orderIcs, type DocumentMoney } from "#app/features/orders/index.ts";
import { renderFramedPdf } from "#app/features/orders/index.server.ts";
import { packageCheckoutConfig } from "./package-config.server.ts";
import { packageCalendarEvents, packageVoucherDocument, type PackageItem } from "./package-voucher.ts";

/** The order's package item, or null. */
export const packageItemOf = (order: Order) =>
  (order.items.find((item) => item.product === "package") as PackageItem | undefined) ?? null;

/** The voucher as PDF bytes; `money` from orderDocumentMoney (the one computation and the ledger). */
export async function renderPackageVoucher(order: Order, item: PackageItem, money: DocumentMoney): Promise<Uint8Array> {
  const document = packageVoucherDocument(order, item, money, {
    siteUrl: packageCheckoutConfig().siteUrl,
    simulated: paymentsAreSimulated(),
  });
  return renderFramedPdf(document, {
    subject: item.details.name,
    keywords: [brand.name, "voucher", "paquete", order.code],
  });
}

/** The trip's calendar file: departure and return (the order's one .ics builder). */
export function packageIcs(order: Pick<Order, "id" | "code">, item: PackageItem, now = new Date()): string {
  return orderIcs(order, packageCalendarEvents(order, item), now);
}
