/**
 * Holds on our contracted inventory: a stay takes its rooms on every night with one conditional update, inside the
 * caller's transaction, so two buyers never get the same last room and a stay with one full night gets nothing.
 * The rows' CHECK (sold + held <= allotment, both >= 0) backs every update.
 */
import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { hotelHolds, hotelRatePlans, hotelRoomNights, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { AppError } from "#server/errors.ts";
import { cancellationCharge } from "./cancellation.ts";
import type { HoldRequest, HotelCancellation, HotelHold } from "./hotel-supplier.ts";
import type { Board } from "./hotel-types.ts";
import { checkStay, fitsRoomType, stayNights } from "./stay-rules.ts";
import { igvAppliesIn, priceStay, stayAmounts } from "./stay-pricing.ts";

export const HOLD_MINUTES = 20;

function holdOf(row: typeof hotelHolds.$inferSelect): HotelHold {
  return {
    holdId: row.id,
    ratePlanId: row.ratePlanId,
    roomTypeId: row.roomTypeId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    rooms: row.rooms,
    totalMinor: row.totalMinor,
    currency: row.currency,
    expiresAt: row.expiresAt,
  };
}

const nightsOf = (hold: { roomTypeId: number; checkIn: string; checkOut: string }) =>
  and(
    eq(hotelRoomNights.roomTypeId, hold.roomTypeId),
    gte(hotelRoomNights.night, hold.checkIn),
    lt(hotelRoomNights.night, hold.checkOut),
  );

export async function holdRooms(tx: Tx, request: HoldRequest): Promise<HotelHold> {
  if (request.idempotencyKey) {
    const [known] = await tx.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, request.idempotencyKey));
    if (known) return holdOf(known);
  }
  const [plan] = await tx
    .select({ plan: hotelRatePlans, type: hotelRoomTypes, hotel: hotels })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(eq(hotelRatePlans.id, request.ratePlanId));
  if (!plan) throw new AppError("NOT_FOUND", "Esta tarifa ya no está disponible.");
  if (!fitsRoomType(plan.type, request.rooms))
    throw new AppError("INVALID_DATA", "No caben los huéspedes de tu búsqueda en esta habitación.");
  await releaseExpired(tx, plan.type.id);
  // Rows locked in night order: concurrent holds on overlapping stays wait for each other, never deadlock.
  const rows = await tx
    .select()
    .from(hotelRoomNights)
    .where(
      and(
        eq(hotelRoomNights.roomTypeId, plan.type.id),
        gte(hotelRoomNights.night, request.checkIn),
        lte(hotelRoomNights.night, request.checkOut),
      ),
    )
    .orderBy(asc(hotelRoomNights.night))
    .for("update");
  const rooms = request.rooms.length;
  const check = checkStay(rows, { checkIn: request.checkIn, checkOut: request.checkOut, rooms, today: request.today });
  if (!check.ok) throw new AppError("CONFLICT", check.reason, { reason: "sold_out" });
  const nights = stayNights(request.checkIn, request.checkOut);
  const taken = await tx
    .update(hotelRoomNights)
    .set({ held: sql`${hotelRoomNights.held} + ${rooms}` })
    .where(
      and(
        nightsOf({ roomTypeId: plan.type.id, checkIn: request.checkIn, checkOut: request.checkOut }),
        eq(hotelRoomNights.stopSell, false),
        sql`${hotelRoomNights.allotment} - ${hotelRoomNights.sold} - ${hotelRoomNights.held} >= ${rooms}`,
      ),
    )
    .returning({ night: hotelRoomNights.night });
  if (taken.length !== nights.length)
    throw new AppError("CONFLICT", "Se acaban de reservar las últimas habitaciones de una de tus noches.", {
      reason: "sold_out",
    });
  const stayRows = rows.filter((row) => row.night < request.checkOut);
  const net = priceStay(
    stayRows,
    request.rooms,
    { ...plan.plan, board: plan.plan.board as Board },
    plan.hotel.childBands,
  );
  const [hold] = await tx
    .insert(hotelHolds)
    .values({
      ratePlanId: plan.plan.id,
      roomTypeId: plan.type.id,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      rooms,
      idempotencyKey: request.idempotencyKey ?? null,
      totalMinor: stayAmounts(
        net.nights.map((night) => night.amountMinor),
        igvAppliesIn(plan.hotel.countryCode),
      ).totalMinor,
      currency: plan.hotel.currency,
      expiresAt: sql`now() + make_interval(mins => ${request.holdMinutes ?? HOLD_MINUTES})`,
    })
    .returning();
  if (!hold) throw new AppError("INTERNAL");
  return holdOf(hold);
}

/** Moves a hold from one state to the next and its rooms with it; false when it was not in `from`. */
async function transition(
  tx: Tx,
  holdId: string,
  from: "held" | "confirmed",
  to: "released" | "confirmed" | "cancelled",
): Promise<typeof hotelHolds.$inferSelect | null> {
  const [hold] = await tx
    .update(hotelHolds)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(hotelHolds.id, holdId), eq(hotelHolds.state, from)))
    .returning();
  if (!hold) return null;
  const change =
    to === "released"
      ? { held: sql`${hotelRoomNights.held} - ${hold.rooms}` }
      : to === "confirmed"
        ? { held: sql`${hotelRoomNights.held} - ${hold.rooms}`, sold: sql`${hotelRoomNights.sold} + ${hold.rooms}` }
        : { sold: sql`${hotelRoomNights.sold} - ${hold.rooms}` };
  await tx.update(hotelRoomNights).set(change).where(nightsOf(hold));
  return hold;
}

export async function releaseHold(tx: Tx, holdId: string): Promise<boolean> {
  return (await transition(tx, holdId, "held", "released")) !== null;
}

export async function confirmHold(tx: Tx, holdId: string): Promise<boolean> {
  return (await transition(tx, holdId, "held", "confirmed")) !== null;
}

export async function cancelStay(tx: Tx, holdId: string, today: string): Promise<HotelCancellation | null> {
  const hold = await transition(tx, holdId, "confirmed", "cancelled");
  if (!hold) return null;
  const [plan] = await tx.select().from(hotelRatePlans).where(eq(hotelRatePlans.id, hold.ratePlanId));
  return cancellationCharge(plan?.cancellationTiers ?? [], hold.totalMinor, hold.checkIn, today);
}

/** Releases the expired holds of one room type (run before every hold on it, and by anyone who wants it done). */
export async function releaseExpired(tx: Tx, roomTypeId?: number): Promise<number> {
  const expired = await tx
    .select({ id: hotelHolds.id })
    .from(hotelHolds)
    .where(
      and(
        eq(hotelHolds.state, "held"),
        sql`${hotelHolds.expiresAt} < now()`,
        roomTypeId === undefined ? undefined : eq(hotelHolds.roomTypeId, roomTypeId),
      ),
    );
  let released = 0;
  for (const { id } of expired) if (await releaseHold(tx, id)) released += 1;
  return released;
}
