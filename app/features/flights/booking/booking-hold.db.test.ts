import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookingPassengers, bookingSeatHolds, bookings } from "#server/db/schema/bookings.ts";
import { orderItems } from "#server/db/schema/orders.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { AppError } from "#server/errors.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { priceOffer } from "#flights";
import { registerInsurance } from "#tests/support/insurance-add-on.ts";
import { registerOrderProduct } from "#app/features/orders/index.server.ts";
import { priceHeldSelection, repriceBooking } from "./booking-reprice.server.ts";
import { holdBooking, readGrantedBooking } from "./booking-service.server.ts";
import { flightOrderProduct } from "./flight-order-product.server.ts";
import {
  adult,
  directOffer,
  holdInput,
  inventoryRow,
  leaveSeats,
  useInventory,
} from "#tests/support/flight-fixture.ts";

describe("holding a booking (R1, R2), through the order core's flight product", () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  // The registered flight product, its hold watched: every seat hold must come through the port.
  const portHold = vi.fn((...args: Parameters<typeof flightOrderProduct.hold>) => flightOrderProduct.hold(...args));

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
    await seedInsurance(handle.db);
    registerInsurance();
    useInventory(handle.db);
    registerOrderProduct({ ...flightOrderProduct, hold: portHold });
    offer = await directOffer({ adults: 1 }, 30);
  }, 120_000);

  afterAll(async () => {
    registerOrderProduct(flightOrderProduct);
    await handle.close();
  });

  it("R1: 200 concurrent holds for the last 5 seats give exactly 5 bookings and 195 clear refusals", async () => {
    await leaveSeats(handle.db, offer, 150, 5);
    portHold.mockClear();
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
    // Every attempt reached the flight product's hold (order core -> product -> supplier); the 5 held ones left a
    // held flight item and a seat record each, the 195 refused ones nothing.
    expect(portHold).toHaveBeenCalledTimes(200);
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.product, "flight"));
    expect(items.map((item) => item.state)).toEqual(["held", "held", "held", "held", "held"]);
    const [seatRecords] = await handle.db.select({ n: sql<number>`sum(seats)::int` }).from(bookingSeatHolds);
    expect(seatRecords?.n).toBe(5);
  }, 120_000);

  it("R2: the same submit 50 times at once with one key creates one booking; another body with that key is a 409", async () => {
    await leaveSeats(handle.db, offer, 150, 40);
    const input = holdInput(offer, { passengers: [adult(5000)] });
    portHold.mockClear();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => holdBooking(handle.db, input)));
    const ids = new Set(outcomes.map((outcome) => (outcome.status === "held" ? outcome.bookingId : outcome.status)));
    expect([...ids]).toHaveLength(1);
    expect(outcomes[0]?.status).toBe("held");
    const rows = await handle.db.select().from(bookings).where(eq(bookings.checkoutId, input.checkoutId));
    expect(rows).toHaveLength(1);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);
    // The other 49 waited on the idempotency key and answered its record: the port held seats once.
    expect(portHold).toHaveBeenCalledTimes(1);

    const other = { ...input, passengers: [adult(5001)] };
    await expect(holdBooking(handle.db, other)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === "CONFLICT",
    );
  }, 120_000);

  it("prices the travel assistance into the booking and refuses passengers that do not match the search", async () => {
    const outcome = await holdBooking(handle.db, holdInput(offer, { withAssistance: true, passengers: [adult(6000)] }));
    if (outcome.status !== "held") throw new Error(outcome.status);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, outcome.bookingId));
    // Insurance's quote for the trip (travel-assistance.db.test.ts compares it with /seguros).
    expect(row?.price.assistance).toMatchObject({ travellers: 1, days: 1 });
    expect(row?.price.assistance?.totalMinor).toBeGreaterThan(0);
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

  it("holding the seats does not re-price the holder's own booking into the next fare bucket (defect 2)", async () => {
    const trip = await directOffer({ adults: 1 }, 31);
    // 61 of 150 economy seats left: bucket L closes at 90 seats taken, so this hold takes L's last seat.
    await leaveSeats(handle.db, trip, 150, 61);
    const outcome = await holdBooking(handle.db, holdInput(trip, { passengers: [adult(8000)] }));
    if (outcome.status !== "held") throw new Error(outcome.status);
    const booking = await readGrantedBooking(handle.db, outcome.bookingId);
    if (!booking) throw new Error("the held booking is not readable");
    expect(booking.offer.slices[0]?.options[0]?.segments[0]?.bookingClass).toBe("L");
    const choice = {
      optionIds: booking.offer.slices.map((slice) => slice.options[0]?.id ?? ""),
      fareFamilyCode: booking.fareFamily.code,
    };
    const held = booking.price.flight.totalMinor;

    // The defect: counted as taken, the booking's own seat closes L and a plain re-price quotes M, 11-12 % more.
    const plain = await priceOffer(trip.id, choice);
    if (plain.status !== "available") throw new Error(plain.status);
    expect(plain.price.totalMinor).toBeGreaterThan(held);

    // As its holder sees it (the review step, the pay action), the price is still the held one, inside its validity.
    const asHolder = await priceHeldSelection(handle.db, booking.id, trip.id, choice);
    if (asHolder.status !== "available") throw new Error(asHolder.status);
    expect(asHolder.price.totalMinor).toBe(held);
    expect(await repriceBooking(handle.db, booking)).toEqual({ priceMinor: booking.price.totalMinor, repriced: true });
    expect(Date.parse(asHolder.expiresAt)).toBeGreaterThan(Date.now());

    // For everyone else the seat stays taken (the plain re-price above is what another buyer is quoted).
    expect((await inventoryRow(handle.db, trip))?.held).toBe(1);
  });
});
