/**
 * Placing an order (issue 40): the one place-order of every product, for any basket of items, inside the caller's
 * transaction. The core imports no product: it finds each one in the registry by kind.
 *
 * Two phases, with a compensation (Medusa's cart completion): first every item that holds (`holds !== false`) is
 * held through its product's port, in position order (a hold at an outside supplier happens outside our database);
 * then the order is written (order-insert: one statement) and, when it has a hold's end, the core's expiry job is
 * scheduled (so no product schedules it). If a hold is refused, or a hold, the write or the scheduling throws, every
 * hold already taken is released through its product (`release`, reason "placement_failed") before the refusal or
 * the error goes back; the caller still rolls its transaction back. The steps after the first hold run in savepoints,
 * so that a failed statement leaves the transaction usable for the releases (PostgreSQL refuses any statement after
 * an error in the same transaction).
 *
 * Ordering chosen for flights: their product's own record (the booking, to which the seat records point) is written
 * by the flight checkout BEFORE placement, so a hold never needs the order's or item's rows; the ids they will have
 * are drawn first and given to `hold`, and a product returns its supplier references in the hold's result
 * (`supplierRefs`), which the write puts into the item's details. So the compensating release has everything it
 * needs whether or not the order was written.
 */
import { randomUUID } from "node:crypto";
import type { Tx } from "#db";
import type { OrderItem, OrderTraveller } from "#app/features/orders/order-contract.ts";
import type { HoldResult, OrderProduct } from "#app/features/orders/order-product-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import { scheduleOrderExpiry } from "#app/features/orders/lifecycle/order-expiry.server.ts";
import { newOrderCode } from "./order-code.server.ts";
import { insertOrder, type NewOrder, type NewOrderItem } from "./order-insert.server.ts";

export { insertOrder, type NewOrder, type NewOrderItem } from "./order-insert.server.ts";
export { newOrderCode, ORDER_CODE_ALPHABET } from "./order-code.server.ts";

/** A product's refusal of one item, with the item's position in the order (a basket says which part was refused). */
export type PlaceOrderRefusal = Exclude<HoldResult, { status: "held" }> & { itemIndex: number };

/** What placing an order answers: held (every item), or the first refusal of a product. */
export type PlaceOrderOutcome =
  | { status: "held"; id: string; code: string; itemIds: string[]; holdExpiresAt: Date | null }
  | PlaceOrderRefusal;

/** The reason placement gives a product's `release` when it compensates a hold. */
export const PLACEMENT_FAILED = "placement_failed";

/** A code drawn by placement is drawn again this many times when another order already has it. */
const CODE_ATTEMPTS = 4;

type Taken = { product: OrderProduct; item: OrderItem };

const uniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

const subtotalOf = (item: NewOrderItem) => item.lines.reduce((sum, line) => sum + line.amountMinor, 0);

/** The item as its product's `release` sees it: the one placement was writing (its row may not exist). */
function placedItem(orderId: string, id: string, position: number, item: NewOrderItem): OrderItem {
  return {
    id,
    orderId,
    product: item.product,
    state: "held",
    position,
    currency: item.currency,
    lines: item.lines,
    subtotalMinor: subtotalOf(item),
    travellerIndexes: item.travellerIndexes,
    details: item.details,
    supplierRef: item.supplierRef,
    holdExpiresAt: item.holdExpiresAt?.toISOString() ?? null,
    priceValidUntil: item.priceValidUntil?.toISOString() ?? null,
  };
}

/** The item with what its hold gave: the supplier's references, the hold's end, the reference shown. */
function heldItem(item: NewOrderItem, held: Extract<HoldResult, { status: "held" }>): NewOrderItem {
  const holdExpiresAt = held.expiresAt ?? item.holdExpiresAt;
  const details = held.supplierRefs
    ? { ...(item.details as Record<string, unknown>), supplierRefs: held.supplierRefs }
    : item.details;
  return {
    ...item,
    details,
    supplierRef: held.supplierRef ?? item.supplierRef,
    holdExpiresAt,
    priceValidUntil: item.priceValidUntil ?? holdExpiresAt,
  };
}

