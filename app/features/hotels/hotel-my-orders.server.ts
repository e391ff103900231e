/** A signed-in user's hotel orders, newest first, as 'Mis reservas' lists them (amounts from computeOrderAmounts). */
import { desc, eq } from "drizzle-orm";
import { getDb } from "#db";
import { orders } from "#server/db/schema/orders.ts";
import { chargeText, computeOrderAmounts, ORDER_STATE_LABELS } from "#app/features/orders/index.ts";
import { ordersFromRows } from "#app/features/orders/index.server.ts";
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
  return (await ordersFromRows(getDb(), rows)).flatMap((order) => {
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
        total: chargeText(computeOrderAmounts(order)),
        href: hotelOrderPaths(order.id).page,
      },
    ];
  });
}
