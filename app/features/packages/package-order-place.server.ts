/**
 * Placing a package order: quote the departure and rooms, then in one transaction place its order with the order
 * core, which holds the places through the package product, writes the order with its travellers and schedules its
 * expiry. The checkout's key makes a retried post answer the first order.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orderItems } from "#server/db/schema/orders.ts";
import type { OrderContact, OrderInvoice, OrderTraveller } from "#app/features/orders/order-contract.ts";
import { orderExchangeRate, placeOrder } from "#app/features/orders/index.server.ts";
import type { PackageSelection } from "./package-order-item.ts";
import { packageOrderProduct } from "./package-product.server.ts";

export type PlacePackageOrderInput = {
  selection: PackageSelection;
  travellers: OrderTraveller[];
  contact: OrderContact;
  invoice?: OrderInvoice | null;
  userId: string | null;
  /** The total the buyer saw: a different quote refuses the order with the price-change reason. */
  seenTotalMinor?: number | null;
  now?: Date;
};

export type PlacePackageOrderOutcome =
  { status: "placed"; orderId: string; replayed: boolean } | { status: "refused"; reason: string };

/** The order an earlier post with the same key made, if any. */
async function orderOfKey(db: Pick<Db, "select">, holdKey: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.product, "package"), sql`${orderItems.details}->>'holdKey' = ${holdKey}`));
  return row?.orderId ?? null;
}

class HoldRefused extends Error {}

/** Holds the places and writes the order through the order core's placement (or answers the same key's order). */
export async function placePackageOrder(db: Db, input: PlacePackageOrderInput): Promise<PlacePackageOrderOutcome> {
  const now = input.now ?? new Date();
  const { holdKey } = input.selection;
  const known = await orderOfKey(db, holdKey);
  if (known) return { status: "placed", orderId: known, replayed: true };
  const quoted = await packageOrderProduct.quote(input.selection, {
    travellers: input.travellers,
    now,
    seenTotalMinor: input.seenTotalMinor ?? null,
  });
  if (quoted.status !== "available") return { status: "refused", reason: quoted.reason };
  if (quoted.changed) return { status: "refused", reason: quoted.changed.reason };
  if (input.travellers.length !== quoted.details.places)
    return { status: "refused", reason: "Ingresa los datos de cada viajero." };
  const exchangeRate = await orderExchangeRate(db, now);
  try {
    return await db.transaction(async (tx: Tx): Promise<PlacePackageOrderOutcome> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`package-order:${holdKey}`}))`);
      const raced = await orderOfKey(tx, holdKey);
      if (raced) return { status: "placed", orderId: raced, replayed: true };
      const placed = await placeOrder(
        tx,
        {
          userId: input.userId,
          contact: input.contact,
          invoice: input.invoice ?? null,
          travellers: input.travellers,
          checkoutId: null,
          chargeCurrency: "USD",
          exchangeRate,
          // The hold's end is the allotment's, which placement takes from the hold.
          holdExpiresAt: null,
          items: [
            {
              product: "package",
              currency: quoted.currency,
              lines: quoted.lines,
              travellerIndexes: input.travellers.map((_, index) => index),
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
