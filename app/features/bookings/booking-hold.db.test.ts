import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookingPassengers, bookings } from "#server/db/schema/bookings.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { AppError } from "#server/errors.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { holdBooking } from "./booking-service.server.ts";
import { adult, directOffer, holdInput, inventoryRow, leaveSeats, useInventory } from "./booking-test-data.server.ts";

describe("holding a booking (R1, R2)", () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
    useInventory(handle.db);
    offer = await directOffer({ adults: 1 }, 30);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("R1: 200 concurrent holds for the last 5 seats give exactly 5 bookings and 195 clear refusals", async () => {
    await leaveSeats(handle.db, offer, 150, 5);
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        holdBooking(
          handle.db,
          holdInput(offer, {
            passengers: [adult(1000 + n)],
            contact: { ...holdInput(offer).contact, email: `r1-${String(n)}@example.com` },
          }),
        ),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === "held")).toHaveLength(5);
    expect(statuses.filter((status) => status === "sold_out")).toHaveLength(195);
    const row = await inventoryRow(handle.db, offer);
    expect(row).toMatchObject({ capacity: 150, sold: 145, held: 5 });
    const [stored] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.state, "held"));
    expect(stored?.n).toBe(5);
    // Refused holds left nothing behind: no passenger rows without their booking.
    const [passengers] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookingPassengers);
    expect(passengers?.n).toBe(5);
  }, 120_000);

  it("R2: the same submit 50 times at once with one key creates one booking; another body with that key is a 409", async () => {
    await leaveSeats(handle.db, offer, 150, 40);
    const input = holdInput(offer, { passengers: [adult(5000)] });
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => holdBooking(handle.db, input)));
    const ids = new Set(outcomes.map((outcome) => (outcome.status === "held" ? outcome.bookingId : outcome.status)));
    expect([...ids]).toHaveLength(1);
    expect(outcomes[0]?.status).toBe("held");
    const rows = await handle.db.select().from(bookings).where(eq(bookings.checkoutId, input.checkoutId));
    expect(rows).toHaveLength(1);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);

    const other = { ...input, passengers: [adult(5001)] };
    await expect(holdBooking(handle.db, other)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === "CONFLICT",
    );
  }, 120_000);

  it("prices the travel assistance into the booking and refuses passengers that do not match the search", async () => {
    const outcome = await holdBooking(handle.db, holdInput(offer, { withAssistance: true, passengers: [adult(6000)] }));
    if (outcome.status !== "held") throw new Error(outcome.status);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, outcome.bookingId));
    expect(row?.price.assistance).toMatchObject({ scope: "domestic", travellers: 1, perPersonPerDayMinor: 300 });
    expect(row?.totalMinor).toBe((row?.price.flight.totalMinor ?? 0) + (row?.price.assistance?.totalMinor ?? 0));
    expect(row?.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);

    await expect(
      holdBooking(handle.db, holdInput(offer, { passengers: [adult(6001), adult(6002)] })),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.code === "INVALID_DATA");
  });

  it("answers 'gone' for a forged offer id and 'sold_out' when the cabin is full", async () => {
    expect(await holdBooking(handle.db, holdInput(offer, { offerId: `${offer.id}x` }))).toEqual({ status: "gone" });
    await leaveSeats(handle.db, offer, 150, 0);
    expect(await holdBooking(handle.db, holdInput(offer, { passengers: [adult(7000)] }))).toEqual({
      status: "sold_out",
    });
  });
});
