import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { and, eq } from "drizzle-orm";
import { flightInventory } from "#server/db/schema/flights.ts";
import { directOffer, flightOf, leaveSeats, seedHeldBooking } from "#tests/support/flight-fixture.ts";
import { holdSeats, seatRequestsOf } from "#app/features/flights/inventory/seat-holds.server.ts";

describe("the seat limits", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedHeldBooking(handle.db, 900, 28);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("holds within the quoted bucket's limit only, even when the cabin has room", async () => {
    const offer = await directOffer({ adults: 1 }, 29);
    await leaveSeats(handle.db, offer, 100, 100);
    const flight = flightOf(offer);
    const [request] = seatRequestsOf(offer, 1) ?? [];
    if (!request) throw new Error("no request");
    // Bucket O closes at 20% of the cabin: 20 seats. With 20 taken, an O-priced hold must fail.
    const atO = { ...request, closesAt: 0.2 };
    const where = and(
      eq(flightInventory.scheduleId, flight.scheduleId),
      eq(flightInventory.departureDate, flight.departureDate),
      eq(flightInventory.cabin, 0),
    );
    await handle.db.update(flightInventory).set({ sold: 19, held: 0 }).where(where);
    expect(await handle.db.transaction((tx) => holdSeats(tx, [atO], "2026-01-01"))).toBe(true);
    expect(await handle.db.transaction((tx) => holdSeats(tx, [atO], "2026-01-01"))).toBe(false);
    const [row] = await handle.db.select().from(flightInventory).where(where);
    expect(row).toMatchObject({ sold: 19, held: 1 });
  });
});
