import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { hotelHolds, hotelRoomNights } from "#server/db/schema/hotels.ts";
import { orderItems, orders } from "#server/db/schema/orders.ts";
import {
  heldHotelOrder,
  hotelStay,
  orderTestDb,
  payHotelOrderByCard,
  seededHotelPlan,
} from "#tests/support/order-fixture.ts";
import { itemSupplierRefs, loadOrder, orderPayable, startOrderPayment } from "#app/features/orders/index.server.ts";
import { refundsOf } from "#app/features/payments/index.server.ts";
import {
  StayRefusal,
  type AppliedHotelCancellation,
  type HotelHold,
  type HotelSupplier,
  type RoomOption,
} from "./hotel-supplier.ts";
import { cancelOwnOrder, settleOrder } from "#app/features/orders/index.server.ts";
import { placeHotelOrder } from "./hotel-order-place.server.ts";
import { STAY_GONE_MESSAGE, STAY_SOLD_OUT_MESSAGE } from "./hotel-product.server.ts";
import { configureHotelSuppliers, hotelSuppliers, type HotelSuppliers } from "./hotel-suppliers.server.ts";
import { inventoryHotelSupplier } from "./inventory-supplier.server.ts";

const offerOf = (inventoryOfferId: string) => `BB-OFFER-${inventoryOfferId}`;

/**
 * A bed bank behind the hotel port (decision 056): it quotes our contracted hotels (so the hotel and its rates exist)
 * under offer ids of its own, but holds, books, extends, releases and cancels in its own books under opaque
 * references, outside our database as a real one is. Nothing of a purchase may reach our inventory's holds or counts.
 */
function fakeBedBank() {
  type Hold = HotelHold & { state: "held" | "booked" | "released" | "cancelled"; applied?: AppliedHotelCancellation };
  const calls: string[] = [];
  const holds = new Map<string, Hold>();
  const byKey = new Map<string, string>();
  const answers = { soldOutAtHold: false, soldOutAtQuote: false };
  const ownRooms = (rooms: RoomOption[]): RoomOption[] =>
    rooms.map((room) => ({
      ...room,
      rates: room.rates.map((rate) => ({
        ...rate,
        offerId: offerOf(rate.offerId),
        ...(answers.soldOutAtQuote ? { available: false, unavailableReason: null } : {}),
      })),
    }));
  const supplier: HotelSupplier = {
    id: "fake-bed-bank",
    search: (query) => inventoryHotelSupplier.search(query),
    async rates(slug, query) {
      const priced = await inventoryHotelSupplier.rates(slug, query);
      return priced && { hotel: priced.hotel, rooms: ownRooms(priced.rooms) };
    },
    async hold(_tx, request) {
      calls.push(`hold ${request.offerId}`);
      const known = request.idempotencyKey ? byKey.get(request.idempotencyKey) : undefined;
      if (known) return holds.get(known)!;
      // An outside system answers in its own words: the product must not show them.
      if (answers.soldOutAtHold) throw new StayRefusal("sold_out", null, "No availability for the requested stay");
      const holdRef = `BB-HOLD-${String(holds.size + 1)}`;
      const { checkIn, checkOut } = request;
      const expiresAt = new Date(Date.now() + 20 * 60_000);
      holds.set(holdRef, {
        holdRef,
        checkIn,
        checkOut,
        rooms: request.rooms.length,
        totalMinor: 0,
        currency: "USD",
        expiresAt,
        state: "held",
      });
      if (request.idempotencyKey) byKey.set(request.idempotencyKey, holdRef);
      return holds.get(holdRef)!;
    },
    async release(_tx, holdRef) {
      calls.push(`release ${holdRef}`);
      const hold = holds.get(holdRef);
      if (hold?.state !== "held") return false;
      hold.state = "released";
      return true;
    },
    async extend(_tx, holdRef, until) {
      calls.push(`extend ${holdRef}`);
      const hold = holds.get(holdRef);
      if (hold?.state !== "held") return false;
      hold.expiresAt = until;
      return true;
    },
    async confirm(_tx, holdRef) {
      calls.push(`confirm ${holdRef}`);
      const hold = holds.get(holdRef);
      if (hold?.state === "held") hold.state = "booked";
      if (hold?.state !== "booked") return null;
      return { bookingRef: holdRef.replace("HOLD", "BOOK"), confirmation: holdRef.replace("BB-HOLD", "BBX") };
    },
    async cancel(_tx, bookingRef, { applied }) {
      calls.push(`cancel ${bookingRef}`);
      const hold = holds.get(bookingRef.replace("BOOK", "HOLD"));
      if (hold?.state !== "booked") return null;
      Object.assign(hold, { state: "cancelled", applied });
      return { penaltyPercent: 0, penaltyMinor: 0, refundMinor: applied.refundMinor };
    },
  };
  return { supplier, calls, holds, answers };
}

