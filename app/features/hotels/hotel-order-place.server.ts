/**
 * Placing a hotel order: quote the stay, then in one transaction hold every night through the hotel product and
 * write the held order. The checkout's idempotency key makes a retried post answer the first order.
 */
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import type { OrderContact, OrderInvoice } from "#app/features/orders/order-contract.ts";
import {
  insertOrder,
  orderExchangeRate,
  scheduleOrderExpiry,
  type NewOrder,
} from "#app/features/orders/index.server.ts";
import type { HotelSelection } from "./hotel-order-item.ts";
import { hotelOrderProduct, releaseUnplacedHold } from "./hotel-product.server.ts";

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const newCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

export type PlaceHotelOrderInput = {
  selection: HotelSelection;
  contact: OrderContact;
  /** The factura's data (RUC, razón social, dirección fiscal); none for a boleta. */
  invoice?: OrderInvoice | null;
  userId: string | null;
  /** A checkout key to store on the order, if the caller has one (the buyer's access is a grant: orders/access). */
  browserKey?: string | null;
  now?: Date;
};

export type PlaceHotelOrderOutcome =
  { status: "placed"; orderId: string; replayed: boolean } | { status: "refused"; reason: string };

/** The order an earlier post with the same key made, if any. */
async function orderOfKey(db: Pick<Db, "select">, holdKey: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.product, "hotel"), sql`${orderItems.details}->>'holdKey' = ${holdKey}`));
  return row?.orderId ?? null;
}

class HoldRefused extends Error {}

const uniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/** Posts of one checkout key wait for each other here: a later one finds the first one's order and holds nothing. */
const lockKey = (tx: Tx, holdKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hotel-order:${holdKey}`}))`);

/**
 * Holds the stay and writes its order (or answers the order of the same key). When the order cannot be written the
 * hold goes back at the supplier, under the key's lock: the rollback undoes only what is in our database.
 */
export async function placeHotelOrder(db: Db, input: PlaceHotelOrderInput): Promise<PlaceHotelOrderOutcome> {
  const now = input.now ?? new Date();
  const { holdKey } = input.selection;
  const known = await orderOfKey(db, holdKey);
  if (known) return { status: "placed", orderId: known, replayed: true };
  const quoted = await hotelOrderProduct.quote(input.selection, { travellers: [], now, seenTotalMinor: null });
  if (quoted.status !== "available") return { status: "refused", reason: quoted.reason };
  const exchangeRate = await orderExchangeRate(db, now);
  try {
    return await db.transaction(async (tx): Promise<PlaceHotelOrderOutcome> => {
      await lockKey(tx, holdKey);
      const raced = await orderOfKey(tx, holdKey);
      if (raced) return { status: "placed", orderId: raced, replayed: true };
      const id = randomUUID();
      const held = await hotelOrderProduct.hold(tx, {
        orderId: id,
        itemId: "",
        details: quoted.details,
        lines: quoted.lines,
        travellers: [],
        travellerIndexes: [],
        now,
      });
      if (held.status !== "held") throw new HoldRefused(held.reason);
      // The supplier's hold reference (decision 056): release, payment and cancel hand it back.
      const supplierRefs = { supplier: quoted.details.supplier, holdRef: held.supplierRef };
      const order = (code: string): NewOrder => ({
        id,
        code,
        userId: input.userId,
        contact: input.contact,
        invoice: input.invoice ?? null,
        travellers: [],
        checkoutId: input.browserKey ?? null,
        chargeCurrency: "USD",
        exchangeRate,
        holdExpiresAt: held.expiresAt,
        items: [
          {
            product: "hotel",
            currency: quoted.currency,
            lines: quoted.lines,
            travellerIndexes: [],
            details: { ...quoted.details, supplierRefs: { ...supplierRefs, bookingRef: null } },
            productRecordId: held.supplierRef,
            supplierRef: null,
            holdExpiresAt: held.expiresAt,
            priceValidUntil: held.expiresAt,
          },
        ],
        actor: "customer",
      });
      for (let attempt = 0; ; attempt += 1) {
        try {
          await tx.transaction((savepoint) => insertOrder(savepoint, order(newCode())));
          // Unpaid at the hold's end, the order core's job ends it and gives the rooms back.
          await scheduleOrderExpiry(tx, id, held.expiresAt);
          return { status: "placed", orderId: id, replayed: false };
        } catch (error) {
          // A code drawn twice: draw another.
          if (uniqueViolation(error) && attempt < 3) continue;
          // A release that fails too leaves the hold to lapse at the supplier; the placement's error is the one told.
          await releaseUnplacedHold(tx, supplierRefs).catch(() => undefined);
          throw error;
        }
      }
    });
  } catch (error) {
    if (error instanceof HoldRefused) return { status: "refused", reason: error.message };
    throw error;
  }
}
