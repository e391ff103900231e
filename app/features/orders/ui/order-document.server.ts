/**
 * An order item's documents served to its owner (issue 40, documents): the voucher PDF and the calendar file of a
 * paid item at `/<product>/reserva/:id/voucher` and `/calendario`, only for whoever the core's access rule lets in
 * (anyone else, and before payment: 404). Each product names its item and renders its files; the rule is one.
 */
import { getDb } from "#db";
import type { SessionUser } from "#request-context";
import type { Order, OrderItem } from "#app/features/orders/order-contract.ts";
import type { DocumentMoney } from "#app/features/orders/documents/document-frame.ts";
import { ORDER_ICS_CONTENT_TYPE } from "#app/features/orders/documents/order-calendar.ts";
import { orderDocumentMoney } from "#app/features/orders/documents/document-money.server.ts";
import { readOrderForPage } from "./order-page.server.ts";

export type OrderDocumentFile = { content: Uint8Array; fileName: string; contentType: string };

/** What a product gives for its item's documents. */
export type ItemDocumentSource<Item extends OrderItem> = {
  /** The order has such an item (a basket's hotel too). */
  accepts: (order: Order) => boolean;
  itemOf: (order: Order) => Item | null;
  /** The calendar file's text and name ('estadia-K7PQ2M.ics'). */
  calendar: (order: Order, item: Item) => { text: string; fileName: string };
  /** The voucher's PDF bytes and name, with the order's money as documents show it. */
  voucher: (order: Order, item: Item, money: DocumentMoney) => Promise<{ content: Uint8Array; fileName: string }>;
};

const SHOWN = ["confirmed", "fulfilled", "cancelled"];

/** The item's `document` ("voucher" or "calendario") for its owner; null for anyone else, before payment, or unknown. */
export async function ownedItemDocument<Item extends OrderItem>(
  request: Request,
  user: SessionUser | null,
  id: string,
  document: string,
  source: ItemDocumentSource<Item>,
): Promise<OrderDocumentFile | null> {
  if (document !== "voucher" && document !== "calendario") return null;
  const order = await readOrderForPage(request, user, id, source.accepts);
  const item = order ? source.itemOf(order) : null;
  if (!order || !item || !SHOWN.includes(item.state)) return null;
  if (document === "calendario") {
    // A cancelled service is no longer in anyone's calendar.
    if (item.state === "cancelled") return null;
    const { text, fileName } = source.calendar(order, item);
    return { content: new TextEncoder().encode(text), fileName, contentType: ORDER_ICS_CONTENT_TYPE };
  }
  const voucher = await source.voucher(order, item, await orderDocumentMoney(getDb(), order));
  return { ...voucher, contentType: "application/pdf" };
}

/** The route's answer: the file as a private download, or a plain 404. */
export function orderDocumentResponse(file: OrderDocumentFile | null): Response {
  if (!file) {
    return new Response("No encontramos este documento de la reserva.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
    });
  }
  return new Response(new Blob([file.content as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
