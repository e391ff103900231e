/** The desk cancels one item of a basket by the same computation as the customer's page (decision 063). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { refunds } from "#server/db/schema/payments.ts";
import { adult, directOffer, holdInput, leaveSeats } from "#tests/support/flight-fixture.ts";
import { orderTestDb, payHotelOrderByCard, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { configureFlightHotel, holdFlightHotel } from "#app/features/flight-hotel/index.server.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { cancelOrderItem } from "./order-desk-actions.server.ts";
import { orderForDesk } from "./order-desk.server.ts";

const actor = { id: null, email: "asesora@kuntur.test" };

describe("the desk cancels one item of a basket", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "hotels", "discounts"]);
    configureFlightHotel({ hotelDiscountPercent: 10 });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("shows each item's figures and cancels the hotel with those figures, the order staying paid", async () => {
    const { ratePlanId } = await seededHotelPlan(handle.db);
    const offer = await directOffer({ adults: 2 }, 47);
    await leaveSeats(handle.db, offer, 150, 40);
    const outcome = await holdFlightHotel(handle.db, {
      ...holdInput(offer, { passengers: [adult(700), adult(701)] }),
      hotel: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(todayInLima(), 90),
        checkOut: addDays(todayInLima(), 92),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
      },
      leadGuestIndexes: [0],
    });
    if (outcome.status !== "held") throw new Error(outcome.status);
    await payHotelOrderByCard(handle.db, (await loadOrder(handle.db, outcome.orderId))!);
    const desk = await orderForDesk(outcome.code);
    const hotel = desk?.order.items.find((item) => item.product === "hotel");
    const preview = desk?.itemCancellations.find((entry) => entry.itemId === hotel?.id)?.outcome;
    expect(desk?.itemCancellations).toHaveLength(2);
    if (!desk || !hotel || !preview?.allowed) throw new Error("no preview");

    const message = await cancelOrderItem(
      { id: desk.order.id, code: desk.order.code, state: "" },
      { version: desk.version, itemId: hotel.id, reason: "El cliente ya no viaja a Cusco" },
      actor,
      handle.db,
    );
    expect(message).toMatch(/^Servicio anulado\. Reembolso de US\$/);
    const rows = await handle.db.select().from(refunds).where(eq(refunds.payableId, desk.order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.itemId).toBe(hotel.id);
    expect(rows[0]?.amountMinor).toBe(preview.figures.refund.chargeMinor);
    const after = await loadOrder(handle.db, desk.order.id);
    expect(after?.state).toBe(desk.order.state);
    // The flight is the last item: the desk offers only the whole order's cancellation now.
    expect((await orderForDesk(outcome.code))?.itemCancellations).toEqual([]);
  });
});
