import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { flightOrders, orderTestDb, SITE } from "#tests/support/order-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, ORDER_CANCELLED_EMAIL, orderCancellation } from "#app/features/orders/index.server.ts";
import { registerInsurance } from "#tests/support/insurance-add-on.ts";
import { refundsOf } from "#app/features/payments/index.server.ts";
import { cancelPaidBooking } from "./booking-cancellation.server.ts";
import { bookingAccountOf } from "./booking-money.server.ts";
import { registerBookingPayable } from "./booking-payments.server.ts";
import { readBooking } from "./booking-service.server.ts";
import { directOffer } from "#tests/support/flight-fixture.ts";

describe("a paid flight with its travel assistance and a promo code, cancelled by its owner", () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "discounts", "insurance"]);
    offer = await directOffer({ adults: 2 }, 40);
    registerBookingPayable({ siteUrl: SITE });
    registerInsurance({ siteUrl: SITE, linkKey: "flight-cancellation-test-key-0123456789" });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("works on what was paid, cancels the policy with the flight, records and e-mails the same figures", async () => {
    const flights = flightOrders(
      () => handle.db,
      () => offer,
    );
    const { id, owner, input } = await flights.held(1, { withAssistance: true });
    await flights.paid(id, owner, { promoCode: "VUELA5" });

    const paidOrder = await loadOrder(handle.db, id);
    const amounts = computeOrderAmounts(paidOrder!);
    expect(amounts.adjustmentsTotal.chargeMinor).toBeLessThan(0);
    const preview = await orderCancellation(handle.db, paidOrder!, new Date());
    const booking = await readBooking(handle.db, id, owner);
    const figures = await cancelPaidBooking(handle.db, booking!);
    // The page showed what the core records: one computation.
    expect(preview).toEqual({ allowed: true, figures });
    // What was paid after the discount, not the price before it.
    expect(figures.paid).toEqual(amounts.total);
    const [flightLine, addOnLine] = figures.items;
    expect(flightLine).toMatchObject({ product: "flight", outcome: "cancel" });
    expect(addOnLine).toMatchObject({ product: "insurance", outcome: "cancel", retained: { chargeMinor: 0 } });
    // The commission is taken on the whole amount paid, the retained part and the assistance premium included.
    expect(figures.commissionBase.chargeMinor).toBe(figures.paid.chargeMinor);
    expect(figures.commission.chargeMinor).toBe(Math.round(figures.paid.chargeMinor / 10));
    expect(figures.retained.chargeMinor + figures.commission.chargeMinor + figures.refund.chargeMinor).toBe(
      figures.paid.chargeMinor,
    );
    expect(figures.retained.referenceMinor + figures.commission.referenceMinor + figures.refund.referenceMinor).toBe(
      figures.paid.referenceMinor,
    );

    const cancelled = await loadOrder(handle.db, id);
    expect(cancelled?.items.map((item) => [item.product, item.state])).toEqual([
      ["flight", "cancelled"],
      ["insurance", "cancelled"],
    ]);
    expect(await refundsOf(handle.db, { kind: "order", id })).toEqual([
      expect.objectContaining({
        reason: "cancellation",
        amountMinor: figures.refund.chargeMinor,
        retainedMinor: figures.retained.chargeMinor,
        commissionMinor: figures.commission.chargeMinor,
      }),
    ]);
    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, ORDER_CANCELLED_EMAIL), eq(emailOutbox.toAddress, input.contact.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("La asistencia en viaje se anula con el vuelo");
    // Mis reservas shows the recorded figures, not a total of zero.
    expect((await bookingAccountOf(handle.db, id))?.cancellation).toEqual(figures);
    await expect(cancelPaidBooking(handle.db, booking!)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await refundsOf(handle.db, { kind: "order", id })).toHaveLength(1);
  });
});
