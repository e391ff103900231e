/**
 * One item of a paid flight+hotel basket cancelled alone (decision 063): the hotel's room nights are released and the
 * seats stay sold, one refund row for the item, the order stays paid; a retry records nothing; the last item left
 * cancels the order; concurrent cancellations (the same item twice, an item and the whole order) stay consistent.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { hotelRoomNights } from "#server/db/schema/hotels.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { refunds } from "#server/db/schema/payments.ts";
import { adult, holdInput, inventoryRow } from "#tests/support/flight-fixture.ts";
import { payHotelOrderByCard } from "#tests/support/order-fixture.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import {
  applyOrderPromo,
  cancelOrderItemWithRefund,
  cancelOrderWithRefund,
  loadOrder,
  ORDER_ITEM_CANCELLED_EMAIL,
  orderItemCancellation,
  orderPaymentSummary,
} from "#app/features/orders/index.server.ts";
import { basketTestDb } from "#tests/support/basket-fixture.ts";
import { holdFlightHotel, type FlightHotelHoldInput } from "./flight-hotel-order.server.ts";

const customer = (note: string) => ({ actor: "customer" as const, now: new Date(), note, motive: "Prueba" });

describe(`one item of a basket cancelled alone on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  let ratePlanId: number;
  let roomTypeId: number;
  let offset = 60;

  const basket = (n: number): FlightHotelHoldInput => {
    offset += 4;
    return {
      ...holdInput(offer, { passengers: [adult(n), adult(n + 1)] }),
      hotel: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(todayInLima(), offset),
        checkOut: addDays(todayInLima(), offset + 3),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
      },
      leadGuestIndexes: [0],
    };
  };
  /** A basket with a promo code, paid by card: its order. */
  const paidBasket = async (n: number) => {
    const input = basket(n);
    const outcome = await holdFlightHotel(handle.db, input);
    if (outcome.status !== "held") throw new Error(outcome.status);
    expect((await applyOrderPromo(handle.db, outcome.orderId, "KUNTUR")).status).toBe("applied");
    await payHotelOrderByCard(handle.db, (await loadOrder(handle.db, outcome.orderId))!);
    const order = (await loadOrder(handle.db, outcome.orderId))!;
    const [flight, hotel] = order.items;
    return { input, order, flight: flight!, hotel: hotel! };
  };
  const nights = async (input: FlightHotelHoldInput) =>
    handle.db
      .select({ held: hotelRoomNights.held, sold: hotelRoomNights.sold })
      .from(hotelRoomNights)
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, roomTypeId),
          gte(hotelRoomNights.night, input.hotel.checkIn),
          lt(hotelRoomNights.night, input.hotel.checkOut),
        ),
      );
  const refundRows = (orderId: string) => handle.db.select().from(refunds).where(eq(refunds.payableId, orderId));
  /** Every cancellation row's whole share (refund + retained + commission) adds up to at most what was paid. */
  const consumed = (rows: Array<typeof refunds.$inferSelect>) =>
    rows.reduce((total, row) => total + row.amountMinor + row.retainedMinor + row.commissionMinor, 0);

  beforeAll(async () => {
    ({ handle, offer, ratePlanId, roomTypeId } = await basketTestDb(45));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("cancels the hotel alone: room nights released, seats still sold, one refund row, the order still paid", async () => {
    const { input, order, hotel, flight } = await paidBasket(100);
    const seatsSold = (await inventoryRow(handle.db, offer))?.sold;
    expect((await nights(input)).map((night) => night.sold)).toEqual([1, 1, 1]);
    const preview = await orderItemCancellation(handle.db, order, hotel.id, new Date());
    if (!preview.allowed) throw new Error(preview.reason);

    const result = await handle.db.transaction((tx) =>
      cancelOrderItemWithRefund(tx, order.id, hotel.id, customer("x")),
    );
    expect(result.orderCancelled).toBe(false);
    expect(result.repeated).toBe(false);
    // The same computation as the preview: the hotel's share after its bundle discount and its part of the promo.
    expect(result.record.figures.paid).toEqual(preview.figures.paid);
    expect(result.record.figures.refund).toEqual(preview.figures.refund);
    const summary = await orderPaymentSummary(handle.db, order);
    const amounts = computeOrderAmounts(order);
    expect(summary.paidMinor).toBe(amounts.total.chargeMinor);
    // Its share: what was paid x its price after the bundle's discount / the items' total (the promo pro rata).
    const hotelSubtotal = amounts.items[1]!.subtotal.chargeMinor;
    const exactShare = (amounts.total.chargeMinor * hotelSubtotal) / amounts.itemsTotal.chargeMinor;
    expect(Math.abs(result.record.figures.paid.chargeMinor - exactShare)).toBeLessThan(1);
    expect(amounts.adjustments.some((line) => line.kind === "promo")).toBe(true);

    const after = (await loadOrder(handle.db, order.id))!;
    expect(after.state).toBe(order.state);
    expect(after.items.find((item) => item.id === hotel.id)?.state).toBe("cancelled");
    expect(after.items.find((item) => item.id === flight.id)?.state).toBe(flight.state);
    const [booking] = await handle.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, order.id));
    expect(booking?.state).toBe("ticketed");
    expect((await inventoryRow(handle.db, offer))?.sold).toBe(seatsSold);
    expect((await nights(input)).map((night) => night.sold)).toEqual([0, 0, 0]);

    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      itemId: hotel.id,
      reason: "cancellation",
      amountMinor: preview.figures.refund.chargeMinor,
      commissionMinor: preview.figures.commission.chargeMinor,
    });
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, ORDER_ITEM_CANCELLED_EMAIL),
          sql`${emailOutbox.metadata}->>'itemId' = ${hotel.id}`,
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Pagaste por este servicio");

    // A retry records nothing new and answers the same figures.
    const again = await handle.db.transaction((tx) => cancelOrderItemWithRefund(tx, order.id, hotel.id, customer("y")));
    expect(again.repeated).toBe(true);
    expect(again.record.refundId).toBe(result.record.refundId);
    expect(await refundRows(order.id)).toHaveLength(1);

    // The last item left: cancelling it cancels the order, on what is left of what was paid.
    const last = await handle.db.transaction((tx) => cancelOrderItemWithRefund(tx, order.id, flight.id, customer("z")));
    expect(last.orderCancelled).toBe(true);
    expect((await loadOrder(handle.db, order.id))?.state).toBe("cancelled");
    const all = await refundRows(order.id);
    expect(all.map((row) => row.itemId)).toEqual(expect.arrayContaining([hotel.id, null]));
    expect(all).toHaveLength(2);
    // Both cancellations together account for exactly what was paid, in both currencies.
    expect(consumed(all)).toBe(summary.paidMinor);
    const paidReference = result.record.figures.paid.referenceMinor + last.record.figures.paid.referenceMinor;
    expect(paidReference).toBe(amounts.total.referenceMinor);
  });

  it("two cancellations of the same item at once: one refund", async () => {
    const { order, hotel } = await paidBasket(200);
    const results = await Promise.all(
      [1, 2].map((n) =>
        handle.db.transaction((tx) => cancelOrderItemWithRefund(tx, order.id, hotel.id, customer(`c${String(n)}`))),
      ),
    );
    expect(results.map((result) => result.repeated).sort()).toEqual([false, true]);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await loadOrder(handle.db, order.id))?.state).toBe(order.state);
  });

  it("an item's cancellation racing the whole order's: both recorded in turn, totals add up to what was paid", async () => {
    const { order, hotel } = await paidBasket(300);
    const summary = await orderPaymentSummary(handle.db, order);
    const outcomes = await Promise.allSettled([
      handle.db.transaction((tx) => cancelOrderItemWithRefund(tx, order.id, hotel.id, customer("item"))),
      handle.db.transaction((tx) => cancelOrderWithRefund(tx, order.id, customer("whole"))),
    ]);
    // The whole order always goes; the item's goes first or finds the order cancelled with it (nothing written).
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    const item = outcomes[0].status === "fulfilled" ? outcomes[0].value : null;
    const after = (await loadOrder(handle.db, order.id))!;
    expect(after.state).toBe("cancelled");
    expect(after.items.every((entry) => entry.state === "cancelled")).toBe(true);
    const rows = await refundRows(order.id);
    expect(rows.length).toBe(item?.repeated ? 1 : 2);
    expect(consumed(rows)).toBe(summary.paidMinor);
  });
});
