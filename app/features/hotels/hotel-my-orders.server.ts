/** A signed-in user's hotel orders, newest first, as 'Mis reservas' lists them (amounts from computeOrderAmounts). */
import { desc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import {
  cancellationSummary,
  chargeText,
  computeOrderAmounts,
  ORDER_STATE_LABELS,
} from "#app/features/orders/index.ts";
import { ordersFromRows, recordedCancellation } from "#app/features/orders/index.server.ts";
import type { HotelItemDetails } from "./hotel-order-item.ts";
import { hotelOrderPaths } from "./hotel-urls.ts";

export type HotelOrderSummary = {
  id: string;
  code: string;
  state: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  total: string;
  href: string;
};

export async function hotelOrdersOfUser(userId: string): Promise<HotelOrderSummary[]> {
  const rows = await getDb()
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const found = await ordersFromRows(getDb(), rows);
  // A cancelled stay shows what was paid, retained and refunded (its total is no longer a price).
  const cancelled = new Map<string, string>();
  for (const order of found.filter((candidate) => candidate.state === "cancelled")) {
    const record = await recordedCancellation(getDb(), order.id);
    if (record) cancelled.set(order.id, cancellationSummary(record.figures));
  }
  return found.flatMap((order) => {
    const item = order.items.find((candidate) => candidate.product === "hotel");
    if (!item) return [];
    const details = item.details as HotelItemDetails;
    return [
      {
        id: order.id,
        code: order.code,
        state: ORDER_STATE_LABELS[order.state],
        hotelName: details.hotel.name,
        checkIn: details.checkIn,
        checkOut: details.checkOut,
        total: cancelled.get(order.id) ?? chargeText(computeOrderAmounts(order)),
        href: hotelOrderPaths(order.id).page,
      },
    ];
  });
}