const contact = {
  firstName: "Lucía",
  lastName: "Mamani",
  phoneCountryCode: "51",
  phoneNumber: "987654323",
  email: "lucia.mamani@ejemplo.pe",
};
const guest = { firstName: "Lucía", lastName: "Mamani", documentType: "DNI" as const, documentNumber: "47654321" };

describe(`a bed bank behind the hotel port on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let previous: HotelSuppliers;
  let inventoryBefore: unknown;
  const bedBank = fakeBedBank();

  const stay = (offset: number) => hotelStay(ratePlanId, guest, offset, 2, { offerId: offerOf(String(ratePlanId)) });
  const hotelItem = async (orderId: string) => {
    const order = await loadOrder(handle.db, orderId);
    const item = order?.items.find((candidate) => candidate.product === "hotel");
    if (!order || !item) throw new Error("no hotel item");
    return { order, item, refs: itemSupplierRefs(item.details) };
  };
  /** Our inventory's holds and every room night's sold and held counts. */
  const inventory = async () => ({
    holds: (await handle.db.select({ n: sql<number>`count(*)::int` }).from(hotelHolds))[0]?.n,
    nights: (
      await handle.db
        .select({
          sold: sql<number>`sum(${hotelRoomNights.sold})::int`,
          held: sql<number>`sum(${hotelRoomNights.held})::int`,
        })
        .from(hotelRoomNights)
    )[0],
  });
  const ordersOfKey = (holdKey: string) =>
    handle.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(eq(orderItems.product, "hotel"), sql`${orderItems.details}->>'holdKey' = ${holdKey}`));
  const callsSince = (start: number) => bedBank.calls.slice(start);

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
    previous = hotelSuppliers();
    // The bed bank alone: a call that reached our inventory through the port would find no supplier "inventory".
    configureHotelSuppliers([bedBank.supplier]);
    inventoryBefore = await inventory();
  }, 120_000);

  afterAll(async () => {
    configureHotelSuppliers(previous);
    await handle.close();
  });

  it("holds at placement, books on payment and cancels for the customer, by the bed bank's references", async () => {
    const start = bedBank.calls.length;
    const orderId = await heldHotelOrder(handle.db, stay(30), contact);
    const held = await hotelItem(orderId);
    expect(held.refs).toEqual({ supplier: "fake-bed-bank", holdRef: "BB-HOLD-1", bookingRef: null });
    expect(held.item.details).toMatchObject({ supplier: "fake-bed-bank", offerId: offerOf(String(ratePlanId)) });
    expect(callsSince(start)).toEqual([`hold ${offerOf(String(ratePlanId))}`]);

    await payHotelOrderByCard(handle.db, held.order);
    const paid = await hotelItem(orderId);
    expect(paid.order.state).toBe("fulfilled");
    expect(paid.item.supplierRef).toBe("BBX-1");
    expect(paid.refs).toEqual({ supplier: "fake-bed-bank", holdRef: "BB-HOLD-1", bookingRef: "BB-BOOK-1" });
    expect(bedBank.holds.get("BB-HOLD-1")?.state).toBe("booked");

    const figures = await cancelOwnOrder(handle.db, orderId);
    expect(callsSince(start)).toEqual([`hold ${offerOf(String(ratePlanId))}`, "confirm BB-HOLD-1", "cancel BB-BOOK-1"]);
    // The bed bank was handed the order core's figures, the ones the refunds ledger keeps.
    const [refund] = await refundsOf(handle.db, { kind: "order", id: orderId });
    expect(bedBank.holds.get("BB-HOLD-1")).toMatchObject({
      state: "cancelled",
      applied: { penaltyMinor: figures.retained.chargeMinor, refundMinor: refund?.amountMinor },
    });
    expect((await loadOrder(handle.db, orderId))?.state).toBe("cancelled");
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("a cash code keeps the hold at the bed bank until its deadline, and the code lapsing releases it", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(32), contact);
    const { order, refs } = await hotelItem(orderId);
    const start = bedBank.calls.length;
    expect(await startOrderPayment(handle.db, order, { method: "cash" })).toMatchObject({ status: "cash" });
    const extended = await loadOrder(handle.db, orderId);
    expect(callsSince(start)).toEqual([`extend ${refs!.holdRef!}`]);
    expect(bedBank.holds.get(refs!.holdRef!)?.expiresAt.toISOString()).toBe(extended?.holdExpiresAt);

    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, orderId, {} as never));
    expect(callsSince(start)).toEqual([`extend ${refs!.holdRef!}`, `release ${refs!.holdRef!}`]);
    expect(bedBank.holds.get(refs!.holdRef!)?.state).toBe("released");
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("an unpaid hold that lapses is released at the bed bank when the order is next read", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(34), contact);
    const { order, refs } = await hotelItem(orderId);
    const start = bedBank.calls.length;
    const later = new Date(Date.parse(order.holdExpiresAt!) + 60_000);
    expect((await settleOrder(handle.db, order, later)).state).toBe("expired");
    expect(callsSince(start)).toEqual([`release ${refs!.holdRef!}`]);
    expect(bedBank.holds.get(refs!.holdRef!)?.state).toBe("released");
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("a stay held at the bed bank is booked there after another supplier starts selling", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(35), contact);
    const { order, refs } = await hotelItem(orderId);
    const start = bedBank.calls.length;
    configureHotelSuppliers([inventoryHotelSupplier, bedBank.supplier]);
    try {
      await payHotelOrderByCard(handle.db, order);
    } finally {
      configureHotelSuppliers([bedBank.supplier]);
    }
    expect(callsSince(start)).toEqual([`confirm ${refs!.holdRef!}`]);
    expect((await hotelItem(orderId)).refs?.bookingRef).toBe(refs!.holdRef!.replace("HOLD", "BOOK"));
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("a step after the hold that fails gives the hold back at the bed bank: no order, no rooms kept", async () => {
    const chosen = stay(36);
    const start = bedBank.calls.length;
    // An account that does not exist: the order's insert fails after the rooms were held (its foreign key).
    await expect(
      placeHotelOrder(handle.db, { selection: chosen, contact, userId: randomUUID(), browserKey: "hotel:test" }),
    ).rejects.toThrow();
    const [hold, release] = callsSince(start);
    expect(hold).toBe(`hold ${chosen.offerId}`);
    expect(release).toMatch(/^release BB-HOLD-\d+$/);
    expect(bedBank.holds.get(release!.slice("release ".length))?.state).toBe("released");
    expect(await ordersOfKey(chosen.holdKey)).toEqual([]);
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("posts of one checkout at once make one order on one hold at the bed bank", async () => {
    const chosen = stay(38);
    const start = bedBank.calls.length;
    const results = await Promise.all([1, 2, 3].map(() => heldHotelOrder(handle.db, chosen, contact)));
    expect(new Set(results).size).toBe(1);
    expect(await ordersOfKey(chosen.holdKey)).toHaveLength(1);
    // The later posts found the first one's order: only it asked the bed bank for rooms.
    expect(callsSince(start)).toEqual([`hold ${chosen.offerId}`]);
    const { refs } = await hotelItem(results[0]!);
    expect(bedBank.holds.get(refs!.holdRef!)?.state).toBe("held");
    expect(await inventory()).toEqual(inventoryBefore);
  });

  it("a sold-out answer, at the hold or in the rates, refuses the order in Spanish and writes nothing", async () => {
    const countOrders = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;
    const before = await countOrders();
    const holdsBefore = bedBank.holds.size;

    bedBank.answers.soldOutAtHold = true;
    const atHold = await placeHotelOrder(handle.db, { selection: stay(40), contact, userId: null });
    bedBank.answers.soldOutAtHold = false;
    expect(atHold).toEqual({ status: "refused", reason: STAY_SOLD_OUT_MESSAGE });

    bedBank.answers.soldOutAtQuote = true;
    const start = bedBank.calls.length;
    const atQuote = await placeHotelOrder(handle.db, { selection: stay(40), contact, userId: null });
    bedBank.answers.soldOutAtQuote = false;
    expect(atQuote).toEqual({ status: "refused", reason: STAY_GONE_MESSAGE });
    expect(callsSince(start)).toEqual([]);

    expect(await countOrders()).toBe(before);
    expect(bedBank.holds.size).toBe(holdsBefore);
    expect(await inventory()).toEqual(inventoryBefore);
  });
});
