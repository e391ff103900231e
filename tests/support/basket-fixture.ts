// A database for flight+hotel basket tests: the order core's products, a hotel rate plan, a direct flight `daysOut`
// ahead with 40 seats left for 2 adults, and the bundle's 10 % discount configured.
import type { DbHandle } from "#server/db/client.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { configureFlightHotel } from "#app/features/flight-hotel/flight-hotel-config.server.ts";
import { directOffer, leaveSeats } from "./flight-fixture.ts";
import { orderTestDb, seededHotelPlan } from "./order-fixture.ts";

export type BasketTestDb = { handle: DbHandle; offer: FlightOffer; ratePlanId: number; roomTypeId: number };

export async function basketTestDb(daysOut: number): Promise<BasketTestDb> {
  const handle = await orderTestDb(["flights", "hotels", "discounts"]);
  const { ratePlanId, roomTypeId } = await seededHotelPlan(handle.db);
  const offer = await directOffer({ adults: 2 }, daysOut);
  await leaveSeats(handle.db, offer, 150, 40);
  configureFlightHotel({ hotelDiscountPercent: 10 });
  return { handle, offer, ratePlanId, roomTypeId };
}
