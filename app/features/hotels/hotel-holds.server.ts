/**
 * Holds on our contracted inventory: a stay takes its rooms on every night with one conditional update, inside the
 * caller's transaction, so two buyers never get the same last room and a stay with one full night gets nothing.
 * The rows' CHECK (sold + held <= allotment, both >= 0) backs every update. Behind the HotelSupplier port: a rate's
 * offer id is its rate plan's id, a hold's and a booking's reference the hotel_holds row's id (decision 056).
 */
import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Tx } from "#db";
import { hotelHolds, hotelRatePlans, hotelRoomNights, hotelRoomTypes, hotels } from "#server/db/schema/hotels.ts";
import { AppError } from "#server/errors.ts";
import { cancellationCharge } from "./cancellation.ts";
import type {
  AppliedHotelCancellation,
  HoldRequest,
  HotelBooking,
  HotelCancellation,
  HotelHold,
} from "./hotel-supplier.ts";
import type { Board } from "./hotel-types.ts";
import { checkStay, fitsRoomType, stayNights } from "./stay-rules.ts";
import { igvAppliesIn, priceStay, stayAmounts } from "./stay-pricing.ts";

export const HOLD_MINUTES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATE_PLAN_ID = /^\d{1,9}$/;

/** "KVH-3F9A21C0": a confirmed stay's confirmation number, from its hold. */
export const confirmationNumber = (holdId: string) => `KVH-${holdId.replaceAll("-", "").slice(0, 8).toUpperCase()}`;

function holdOf(row: typeof hotelHolds.$inferSelect): HotelHold {
  return {
    holdRef: row.id,
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
  const [plan] = RATE_PLAN_ID.test(request.offerId)
    ? await tx
        .select({ plan: hotelRatePlans, type: hotelRoomTypes, hotel: hotels })
        .from(hotelRatePlans)
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
        .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
        .where(eq(hotelRatePlans.id, Number(request.offerId)))
    : [];
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
  if (!UUID.test(holdId)) return null;
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

/** Books a held stay; a stay already booked answers its booking again (a retried payment). */
export async function confirmHold(tx: Tx, holdId: string): Promise<HotelBooking | null> {
  const confirmed = await transition(tx, holdId, "held", "confirmed");
  if (!confirmed) {
    const [known] = UUID.test(holdId)
      ? await tx.select({ state: hotelHolds.state }).from(hotelHolds).where(eq(hotelHolds.id, holdId))
      : [];
    if (known?.state !== "confirmed") return null;
  }
  return { bookingRef: holdId, confirmation: confirmationNumber(holdId) };
}

/** Keeps a held stay's rooms until `until` (a cash code's deadline). */
export async function extendHold(tx: Tx, holdId: string, until: Date): Promise<boolean> {
  if (!UUID.test(holdId)) return false;
  const updated = await tx
    .update(hotelHolds)
    .set({ expiresAt: until, updatedAt: sql`now()` })
    .where(and(eq(hotelHolds.id, holdId), eq(hotelHolds.state, "held")))
    .returning({ id: hotelHolds.id });
  return updated.length > 0;
}

/**
 * Cancels a booked stay by its rate plan's tiers (the rooms go back on sale) and keeps the agency's applied figures
 * on the hold's row, as the agency's record of what was retained and is due back.
 */
export async function cancelStay(
  tx: Tx,
  holdId: string,
  context: { today: string; applied: AppliedHotelCancellation },
): Promise<HotelCancellation | null> {
  const hold = await transition(tx, holdId, "confirmed", "cancelled");
  if (UUID.test(holdId)) {
    await tx
      .update(hotelHolds)
      .set({
        penaltyMinor: context.applied.penaltyMinor,
        refundDueMinor: context.applied.refundMinor,
        cancelledAt: context.applied.at,
        updatedAt: sql`now()`,
      })
      .where(eq(hotelHolds.id, holdId));
  }
  if (!hold) return null;
  const [plan] = await tx.select().from(hotelRatePlans).where(eq(hotelRatePlans.id, hold.ratePlanId));
  return cancellationCharge(plan?.cancellationTiers ?? [], hold.totalMinor, hold.checkIn, context.today);
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
