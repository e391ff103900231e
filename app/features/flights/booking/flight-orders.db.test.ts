import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { bookingCharges } from "#server/db/schema/booking-tickets.ts";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { orderAdjustments, orderItems, orders } from "#server/db/schema/orders.ts";
import { payments } from "#server/db/schema/payments.ts";
import { flightOrders, orderTestDb, providerSays, SITE } from "#tests/support/order-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { registerInsurance } from "#tests/support/insurance-add-on.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, orderPaymentSummary } from "#app/features/orders/index.server.ts";
import { applyProviderState } from "#app/features/payments/index.server.ts";
import { applyBookingPromo, registerBookingPayable } from "./booking-payments.server.ts";
import { directOffer, leaveSeats } from "#tests/support/flight-fixture.ts";
import { flightOrderItems } from "./flight-order-lines.ts";

describe(`flight orders on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "discounts", "insurance"]);
    registerInsurance();
    offer = await directOffer({ adults: 2 }, 40);
    registerBookingPayable({ siteUrl: SITE });
  }, 120_000);

  beforeEach(async () => {
    await leaveSeats(handle.db, offer, 150, 60);
  });

  afterAll(async () => {
    await handle.close();
  });

  const flights = flightOrders(
    () => handle.db,
    () => offer,
  );
  const held = (n: number, withAssistance = false) => flights.held(n, { withAssistance });
  const pay = flights.pay;

  it("a hold writes its order: same id and code, the flight's lines adding up to the booking's price", async () => {
    const { id } = await held(100, true);
    const order = await loadOrder(handle.db, id);
    expect(order).toMatchObject({ id, state: "held", chargeCurrency: "USD", referenceCurrency: "PEN" });
    expect(order?.items.map((item) => item.product)).toEqual(["flight", "insurance"]);
    const amounts = computeOrderAmounts(order!);
    const [booking] = await handle.db
      .execute<{ total_minor: number }>(sql`select total_minor from bookings where id = ${id}`)
      .then((result) => (result as { rows: Array<{ total_minor: number }> }).rows);
    expect(amounts.total.chargeMinor).toBe(booking?.total_minor);
  });

  it("promo applied on the review step, card declined, then approved: one discount, one use, paid = total", async () => {
    const { id, owner } = await held(110);
    const [before] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "KUNTUR"));
    expect(await applyBookingPromo(handle.db, id, owner, "NOEXIS")).toMatchObject({ status: "refused" });
    expect(await applyBookingPromo(handle.db, id, owner, "KUNTUR")).toEqual({ status: "applied" });
    const declined = await pay(id, owner);
    if (declined.status !== "redirect") throw new Error(declined.status);
    await applyProviderState(
      handle.db,
      declined.paymentId,
      providerSays(declined.paymentId, "declined"),
      "notification",
    );
    // The field may come back empty after the decline: the code stays applied to the order.
    const approved = await pay(id, owner, { promoCode: "KUNTUR" });
    if (approved.status !== "redirect") throw new Error(approved.status);
    await applyProviderState(
      handle.db,
      approved.paymentId,
      providerSays(approved.paymentId, "approved"),
      "notification",
    );
    const order = await loadOrder(handle.db, id);
    const amounts = computeOrderAmounts(order!);
    const promos = await handle.db.select().from(orderAdjustments).where(eq(orderAdjustments.orderId, id));
    expect(promos.filter((row) => row.active)).toHaveLength(1);
    expect(amounts.adjustmentsTotal.chargeMinor).toBeLessThan(0);
    const summary = await orderPaymentSummary(handle.db, order!);
    expect(summary).toMatchObject({ paidMinor: amounts.total.chargeMinor, dueMinor: 0, overpayments: [] });
    const [after] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "KUNTUR"));
    expect(after?.usesLeft).toBe((before?.usesLeft ?? 0) - 1);
    expect(order?.state).toBe("fulfilled");
    const [charge] = await handle.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id));
    expect(charge).toMatchObject({
      paymentId: approved.paymentId,
      discountMinor: -amounts.adjustmentsTotal.chargeMinor,
    });
  });

  it("two approved payments: one paid order, one overpayment with its refund due", async () => {
    const { id, owner } = await held(120);
    const first = await pay(id, owner);
    const second = await pay(id, owner);
    if (first.status !== "redirect" || second.status !== "redirect") throw new Error("not started");
    await applyProviderState(handle.db, first.paymentId, providerSays(first.paymentId, "approved"), "notification");
    await applyProviderState(handle.db, second.paymentId, providerSays(second.paymentId, "approved"), "notification");
    const order = await loadOrder(handle.db, id);
    const total = computeOrderAmounts(order!).total.chargeMinor;
    const summary = await orderPaymentSummary(handle.db, order!);
    expect(order?.state).toBe("fulfilled");
    expect(summary.paidMinor).toBe(total);
    expect(summary.overpayments).toEqual([
      { paymentId: second.paymentId, amountMinor: total, refundDueMinor: total, reason: "duplicate_charge" },
    ]);
  });

  it("the data migration turns bookings of the old tables into orders with the same lines", async () => {
    const { id, owner } = await held(130, true);
    const started = await pay(id, owner, { promoCode: "VUELA5" });
    if (started.status !== "redirect") throw new Error(started.status);
    const built = await loadOrder(handle.db, id);
    const expected = computeOrderAmounts(built!);
    // Back to the old tables: the booking without its order, its payment and promo use under the "booking" kind,
    // and its add-on as bookings priced it then (one per-day line of the same total).
    const addOnMinor = built?.items[1]?.subtotalMinor ?? 0;
    await handle.db.execute(
      sql`update bookings set price = jsonb_set(price, '{assistance}', ${JSON.stringify({
        scope: "domestic",
        days: 1,
        travellers: 1,
        perPersonPerDayMinor: addOnMinor,
        totalMinor: addOnMinor,
      })}::jsonb) where id = ${id}`,
    );
    await handle.db.delete(orders).where(eq(orders.id, id));
    await handle.db.update(payments).set({ payableKind: "booking" }).where(eq(payments.payableId, id));
    await handle.db.update(promoRedemptions).set({ payableKind: "booking" }).where(eq(promoRedemptions.payableId, id));
    const [redemption] = await handle.db.select().from(promoRedemptions).where(eq(promoRedemptions.payableId, id));
    await handle.db.insert(bookingCharges).values({
      bookingId: id,
      priceMinor: expected.itemsTotal.chargeMinor,
      promoCode: "VUELA5",
      discountMinor: redemption?.discountMinor ?? 0,
      totalMinor: expected.total.chargeMinor,
    });
    const file = readFileSync(resolve("drizzle/0030_bookings-to-orders.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await handle.db.execute(sql.raw(statement));
    // Idempotent: a second run adds nothing.
    for (const statement of file.split("--> statement-breakpoint")) await handle.db.execute(sql.raw(statement));
    const migrated = await loadOrder(handle.db, id);
    expect(migrated).toMatchObject({ id, code: built?.code, state: "held", travellers: built?.travellers });
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items).toHaveLength(2);
    const expectedLines = flightOrderItems(
      id,
      offer,
      { currency: "USD", flight: offer.price, assistance: null, totalMinor: 0 },
      2,
      new Date(),
    );
    expect(migrated?.items[0]?.lines.map((line) => line.code)).toEqual(
      expectedLines[0]?.lines.map((line) => line.code),
    );
    expect(migrated?.items[0]?.lines).toEqual(built?.items[0]?.lines);
    expect(migrated?.items[1]?.lines).toEqual([
      expect.objectContaining({ code: "ASSISTANCE", quantity: 1, unitMinor: addOnMinor, amountMinor: addOnMinor }),
    ]);
    expect(computeOrderAmounts(migrated!).total).toEqual(expected.total);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.payableKind).toBe("order");
  });
});
