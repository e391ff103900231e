// The hotel subject of `npm run bench:orders`: a hotel hold through the order core's port, as 'Continuar al pago'
// makes it (hotels/hotel-order-place.server.ts: the key's earlier order, the quote at the supplier, then one
// transaction: the hotel product's hold = the rate plan, expired holds of the room type released, every night locked
// in order and taken with one conditional update, the hold's record in a savepoint, then the order with its item and
// lines). Stays of 2 nights for 2 adults, spread over 60 (room type, check-in) pairs of the seeded hotels that do not
// share a night, so holds contend as much as 60 popular stays would; refilled before each run (held, sold and the old
// holds cleared, the allotment raised so every hold finds room).
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { hotels } from "#server/db/schema/hotels.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { HotelSelection } from "#app/features/hotels/hotel-order-item.ts";
import { placeHotelOrder } from "#app/features/hotels/hotel-order-place.server.ts";
import { registerHotelOrderProduct } from "#app/features/hotels/hotel-product.server.ts";
import { hotelSupplier } from "#app/features/hotels/hotel-suppliers.server.ts";

const STAYS = 60;
const NIGHTS = 2;
const ROOMS = [{ adults: 2, childrenAges: [] }];
const contact = {
  firstName: "Rosa",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email: "bench-hotel@example.com",
};
const guest = { firstName: "Rosa", lastName: "Quispe", documentType: "DNI" as const, documentNumber: "45678912" };

export type Stay = Omit<HotelSelection, "holdKey">;

/** Seeds the hotels and picks STAYS stays that do not share a night of a room type. */
export async function benchStays(db: Db): Promise<Stay[]> {
  await seedHotels(db, new Date());
  registerHotelOrderProduct({ siteUrl: "https://bench.invalid" });
  const slugs = await db
    .select({ slug: hotels.slug })
    .from(hotels)
    .where(eq(hotels.active, true))
    .orderBy(asc(hotels.id));
  const today = todayInLima();
  const stays: Stay[] = [];
  // Check-ins 3 days apart from 20 days out: no two stays of one room type share a night.
  for (let day = 20; stays.length < STAYS && day < 110; day += NIGHTS + 1) {
    const checkIn = addDays(today, day);
    const checkOut = addDays(checkIn, NIGHTS);
    for (const { slug } of slugs) {
      const priced = await hotelSupplier().rates(slug, { checkIn, checkOut, rooms: ROOMS, today });
      for (const room of priced?.rooms ?? []) {
        const rate = room.rates.find((candidate) => candidate.available);
        if (!rate || stays.length >= STAYS) continue;
        stays.push({
          slug,
          offerId: rate.offerId,
          checkIn,
          checkOut,
          rooms: ROOMS,
          igvExempt: false,
          guests: [guest],
        });
      }
    }
  }
  if (stays.length < STAYS) throw new Error(`only ${String(stays.length)} hotel stays on sale`);
  return stays;
}

/** Every room night free again, and room for every hold of a run. */
export async function refillStays(db: Db): Promise<void> {
  await db.execute(sql`update hotel_holds set state = 'released' where state = 'held'`);
  await db.execute(sql`update hotel_room_nights set held = 0, sold = 0, allotment = 2000`);
}

/** The hotel subject: `hold` places one hotel order on `db` (true when held). */
export async function hotelSubject(db: Db) {
  const stays = await benchStays(db);
  let serial = 0;
  return {
    name: "hotel",
    refill: () => refillStays(db),
    async hold(measured: Db): Promise<boolean> {
      const stay = stays[serial++ % stays.length] as Stay;
      const placed = await placeHotelOrder(measured, {
        selection: { ...stay, holdKey: randomUUID() },
        contact,
        userId: null,
      });
      return placed.status === "placed";
    },
  };
}
