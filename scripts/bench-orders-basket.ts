// The basket subject of `npm run bench:orders` (issue 41): a flight+hotel hold through the order core's port, as the
// flight+hotel checkout makes it (flight-hotel/flight-hotel-order.server.ts: the flight priced and the stay quoted in
// parallel, then one transaction: the idempotency record, the duplicate check, the booking, the order's placement =
// the flight product's seat hold, the hotel product's hold of every night, the order with both items in one
// statement, and the bundle's discount on the hotel). One adult on one of the flight subject's 60 flight-dates and
// one of the hotel subject's 60 stays, both refilled before each run.
import type { Db } from "#server/db/client.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { configureFlightHotel, holdFlightHotel } from "#app/features/flight-hotel/index.server.ts";
import { adult, holdInput, leaveSeats } from "#tests/support/flight-fixture.ts";
import { benchStays, refillStays } from "./bench-orders-hotel.ts";

export async function basketSubject(db: Db, offers: readonly FlightOffer[]) {
  const stays = await benchStays(db);
  configureFlightHotel({ hotelDiscountPercent: 10 });
  let serial = 0;
  return {
    name: "flight+hotel basket",
    async refill() {
      for (const offer of offers) await leaveSeats(db, offer, 180, 180);
      await refillStays(db);
    },
    async hold(measured: Db): Promise<boolean> {
      const n = serial++;
      const offer = offers[n % offers.length] as FlightOffer;
      const stay = stays[n % stays.length];
      if (!stay) throw new Error("no stay");
      const passenger = adult(500_000 + n);
      const input = holdInput(offer, {
        passengers: [passenger],
        contact: { ...holdInput(offer).contact, email: `bench-basket-${String(n)}@example.com` },
      });
      const { guests: _guests, ...hotel } = stay;
      const outcome = await holdFlightHotel(measured, {
        ...input,
        hotel: { ...hotel, rooms: [{ adults: 1, childrenAges: [] }] },
        leadGuestIndexes: [0],
      });
      return outcome.status === "held";
    },
  };
}
