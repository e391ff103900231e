import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { hotelHolds, hotelRoomNights } from "#server/db/schema/hotels.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { seededHotelPlan } from "#tests/support/order-fixture.ts";
import { StayRefusal } from "./hotel-supplier.ts";
import { inventoryHotelSupplier as supplier } from "./inventory-supplier.server.ts";

describe("hotel holds on the contracted inventory", () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let roomTypeId: number;
  const today = todayInLima();
  const checkIn = addDays(today, 40);
  const checkOut = addDays(today, 43);
  const couple = [{ adults: 2, childrenAges: [] }];

  const nightsRow = (night: string) =>
    handle.db
      .select()
      .from(hotelRoomNights)
      .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, night)))
      .then((rows) => rows[0]);
  const setNight = (night: string, patch: Partial<typeof hotelRoomNights.$inferInsert>) =>
    handle.db
      .update(hotelRoomNights)
      .set(patch)
      .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, night)));
  const hold = (key?: string) =>
    handle.db.transaction((tx) =>
      supplier.hold(tx, {
        offerId: String(ratePlanId),
        checkIn,
        checkOut,
        rooms: couple,
        today,
        ...(key ? { idempotencyKey: key } : {}),
      }),
    );

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedHotels(handle.db, new Date());
    ({ ratePlanId, roomTypeId } = await seededHotelPlan(handle.db));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("seeds the window of nights once: a second run adds nothing", async () => {
    const count = () =>
      handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(hotelRoomNights)
        .then((rows) => rows[0]?.n);
    const before = await count();
    await seedHotels(handle.db, new Date());
    expect(await count()).toBe(before);
    expect(await nightsRow(addDays(today, 120))).toBeDefined();
  });

  it("100 concurrent holds for the last 3 rooms of a night give exactly 3", async () => {
    const row = await nightsRow(addDays(checkIn, 1));
    if (!row) throw new Error("night missing");
    await setNight(addDays(checkIn, 1), { sold: row.allotment - 3 });
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => hold()));
    const held = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(97);
    for (const outcome of refused) expect((outcome.reason as StayRefusal).kind).toBe("sold_out");
    const after = await nightsRow(addDays(checkIn, 1));
    expect(after?.sold).toBe(row.allotment - 3);
    expect(after?.held).toBe(3);
    // The other nights of those stays are held too, and only by those three.
    expect((await nightsRow(checkIn))?.held).toBe(3);
    for (const outcome of held) await handle.db.transaction((tx) => supplier.release(tx, outcome.value.holdRef));
    expect((await nightsRow(addDays(checkIn, 1)))?.held).toBe(0);
    await setNight(addDays(checkIn, 1), { sold: 0 });
  });

  it("refuses a stay that spans a sold-out night whole: no other night is taken", async () => {
    const full = addDays(checkIn, 2);
    const row = await nightsRow(full);
    await setNight(full, { sold: row?.allotment ?? 0 });
    const refusal = await hold().catch((error: unknown) => error);
    // A refusal in the port's terms, with our inventory's own words for the customer.
    expect(refusal).toBeInstanceOf(StayRefusal);
    expect((refusal as StayRefusal).kind).toBe("sold_out");
    expect((refusal as StayRefusal).customerMessage).toMatch(/No quedan habitaciones libres/);
    expect((await nightsRow(checkIn))?.held).toBe(0);
    await setNight(full, { sold: 0 });
  });

  it("an idempotent retry makes one hold; release gives the rooms back once", async () => {
    const first = await hold("retry-key-1");
    const again = await hold("retry-key-1");
    expect(again.holdRef).toBe(first.holdRef);
    expect((await nightsRow(checkIn))?.held).toBe(1);
    expect(await handle.db.transaction((tx) => supplier.release(tx, first.holdRef))).toBe(true);
    expect(await handle.db.transaction((tx) => supplier.release(tx, first.holdRef))).toBe(false);
    expect((await nightsRow(checkIn))?.held).toBe(0);
  });

  it("confirms a hold into sold rooms and cancels it by the rate plan's tiers", async () => {
    const taken = await hold();
    expect(await handle.db.transaction((tx) => supplier.confirm(tx, taken.holdRef))).toMatchObject({
      bookingRef: taken.holdRef,
    });
    expect((await handle.db.transaction((tx) => supplier.confirm(tx, taken.holdRef)))?.confirmation).toMatch(
      /^KVH-[0-9A-F]{8}$/,
    );
    expect(await nightsRow(checkIn)).toMatchObject({ sold: 1, held: 0 });
    const refund = await handle.db.transaction((tx) =>
      supplier.cancel(tx, taken.holdRef, {
        today: addDays(checkIn, -4),
        applied: { penaltyMinor: 0, refundMinor: 0, at: new Date() },
      }),
    );
    expect(refund).toEqual({
      penaltyPercent: 50,
      penaltyMinor: Math.round(taken.totalMinor / 2),
      refundMinor: taken.totalMinor - Math.round(taken.totalMinor / 2),
    });
    expect(await nightsRow(checkIn)).toMatchObject({ sold: 0, held: 0 });
  });

  it("releases expired holds before holding again", async () => {
    const stale = await handle.db.transaction((tx) =>
      supplier.hold(tx, { offerId: String(ratePlanId), checkIn, checkOut, rooms: couple, today, holdMinutes: 0 }),
    );
    await hold();
    const [row] = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.id, stale.holdRef));
    expect(row?.state).toBe("released");
    expect((await nightsRow(checkIn))?.held).toBe(1);
  });
});