const earliest = (dates: Array<Date | null>): Date | null =>
  dates.reduce<Date | null>((first, date) => (date && (!first || date < first) ? date : first), null);

/** Gives back every hold taken, latest first; a release that fails too leaves its hold to lapse at its supplier. */
async function releaseTaken(tx: Tx, taken: Taken[], now: Date): Promise<void> {
  for (const { product, item } of [...taken].reverse()) {
    await tx
      .transaction((savepoint) => product.release(savepoint, item, { reason: PLACEMENT_FAILED, now }))
      .catch(() => undefined);
  }
}

/** Phase one: the holds, in position order. Each one after the first runs in a savepoint (its failure is compensated). */
async function holdItems(
  tx: Tx,
  ids: { orderId: string; itemIds: string[] },
  input: { items: NewOrderItem[]; travellers: OrderTraveller[] },
  taken: Taken[],
  now: Date,
): Promise<NewOrderItem[] | PlaceOrderRefusal> {
  const items: NewOrderItem[] = [];
  for (const [index, item] of input.items.entries()) {
    const itemId = ids.itemIds[index] ?? randomUUID();
    if (item.holds === false) {
      items.push({ ...item, id: itemId });
      continue;
    }
    const product = orderProduct(item.product);
    if (!product) throw new Error(`no order product registered for "${item.product}"`);
    const request = {
      orderId: ids.orderId,
      itemId,
      productRecordId: item.productRecordId,
      details: item.details,
      lines: item.lines,
      travellers: input.travellers,
      travellerIndexes: item.travellerIndexes,
      now,
    };
    const held =
      taken.length === 0
        ? await product.hold(tx, request)
        : await tx.transaction((savepoint) => product.hold(savepoint, request));
    if (held.status !== "held") return { ...held, itemIndex: index };
    const placed = { ...heldItem(item, held), id: itemId };
    taken.push({ product, item: placedItem(ids.orderId, itemId, index, placed) });
    items.push(placed);
  }
  return items;
}

/**
 * Phase two, in one savepoint: the order written under the given code or a drawn one (drawn again on a collision),
 * and its expiry scheduled at its hold's end (unpaid then, the core's job ends it and each product gives its hold back).
 */
async function writeOrder(tx: Tx, order: NewOrder & { id: string }): Promise<string> {
  const { holdExpiresAt } = order;
  for (let attempt = 1; ; attempt += 1) {
    const code = order.code ?? newOrderCode();
    try {
      await tx.transaction(async (savepoint) => {
        await insertOrder(savepoint, { ...order, code });
        if (holdExpiresAt) await scheduleOrderExpiry(savepoint, order.id, holdExpiresAt);
      });
      return code;
    } catch (error) {
      if (order.code === undefined && uniqueViolation(error) && attempt < CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Places a held order: holds every item through its product, then writes the order and schedules its expiry, inside
 * the caller's transaction. A refusal comes back as the product's outcome and an error is thrown, each after the holds
 * already taken were released; either way the caller must roll its transaction back (throw).
 */
export async function placeOrder(tx: Tx, input: NewOrder, now = new Date()): Promise<PlaceOrderOutcome> {
  const id = input.id ?? randomUUID();
  const itemIds = input.items.map((item) => item.id ?? randomUUID());
  const taken: Taken[] = [];
  try {
    const held = await holdItems(tx, { orderId: id, itemIds }, input, taken, now);
    if (!Array.isArray(held)) {
      await releaseTaken(tx, taken, now);
      return held;
    }
    const holdExpiresAt = earliest([
      input.holdExpiresAt,
      ...held.filter((item) => item.holds !== false).map((item) => item.holdExpiresAt),
    ]);
    const code = await writeOrder(tx, { ...input, id, holdExpiresAt, items: held });
    return { status: "held", id, code, itemIds, holdExpiresAt };
  } catch (error) {
    await releaseTaken(tx, taken, now);
    throw error;
  }
}
