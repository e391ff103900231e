import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db";
import { orderItems, orders } from "#server/db/schema/orders.ts";
import { heldHotelOrder, hotelStay, orderTestDb, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { searchOrders } from "./order-desk-queries.server.ts";

/**
 * A hotel order's travellers are its rooms' lead guests: the desk counts them and its traveller and document filters
 * find them. Migration 0046 gives orders placed before (with no travellers) the ones their hotel item stored.
 */
const BACKFILL = readFileSync(resolve("drizzle/0046_hotel-order-travellers.sql"), "utf8");
const contact = {
  firstName: "Rosa",
  lastName: "Huamán",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email: "rosa.huaman@ejemplo.pe",
};
const lead = { firstName: "Rosa", lastName: "Huamán Ccori", documentType: "DNI" as const, documentNumber: "41234567" };
const second = { firstName: "Aiko", lastName: "Tanaka", documentType: "PAS" as const, documentNumber: "TK829310" };

describe(`hotel guests on the orders desk on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  const twoRooms = (offset: number) =>
    hotelStay(ratePlanId, lead, offset, 2, {
      rooms: [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [] },
      ],
      guests: [lead, second],
    });

  it("places each room's lead guest as a traveller of the order, without a birth date it never asked", async () => {
    const id = await heldHotelOrder(handle.db, twoRooms(40), contact);
    const order = await loadOrder(handle.db, id);
    expect(order?.travellers).toEqual([
      { ...lead, type: "ADT", birthDate: null, nationality: null, gender: null },
      { ...second, documentType: "PASAPORTE", type: "ADT", birthDate: null, nationality: null, gender: null },
    ]);
    expect(order?.items[0]?.travellerIndexes).toEqual([0, 1]);

    const byGuest = await searchOrders({ viajero: "rosa huamán" }, handle.db);
    expect(byGuest.rows.map((row) => [row.code, row.travellers, row.products])).toEqual([[order?.code, 2, ["hotel"]]]);
    const byPassport = await searchOrders({ documento: "TK829310" }, handle.db);
    expect(byPassport.rows.map((row) => row.code)).toEqual([order?.code]);
  });

  it("migration 0046 fills an older hotel order's travellers from its guests and leaves other orders as they are", async () => {
    const older = await heldHotelOrder(handle.db, twoRooms(50), contact);
    const kept = await heldHotelOrder(handle.db, hotelStay(ratePlanId, second, 60, 2), contact);
    const placed = await loadOrder(handle.db, older);
    const keptBefore = await loadOrder(handle.db, kept);
    // As before 0046: no travellers on the order, none named by its item.
    await handle.db.update(orders).set({ travellers: [] }).where(eq(orders.id, older));
    await handle.db.update(orderItems).set({ travellerIndexes: [] }).where(eq(orderItems.orderId, older));
    expect((await searchOrders({ viajero: "Huamán Ccori" }, handle.db)).rows.map((row) => row.code)).not.toContain(
      placed?.code,
    );

    await handle.db.execute(sql.raw(BACKFILL));
    const migrated = await loadOrder(handle.db, older);
    expect(migrated?.travellers).toEqual(placed?.travellers);
    expect(migrated?.items[0]?.travellerIndexes).toEqual([0, 1]);
    expect(await loadOrder(handle.db, kept)).toEqual(keptBefore);
    const found = await searchOrders({ viajero: "Huamán Ccori" }, handle.db);
    expect(found.rows.find((row) => row.code === placed?.code)?.travellers).toBe(2);

    // Run again, it changes nothing.
    await handle.db.execute(sql.raw(BACKFILL));
    expect(await loadOrder(handle.db, older)).toEqual(migrated);
  });
});
