import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "#db";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookingSeatHolds, bookings } from "#server/db/schema/bookings.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import type { FlightBookingSupplier, FlightSupplier } from "#app/features/flights/flight-supplier.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { configureFlightSearch } from "#app/features/flights/flight-search-service.server.ts";
import { createInventorySupplier } from "#app/features/flights/inventory/inventory-supplier.server.ts";
import { itemSupplierRefs, loadOrder } from "#app/features/orders/index.server.ts";
import { holdBooking } from "./booking-service.server.ts";
import { adult, directOffer, holdInput, inventoryRow, leaveSeats } from "#tests/support/flight-fixture.ts";
import { flightOrderProduct, type FlightOrderItem } from "./flight-order-product.server.ts";

/**
 * A second supplier behind the flight port (decision 056): it quotes our network's flights (so the offers exist) but
 * holds, books and cancels in its own books under opaque references, as an airline system or a GDS would. Nothing of
 * the purchase may reach our inventory's seat records or counts.
 */
function fakeGds(db: DbHandle["db"]) {
  const quoting = createInventorySupplier(db);
  const calls: string[] = [];
  const holds = new Map<string, "held" | "released" | "booked" | "cancelled">();
  let soldOut = false;
  const booking: FlightBookingSupplier = {
    async hold(_tx, request) {
      calls.push(`hold ${String(request.seats)} ${request.offer.supplier}`);
      if (soldOut) return { status: "sold_out" };
      const holdRef = `GDS-HOLD-${String(holds.size + 1)}`;
      holds.set(holdRef, "held");
      return { status: "held", holdRef, expiresAt: null };
    },
    async release(_tx, holdRef) {
      calls.push(`release ${holdRef}`);
      if (holds.get(holdRef) !== "held") return false;
      holds.set(holdRef, "released");
      return true;
    },
    async confirm(_tx, holdRef) {
      calls.push(`confirm ${holdRef}`);
      if (holds.get(holdRef) !== "held") return null;
      holds.set(holdRef, "booked");
      return { bookingRef: holdRef.replace("HOLD", "ORDER") };
    },
    async cancel(_tx, bookingRef) {
      calls.push(`cancel ${bookingRef}`);
      holds.set(bookingRef.replace("ORDER", "HOLD"), "cancelled");
      return { currency: "USD", refundMinor: 1_000, penaltyMinor: 500 };
    },
  };
  const supplier: FlightSupplier = {
    id: "fake-gds",
    search: (search, signal) => quoting.search(search, signal),
    // The fake keeps its own books: our inventory's holds are none of its business.
    price: (search, optionIds, fareFamilyCode) => quoting.price(search, optionIds, fareFamilyCode),
    booking,
  };
  return { supplier, calls, holds, setSoldOut: (value: boolean) => (soldOut = value) };
}

describe("a second flight supplier through the port, with opaque references only", () => {
  let handle: DbHandle;
  let gds: ReturnType<typeof fakeGds>;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
    gds = fakeGds(handle.db);
    configureFlightSearch({ suppliers: [gds.supplier], offerKey: "supplier-port-test-key" });
    offer = await directOffer({ adults: 1 }, 33);
    await leaveSeats(handle.db, offer, 150, 10);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  const flightItem = async (bookingId: string) => {
    const order = await loadOrder(handle.db, bookingId);
    const item = order?.items.find((candidate) => candidate.product === "flight");
    if (!order || !item) throw new Error("no flight item");
    return { order, item: item as FlightOrderItem };
  };
  const inTx = <T>(run: (tx: Tx) => Promise<T>) => handle.db.transaction(run);
  const seatRecords = async () =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookingSeatHolds))[0]?.n;

  it("holds, books, cancels and releases at the supplier by its references; our inventory is untouched", async () => {
    expect(offer.supplier).toBe("fake-gds");
    const before = await inventoryRow(handle.db, offer);

    const held = await holdBooking(handle.db, holdInput(offer, { passengers: [adult(1)] }));
    if (held.status !== "held") throw new Error(`not held: ${held.status}`);
    const { order, item } = await flightItem(held.bookingId);
    expect(itemSupplierRefs(item.details)).toEqual({ supplier: "fake-gds", holdRef: "GDS-HOLD-1", bookingRef: null });
    expect(gds.calls).toEqual(["hold 1 fake-gds"]);

    const confirmed = await inTx((tx) =>
      flightOrderProduct.confirm(tx, item, { order, now: new Date(), payment: null }),
    );
    expect(confirmed.state).toBe("fulfilled");
    const paid = await flightItem(held.bookingId);
    expect(itemSupplierRefs(paid.item.details)).toEqual({
      supplier: "fake-gds",
      holdRef: "GDS-HOLD-1",
      bookingRef: "GDS-ORDER-1",
    });
    expect(gds.holds.get("GDS-HOLD-1")).toBe("booked");

    const applied = { paidMinor: 10_000, retainedMinor: 2_000, refundMinor: 7_000 };
    await inTx((tx) =>
      flightOrderProduct.cancel(tx, paid.item, { order: paid.order, now: new Date(), actor: "staff", applied }),
    );
    expect(gds.calls.slice(1)).toEqual(["confirm GDS-HOLD-1", "release GDS-HOLD-1", "cancel GDS-ORDER-1"]);
    expect(gds.holds.get("GDS-HOLD-1")).toBe("cancelled");

    // Another hold, given back unpaid: the supplier releases its own reference.
    const second = await holdBooking(handle.db, holdInput(offer, { passengers: [adult(2)] }));
    if (second.status !== "held") throw new Error(`not held: ${second.status}`);
    const unpaid = await flightItem(second.bookingId);
    await inTx((tx) => flightOrderProduct.release(tx, unpaid.item, { reason: "left", now: new Date() }));
    expect(gds.calls.slice(-2)).toEqual(["hold 1 fake-gds", "release GDS-HOLD-2"]);
    expect(gds.holds.get("GDS-HOLD-2")).toBe("released");
    const [row] = await handle.db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, second.bookingId));
    expect(row?.state).toBe("cancelled");

    // No inventory row id, seat record or count was written for either purchase.
    expect(await seatRecords()).toBe(0);
    expect(await inventoryRow(handle.db, offer)).toEqual(before);
  });

  it("a supplier's refusal rolls the whole hold back", async () => {
    gds.setSoldOut(true);
    const refused = await holdBooking(handle.db, holdInput(offer, { passengers: [adult(3)] }));
    gds.setSoldOut(false);
    expect(refused.status).toBe("sold_out");
    const [held] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.state, "held"));
    expect(held?.n).toBe(0);
  });
});
