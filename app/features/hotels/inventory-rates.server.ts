import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb } from "#db";
import { hotelRatePlans, hotelRoomNights, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { describeCancellation, freeCancellationUntil } from "./cancellation.ts";
import type { HotelDetail, HotelQuery, RateOption, RoomOption } from "./hotel-supplier.ts";
import type { Board, RoomNight } from "./hotel-types.ts";
import { checkStay, fitsRoomType } from "./stay-rules.ts";
import { igvAppliesIn, priceStay, stayAmounts } from "./stay-pricing.ts";

type StayQuery = Omit<HotelQuery, "destinations">;

export type HotelRow = typeof hotels.$inferSelect;

export function detailOf(row: HotelRow): HotelDetail {
  return {
    slug: row.slug,
    name: row.name,
    destinationCode: row.destinationCode,
    countryCode: row.countryCode,
    stars: row.stars,
    district: row.district,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    summary: row.summary,
    photos: row.photos,
    amenities: row.amenities,
    score: row.score,
    currency: row.currency,
    description: row.description,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    policies: row.policies,
  };
}

/** Every room type of `hotelRows` with its rate plans priced for the stay (three queries for any number of hotels). */
export async function roomOptionsOf(hotelRows: HotelRow[], query: StayQuery): Promise<Map<number, RoomOption[]>> {
  const db = getDb();
  const ids = hotelRows.map((row) => row.id);
  const result = new Map<number, RoomOption[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const types = await db
    .select()
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.hotelId, ids))
    .orderBy(asc(hotelRoomTypes.id));
  const typeIds = types.map((type) => type.id);
  if (typeIds.length === 0) return result;
  const [plans, nights] = await Promise.all([
    db.select().from(hotelRatePlans).where(inArray(hotelRatePlans.roomTypeId, typeIds)).orderBy(asc(hotelRatePlans.id)),
    db
      .select()
      .from(hotelRoomNights)
      .where(
        and(
          inArray(hotelRoomNights.roomTypeId, typeIds),
          gte(hotelRoomNights.night, query.checkIn),
          lte(hotelRoomNights.night, query.checkOut),
        ),
      )
      .orderBy(asc(hotelRoomNights.night)),
  ]);
  const hotelById = new Map(hotelRows.map((row) => [row.id, row]));
  for (const type of types) {
    const hotel = hotelById.get(type.hotelId);
    if (!hotel) continue;
    const rows: RoomNight[] = nights.filter((night) => night.roomTypeId === type.id);
    const stayRows = rows.filter((row) => row.night < query.checkOut);
    const fits = fitsRoomType(type, query.rooms);
    const check = checkStay(rows, {
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      rooms: query.rooms.length,
      today: query.today,
    });
    const rates = plans
      .filter((plan) => plan.roomTypeId === type.id)
      .map((plan): RateOption => {
        const terms = { ...plan, board: plan.board as Board };
        const priced = check.ok ? priceStay(stayRows, query.rooms, terms, hotel.childBands) : null;
        const amounts = stayAmounts(
          (priced?.nights ?? []).map((night) => night.amountMinor),
          igvAppliesIn(hotel.countryCode),
        );
        return {
          offerId: String(plan.id),
          name: plan.name,
          board: terms.board,
          refundable: plan.refundable,
          cancellationTiers: plan.cancellationTiers,
          cancellation: describeCancellation(plan.cancellationTiers, query.checkIn, query.today),
          freeCancellationUntil: freeCancellationUntil(plan.cancellationTiers, query.checkIn, query.today),
          available: fits && check.ok,
          unavailableReason: !fits
            ? "No caben los huéspedes de tu búsqueda en esta habitación."
            : check.ok
              ? null
              : check.reason,
          netMinor: amounts.netMinor,
          totalMinor: amounts.totalMinor,
          perNightMinor: amounts.perNightMinor,
          averaged: amounts.averaged,
          nights: priced?.nights ?? [],
        };
      });
    result.get(type.hotelId)?.push({
      roomId: String(type.id),
      name: type.name,
      description: type.description,
      maxAdults: type.maxAdults,
      maxChildren: type.maxChildren,
      fits,
      rates,
    });
  }
  return result;
}

export async function hotelsIn(destinations: string[]): Promise<HotelRow[]> {
  if (destinations.length === 0) return [];
  return getDb()
    .select()
    .from(hotels)
    .where(and(eq(hotels.active, true), inArray(hotels.destinationCode, destinations)));
}

export async function hotelBySlug(slug: string): Promise<HotelRow | null> {
  const [row] = await getDb()
    .select()
    .from(hotels)
    .where(and(eq(hotels.slug, slug), eq(hotels.active, true)));
  return row ?? null;
}
