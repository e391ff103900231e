import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { bookingCharges, bookingTickets } from "#server/db/schema/booking-tickets.ts";
import { bookingEvents } from "#server/db/schema/bookings.ts";
import { promoCodes } from "#server/db/schema/discounts.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { payments } from "#server/db/schema/payments.ts";
import { orderAdjustments, orderItemLines, orderItems } from "#server/db/schema/orders.ts";
import { flightOrders, orderTestDb, providerSays, SITE } from "#tests/support/order-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { computeOrderAmounts, referenceText } from "#app/features/orders/index.ts";
import { loadOrder, orderCancellation } from "#app/features/orders/index.server.ts";
import { applyProviderState, refundsOf } from "#app/features/payments/index.server.ts";
import { cancelPaidBooking } from "./booking-cancellation.server.ts";
import { acceptBookingPrice, registerBookingPayable } from "./booking-payments.server.ts";
import { PRICE_RISE_REASON } from "./booking-reprice.server.ts";
import { readBooking } from "./booking-service.server.ts";
import { transitionBooking } from "./booking-states.server.ts";
import { directOffer, inventoryRow, leaveSeats } from "#tests/support/flight-fixture.ts";

describe("paying a booking", () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "discounts"]);
    offer = await directOffer({ adults: 2 }, 35);
    registerBookingPayable({ siteUrl: SITE });
  }, 120_000);

  beforeEach(async () => {
    await leaveSeats(handle.db, offer, 150, 60);
  });

  afterAll(async () => {
    await handle.close();
  });

  const { held, pay } = flightOrders(
    () => handle.db,
    () => offer,
  );

  const emailsTo = async (template: string, code: string) =>
    (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.template, template))).filter(
      (email) => (email.metadata as { bookingCode?: string }).bookingCode === code,
    );

  it("card approved twice (20 concurrent notifications): one confirmation, one ticketing, one voucher e-mail", async () => {
    const { id, owner } = await held(1);
    const started = await pay(id, owner);
    if (started.status !== "redirect") throw new Error(started.status);
    expect(started.url).toContain("https://pasarela.test/pagar/");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        applyProviderState(handle.db, started.paymentId, providerSays(started.paymentId, "approved"), "notification"),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    const booking = await readBooking(handle.db, id, owner);
    expect(booking?.state).toBe("ticketed");
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.filter((event) => event.toState === "confirmed")).toHaveLength(1);
    expect(events.filter((event) => event.toState === "ticketed")).toHaveLength(1);
    const tickets = await handle.db.select().from(bookingTickets).where(eq(bookingTickets.bookingId, id));
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets) expect(ticket.number).toMatch(/^\d{13}$/);
    const [seats] = [await inventoryRow(handle.db, offer)];
    expect(seats).toMatchObject({ held: 0, sold: 92 });
    const vouchers = await emailsTo("booking-voucher", booking?.code ?? "");
    expect(vouchers).toHaveLength(1);
    const files = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, vouchers[0]?.id ?? ""));
    expect(files.map((file) => file.filename).sort()).toEqual([
      `voucher-${booking?.code ?? ""}.pdf`,
      `vuelos-${booking?.code ?? ""}.ics`,
    ]);
    // Cancelling under the fare's rules records the refund due.
    const paidOrder = await loadOrder(handle.db, id);
    const deskPreview = await orderCancellation(handle.db, paidOrder!, new Date());
    const quote = await cancelPaidBooking(handle.db, booking!);
    const [charges] = await handle.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id));
    expect(charges).toMatchObject({
      refundDueMinor: quote.refund.chargeMinor,
      commissionMinor: quote.commission.chargeMinor,
    });
    // The owner's cancellation is the desk's computation, and its figures a row of the one refunds ledger.
    expect(deskPreview).toEqual({ allowed: true, figures: quote });
    expect(quote.refund.chargeMinor).toBeGreaterThan(0);
    const ledger = await refundsOf(handle.db, { kind: "order", id });
    expect(ledger).toEqual([
      expect.objectContaining({
        reason: "cancellation",
        amountMinor: quote.refund.chargeMinor,
        retainedMinor: quote.retained.chargeMinor,
        commissionMinor: quote.commission.chargeMinor,
        paidOn: null,
      }),
    ]);
    expect((await readBooking(handle.db, id, owner))?.state).toBe("cancelled");
    await expect(cancelPaidBooking(handle.db, booking!)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("cash code: pending_payment until its deadline (hold extended to it); expiry cancels, frees the seats, e-mails", async () => {
    const { id, owner } = await held(10);
    const started = await pay(id, owner, { method: "cash", promoCode: "VUELA5" });
    if (started.status !== "cash") throw new Error(started.status);
    const [usesAfterStart] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "VUELA5"));
    const pending = await readBooking(handle.db, id, owner);
    expect(pending?.state).toBe("pending_payment");
    expect(Date.parse(pending?.holdExpiresAt ?? "")).toBeGreaterThan(Date.parse(started.expiresAt));
    expect(await emailsTo("booking-cash-code", pending?.code ?? "")).toHaveLength(1);
    // A second 'cash' click answers the same code.
    expect(await pay(id, owner, { method: "cash" })).toMatchObject({ code: started.code });
    expect((await inventoryRow(handle.db, offer))?.held).toBe(2);
    await applyProviderState(handle.db, started.paymentId, providerSays(started.paymentId, "expired"), "job");
    expect((await readBooking(handle.db, id, owner))?.state).toBe("cancelled");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
    expect(await emailsTo("booking-cancelled", pending?.code ?? "")).toHaveLength(1);
    const [usesAfterExpiry] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "VUELA5"));
    expect(usesAfterExpiry?.usesLeft).toBe((usesAfterStart?.usesLeft ?? 0) + 1);
  });

  it("a payment for a booking that already expired is recorded and flagged for refund", async () => {
    const { id, owner } = await held(20);
    const started = await pay(id, owner, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    await handle.db.transaction((tx) => transitionBooking(tx, id, "pending_payment", "expired", "system"));
    expect(
      await applyProviderState(
        handle.db,
        started.paymentId,
        providerSays(started.paymentId, "approved"),
        "notification",
      ),
    ).toBe("refund_flagged");
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment).toMatchObject({ status: "approved", needsRefund: true });
    expect((await readBooking(handle.db, id, owner))?.state).toBe("expired");
    // The money taken for an expired booking is owed back: a row of the refunds ledger, for the whole payment.
    expect(await refundsOf(handle.db, { kind: "order", id })).toEqual([
      expect.objectContaining({
        reason: "overpayment",
        paymentId: started.paymentId,
        amountMinor: payment?.amountMinor,
        paidOn: null,
      }),
    ]);
  });

  it("charges the promo code's discount and refuses unknown codes without writing", async () => {
    const { id, owner } = await held(30);
    expect(await pay(id, owner, { promoCode: "NOEXIS" })).toMatchObject({ status: "promo_refused" });
    expect(await handle.db.select().from(orderAdjustments).where(eq(orderAdjustments.orderId, id))).toHaveLength(0);
    const started = await pay(id, owner, { promoCode: "KUNTUR" });
    if (started.status !== "redirect") throw new Error(started.status);
    const order = await loadOrder(handle.db, id);
    const amounts = computeOrderAmounts(order!);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    const price = amounts.itemsTotal.chargeMinor;
    expect(amounts.adjustmentsTotal.chargeMinor).toBe(-Math.min(5_000, Math.floor((price * 10 + 50) / 100)));
    expect(payment?.amountMinor).toBe(amounts.total.chargeMinor);
  });

  it("a price that rose since the hold must be accepted first, then is charged", async () => {
    const { id, owner } = await held(40);
    // The order was held 10 dollars cheaper than the supplier's price now.
    const [flight] = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const fee = and(eq(orderItemLines.itemId, flight!.id), eq(orderItemLines.code, "SERVICE"));
    const [line] = await handle.db.select().from(orderItemLines).where(fee);
    await handle.db
      .update(orderItemLines)
      .set({ amountMinor: line!.amountMinor - 1_000, unitMinor: line!.amountMinor - 1_000 })
      .where(fee);
    const lower = computeOrderAmounts((await loadOrder(handle.db, id))!).total.chargeMinor;
    const changed = await pay(id, owner);
    expect(changed).toEqual({
      status: "price_changed",
      previousMinor: lower,
      currentMinor: lower + 1_000,
      reason: PRICE_RISE_REASON,
    });
    const started = await pay(id, owner, { acceptedTotalMinor: lower + 1_000 });
    if (started.status !== "redirect") throw new Error(started.status);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.amountMinor).toBe(lower + 1_000);
    // What every page shows is what was charged: the order's total now includes the accepted change.
    expect(computeOrderAmounts((await loadOrder(handle.db, id))!).total.chargeMinor).toBe(lower + 1_000);
  });

  it("'Aceptar el nuevo precio' on the review: the order shows the new total at once and the gateway charges it", async () => {
    const { id, owner } = await held(45);
    const [flight] = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const fee = and(eq(orderItemLines.itemId, flight!.id), eq(orderItemLines.code, "SERVICE"));
    const [line] = await handle.db.select().from(orderItemLines).where(fee);
    await handle.db
      .update(orderItemLines)
      .set({ amountMinor: line!.amountMinor - 1_000, unitMinor: line!.amountMinor - 1_000 })
      .where(fee);
    const lower = computeOrderAmounts((await loadOrder(handle.db, id))!).total.chargeMinor;
    await acceptBookingPrice(handle.db, id, lower + 1_000);
    const shown = computeOrderAmounts((await loadOrder(handle.db, id))!);
    expect(shown.total.chargeMinor).toBe(lower + 1_000);
    const started = await pay(id, owner, { acceptedTotalMinor: lower + 1_000 });
    if (started.status !== "redirect") throw new Error(started.status);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(payment?.amountMinor).toBe(shown.total.chargeMinor);
    // The gateway's page names the other currency at the order's dated rate.
    expect(payment?.description).toContain(referenceText(shown, shown.total.referenceMinor));
  });

  it("keeps the hold after a declined card and disables cards after the 4th decline", async () => {
    const { id, owner } = await held(50);
    for (let attempt = 0; attempt < 4; attempt++) {
      const started = await pay(id, owner);
      if (started.status !== "redirect") throw new Error(started.status);
      await applyProviderState(
        handle.db,
        started.paymentId,
        providerSays(started.paymentId, "declined", { declineReason: "insufficient_funds" }),
        "notification",
      );
      expect((await readBooking(handle.db, id, owner))?.state).toBe("held");
    }
    expect(await pay(id, owner)).toEqual({ status: "cards_disabled" });
    expect(await pay(id, owner, { method: "cash" })).toMatchObject({ status: "cash" });
    const declined = await handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.payableId, id), eq(payments.status, "declined")));
    expect(declined).toHaveLength(4);
  });

  it("answers not found to anyone but the owner", async () => {
    const { id } = await held(60);
    await expect(pay(id, { kind: "checkout", checkoutId: randomUUID() })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("two tabs paid (one with a promo code): the record shows the payment kept, the other is refunded", async () => {
    const { id, owner } = await held(70);
    const [before] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "KUNTUR"));
    const full = await pay(id, owner);
    const discounted = await pay(id, owner, { promoCode: "KUNTUR" });
    if (full.status !== "redirect" || discounted.status !== "redirect") throw new Error("not started");
    const amountOf = async (paymentId: string) =>
      (await handle.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.amountMinor ?? 0;
    const fullMinor = await amountOf(full.paymentId);
    expect(await amountOf(discounted.paymentId)).toBeLessThan(fullMinor);
    // The full-price tab's approval arrives first: the agency keeps it.
    await applyProviderState(handle.db, full.paymentId, providerSays(full.paymentId, "approved"), "notification");
    await applyProviderState(
      handle.db,
      discounted.paymentId,
      providerSays(discounted.paymentId, "approved"),
      "notification",
    );
    const [kept] = await handle.db.select().from(payments).where(eq(payments.id, full.paymentId));
    const [refunded] = await handle.db.select().from(payments).where(eq(payments.id, discounted.paymentId));
    expect(kept).toMatchObject({ status: "approved", needsRefund: false });
    expect(refunded).toMatchObject({ status: "approved", needsRefund: true });
    const [charges] = await handle.db.select().from(bookingCharges).where(eq(bookingCharges.bookingId, id));
    expect(charges).toMatchObject({
      paymentId: full.paymentId,
      totalMinor: fullMinor,
      discountMinor: 0,
      promoCode: null,
    });
    // The promo use belonged to the refunded payment: given back.
    const [after] = await handle.db.select().from(promoCodes).where(eq(promoCodes.code, "KUNTUR"));
    expect(after?.usesLeft).toBe(before?.usesLeft);
  });
});
