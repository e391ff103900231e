/**
 * Placing a hotel order: quote the stay, then in one transaction place its order with the order core, which holds
 * the nights through the hotel product, writes the order and schedules its expiry. The checkout's key makes a
 * retried post answer the first order.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import type { OrderContact, OrderInvoice } from "#app/features/orders/order-contract.ts";
import { orderExchangeRate, placeOrder } from "#app/features/orders/index.server.ts";
import { hotelOrderTravellersOf, type HotelSelection } from "./hotel-order-item.ts";
import { hotelOrderProduct } from "./hotel-product.server.ts";

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

/** Posts of one checkout key wait for each other here: a later one finds the first one's order and holds nothing. */
const lockKey = (tx: Tx, holdKey: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hotel-order:${holdKey}`}))`);

/**
 * Holds the stay and writes its order through the order core's placement (or answers the order of the same key),
 * under the key's lock: the core releases the hold at the supplier when the order cannot be written.
 */
export async function placeHotelOrder(db: Db, input: PlaceHotelOrderInput): Promise<PlaceHotelOrderOutcome> {
  const now = input.now ?? new Date();
  const { holdKey } = input.selection;
  const known = await orderOfKey(db, holdKey);
  if (known) return { status: "placed", orderId: known, replayed: true };
  const travellers = hotelOrderTravellersOf(input.selection.guests);
  const quoted = await hotelOrderProduct.quote(input.selection, { travellers, now, seenTotalMinor: null });
  if (quoted.status !== "available") return { status: "refused", reason: quoted.reason };
  const exchangeRate = await orderExchangeRate(db, now);
  try {
    return await db.transaction(async (tx): Promise<PlaceHotelOrderOutcome> => {
      await lockKey(tx, holdKey);
      const raced = await orderOfKey(tx, holdKey);
      if (raced) return { status: "placed", orderId: raced, replayed: true };
      const placed = await placeOrder(
        tx,
        {
          userId: input.userId,
          contact: input.contact,
          invoice: input.invoice ?? null,
          travellers,
          checkoutId: input.browserKey ?? null,
          chargeCurrency: "USD",
          exchangeRate,
          // The hold's end (and the price's) is the supplier's, which placement takes from the hold.
          holdExpiresAt: null,
          items: [
            {
              product: "hotel",
              currency: quoted.currency,
              lines: quoted.lines,
              travellerIndexes: travellers.map((_, index) => index),
              details: quoted.details,
              productRecordId: null,
              supplierRef: null,
              holdExpiresAt: null,
              priceValidUntil: null,
            },
          ],
          actor: "customer",
        },
        now,
      );
      if (placed.status !== "held") throw new HoldRefused(placed.reason);
      return { status: "placed", orderId: placed.id, replayed: false };
    });
  } catch (error) {
    if (error instanceof HoldRefused) return { status: "refused", reason: error.message };
    throw error;
  }
}
