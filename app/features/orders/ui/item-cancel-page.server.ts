/**
 * The order page's cancellation of one item (decision 063): which items may be cancelled alone, the figures of the
 * one being confirmed (`?anular=<item id>`, the order core's one computation), the recorded refunds of the items
 * already cancelled, and the owner's post. Plain links and forms: it works without JavaScript.
 */
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import type { Order } from "#app/features/orders/order-contract.ts";
import type { CancellationOutcome } from "#app/features/orders/lifecycle/cancellation-figures.ts";
import {
  cancelOrderItemWithRefund,
  itemCancellations,
  itemsCancellableAlone,
  orderItemCancellation,
  type ItemCancellationRecord,
} from "#app/features/orders/lifecycle/item-cancellation.server.ts";

export type ItemCancelPageData = {
  /** The items that each get 'Cancelar solo este servicio' (two or more in force; else only the whole order). */
  cancellable: string[];
  /** The item whose figures are shown before confirming, and those figures (or why it cannot be cancelled). */
  confirming: { itemId: string; outcome: CancellationOutcome } | null;
  /** The items cancelled alone, with the figures their ledger rows recorded. */
  cancelled: ItemCancellationRecord[];
};

export const ITEM_QUERY = "anular";

export async function itemCancelPage(db: Db, order: Order, url: URL, now: Date): Promise<ItemCancelPageData> {
  const cancellable = itemsCancellableAlone(order);
  const asked = url.searchParams.get(ITEM_QUERY);
  const itemId = asked && cancellable.includes(asked) ? asked : null;
  return {
    cancellable,
    confirming: itemId ? { itemId, outcome: await orderItemCancellation(db, order, itemId, now) } : null,
    cancelled: await itemCancellations(db, order.id),
  };
}

/** 'Sí, cancelar solo este servicio': the owner's cancellation of one item, in one transaction. */
export async function cancelOwnOrderItem(db: Db, orderId: string, form: FormData, now = new Date()) {
  const itemId = form.get("itemId");
  if (typeof itemId !== "string" || !/^[0-9a-f-]{36}$/i.test(itemId)) {
    throw new AppError("CONFLICT", "Elige qué servicio quieres cancelar.");
  }
  return db.transaction((tx) =>
    cancelOrderItemWithRefund(tx, orderId, itemId, {
      actor: "customer",
      now,
      note: "cancelled by its owner",
      motive: "Servicio cancelado por el cliente",
    }),
  );
}
