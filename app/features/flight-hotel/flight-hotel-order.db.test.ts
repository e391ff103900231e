import { and, eq, gte, lt, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { hotelRoomNights } from "#server/db/schema/hotels.ts";
import { orders } from "#server/db/schema/orders.ts";
import { adult, holdInput, inventoryRow } from "#tests/support/flight-fixture.ts";
import { payHotelOrderByCard } from "#tests/support/order-fixture.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { applyOrderPromo, loadOrder, orderProduct, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { hotelOrderProduct } from "#app/features/hotels/index.server.ts";
import { basketTestDb } from "#tests/support/basket-fixture.ts";
import { BUNDLE_DISCOUNT_LABEL, holdFlightHotel, type FlightHotelHoldInput } from "./flight-hotel-order.server.ts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe(`flight+hotel baskets on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  let ratePlanId: number;
  let roomTypeId: number;
  let offset = 40;

  /** Two adults on the flight and in one room, a stay `nights` long starting the flight's day (a new one each call). */
  const basket = (n: number, overrides: Partial<FlightHotelHoldInput> = {}): FlightHotelHoldInput => {
    const today = todayInLima();
    offset += 4;
    return {
      ...holdInput(offer, { passengers: [adult(n), adult(n + 1)] }),
      hotel: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + 3),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
      },
      leadGuestIndexes: [0],
      ...overrides,
    };
  };
  const nightsHeld = async (input: FlightHotelHoldInput) => {
    const rows = await handle.db
      .select({ held: hotelRoomNights.held })
      .from(hotelRoomNights)
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, roomTypeId),
          gte(hotelRoomNights.night, input.hotel.checkIn),
          lt(hotelRoomNights.night, input.hotel.checkOut),
        ),
      );
    return rows.map((row) => row.held);
  };
  const count = async (table: typeof orders | typeof bookings) =>
    Number((await handle.db.select({ n: sql<string>`count(*)` }).from(table))[0]?.n ?? 0);

  beforeAll(async () => {
    ({ handle, offer, ratePlanId, roomTypeId } = await basketTestDb(44));
  }, 120_000);

  afterEach(() => {
    registerOrderProduct(hotelOrderProduct);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("one order holds the seats and the room nights; the bundle's discount and a promo add up in both currencies", async () => {
    const input = basket(100);
    const seatsBefore = (await inventoryRow(handle.db, offer))?.held ?? 0;
    const outcome = await holdFlightHotel(handle.db, input);
    if (outcome.status !== "held") throw new Error(outcome.status);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(seatsBefore + 2);
    expect(await nightsHeld(input)).toEqual([1, 1, 1]);

    const order = await loadOrder(handle.db, outcome.orderId);
    expect(order?.code).toBe(outcome.code);
    expect(order?.items.map((item) => item.product)).toEqual(["flight", "hotel"]);
    expect(order?.travellers).toHaveLength(2);
    const hotel = order!.items[1]!;
    expect((hotel.details as { guests: Array<{ lastName: string }> }).guests[0]?.lastName).toBe(
      input.passengers[0]?.lastName,
    );

    const amounts = computeOrderAmounts(order!);
    const hotelAmounts = amounts.items[1]!;
    const bundle = hotelAmounts.lines.find((line) => line.kind === "bundle");
    expect(bundle?.label).toBe(BUNDLE_DISCOUNT_LABEL);
    // 10 % of the hotel's price (its lines before the discount), rounded half up, then up by at most a cent per
    // traveller but one so that the total splits evenly between the 2 travellers.
    const hotelPrice = sum(hotel.lines.map((line) => line.amountMinor));
    const tenPercent = Math.floor((hotelPrice * 10 + 50) / 100);
    expect(-bundle!.amount.chargeMinor - tenPercent).toBeGreaterThanOrEqual(0);
    expect(-bundle!.amount.chargeMinor - tenPercent).toBeLessThanOrEqual(1);
    expect(amounts.total.chargeMinor).toBe(order!.items[0]!.subtotalMinor + hotelPrice + bundle!.amount.chargeMinor);
    expect(amounts.total.chargeMinor % 2).toBe(0);

    // A promo code on the basket (KUNTUR: 10 %, at most US$ 50): taken on its price after the bundle's discount.
    const applied = await applyOrderPromo(handle.db, outcome.orderId, "KUNTUR");
    expect(applied.status).toBe("applied");
    const promoted = computeOrderAmounts((await loadOrder(handle.db, outcome.orderId))!);
    const promo = promoted.adjustments.find((line) => line.kind === "promo");
    expect(promo?.amount.chargeMinor).toBe(-Math.min(5_000, Math.floor((amounts.total.chargeMinor * 10 + 50) / 100)));
    for (const key of ["chargeMinor", "referenceMinor"] as const) {
      const lines = [...promoted.items.flatMap((item) => item.lines), ...promoted.adjustments];
      expect(sum(lines.map((line) => line.amount[key]))).toBe(promoted.total[key]);
      for (const item of promoted.items)
        expect(sum(item.lines.map((line) => line.amount[key]))).toBe(item.subtotal[key]);
    }
    expect(promoted.total.chargeMinor).toBe(amounts.total.chargeMinor + promo!.amount.chargeMinor);
  });

  it("a retried post answers the same order and holds nothing twice", async () => {
    const input = basket(200);
    const seatsBefore = (await inventoryRow(handle.db, offer))?.held ?? 0;
    const first = await holdFlightHotel(handle.db, input);
    const again = await holdFlightHotel(handle.db, input);
    expect(again).toEqual(first);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(seatsBefore + 2);
    expect(await nightsHeld(input)).toEqual([1, 1, 1]);
  });

  it("a room the hotel refuses at the hold releases the seats: no order, no booking", async () => {
    const refusing = {
      ...hotelOrderProduct,
      hold: () => Promise.resolve({ status: "sold_out" as const, reason: "Sin cupo" }),
    };
    registerOrderProduct(refusing);
    expect(orderProduct("hotel")).toBe(refusing);
    const input = basket(300);
    const seatsBefore = (await inventoryRow(handle.db, offer))?.held ?? 0;
    const [ordersBefore, bookingsBefore] = [await count(orders), await count(bookings)];
    const outcome = await holdFlightHotel(handle.db, input);
    expect(outcome).toEqual({ status: "room_refused", reason: "Sin cupo" });
    expect((await inventoryRow(handle.db, offer))?.held).toBe(seatsBefore);
    expect([await count(orders), await count(bookings)]).toEqual([ordersBefore, bookingsBefore]);
    // Nothing of the refused basket is kept: the same key may try again, and the room is held this time.
    registerOrderProduct(hotelOrderProduct);
    const retried = await holdFlightHotel(handle.db, input);
    expect(retried.status).toBe("held");
  });

  it("two baskets for the last room: one is held, the other refused with its seats given back", async () => {
    const first = basket(400);
    const second = { ...basket(410), hotel: first.hotel };
    await handle.db
      .update(hotelRoomNights)
      .set({ allotment: sql`${hotelRoomNights.sold} + ${hotelRoomNights.held} + 1` })
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, roomTypeId),
          gte(hotelRoomNights.night, first.hotel.checkIn),
          lt(hotelRoomNights.night, first.hotel.checkOut),
        ),
      );
    const seatsBefore = (await inventoryRow(handle.db, offer))?.held ?? 0;
    const outcomes = await Promise.all([holdFlightHotel(handle.db, first), holdFlightHotel(handle.db, second)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["held", "room_refused"]);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(seatsBefore + 2);
    expect(await nightsHeld(first)).toEqual([1, 1, 1]);
  });

  it("paid by card: the flight and the stay are both confirmed on one payment", async () => {
    const outcome = await holdFlightHotel(handle.db, basket(500));
    if (outcome.status !== "held") throw new Error(outcome.status);
    await payHotelOrderByCard(handle.db, (await loadOrder(handle.db, outcome.orderId))!);
    const paid = await loadOrder(handle.db, outcome.orderId);
    expect(paid?.state === "paid" || paid?.state === "fulfilled").toBe(true);
    expect(paid?.items.map((item) => item.state).every((state) => state === "confirmed" || state === "fulfilled")).toBe(
      true,
    );
    const [booking] = await handle.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, paid!.id));
    expect(booking?.state).toBe("ticketed");
  });
});
