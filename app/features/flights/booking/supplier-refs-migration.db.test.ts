import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { orderItems } from "#server/db/schema/orders.ts";
import {
  flightOrders,
  heldHotelOrder,
  hotelStay,
  orderTestDb,
  paidHotelOrder,
  seededHotelPlan,
  SITE,
} from "#tests/support/order-fixture.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import { registerBookingPayable } from "./booking-payments.server.ts";
import { directOffer, leaveSeats } from "#tests/support/flight-fixture.ts";
import { registerInsurance } from "#tests/support/insurance-add-on.ts";

/**
 * Migration 0038 (decision 056): items made before the supplier references get exactly what the code now writes. The
 * test makes held and paid flight and hotel orders with today's code, takes away what 0038 adds (as such rows were),
 * runs the migration's statements and expects the details the code wrote, back to the byte.
 */
const STATEMENTS = readFileSync(resolve("drizzle/0038_supplier-refs.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

const guest = { firstName: "Rosa", lastName: "Huamán", documentType: "DNI", documentNumber: "41234567" } as const;
const contact = {
  firstName: "Rosa",
  lastName: "Huamán",
  phoneCountryCode: "51",
  phoneNumber: "987654322",
  email: "rosa.huaman@ejemplo.pe",
};

describe(`migration 0038 supplier references on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;

  beforeAll(async () => {
    handle = await orderTestDb(["flights", "hotels", "insurance"]);
    registerInsurance();
    registerBookingPayable({ siteUrl: SITE });
    offer = await directOffer({ adults: 2 }, 45);
    await leaveSeats(handle.db, offer, 150, 60);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("rebuilds the references (and a hotel item's supplier and offer id) of flight and hotel items, held and paid", async () => {
    const flights = flightOrders(
      () => handle.db,
      () => offer,
    );
    const heldFlight = await flights.held(300);
    const paidFlight = await flights.held(310);
    await flights.paid(paidFlight.id, paidFlight.owner);
    const { ratePlanId } = await seededHotelPlan(handle.db);
    const heldStay = await heldHotelOrder(handle.db, hotelStay(ratePlanId, guest, 50, 2), contact, "hotel:m1");
    const paidStay = await paidHotelOrder(handle.db, hotelStay(ratePlanId, guest, 53, 2), contact);
    const orderIds = [heldFlight.id, paidFlight.id, heldStay, paidStay];

    const written = await handle.db.select().from(orderItems);
    const ours = written.filter((item) => orderIds.includes(item.orderId) && item.product !== "insurance");
    expect(ours.map((item) => item.product).sort()).toEqual(["flight", "flight", "hotel", "hotel"]);
    for (const item of ours) expect((item.details as { supplierRefs?: unknown }).supplierRefs).toBeTruthy();

    // As rows were before decision 056: no references; a hotel item named its rate plan, not a supplier's offer.
    for (const item of ours) {
      const details = { ...(item.details as Record<string, unknown>) };
      delete details.supplierRefs;
      if (item.product === "hotel") {
        delete details.supplier;
        delete details.offerId;
        details.ratePlanId = ratePlanId;
      }
      await handle.db.update(orderItems).set({ details }).where(eq(orderItems.id, item.id));
    }
    for (const statement of STATEMENTS) await handle.db.execute(sql.raw(statement));
    // Twice: a migration that ran already changes nothing.
    for (const statement of STATEMENTS) await handle.db.execute(sql.raw(statement));

    for (const item of ours) {
      const [after] = await handle.db.select().from(orderItems).where(eq(orderItems.id, item.id));
      const expected = { ...(item.details as Record<string, unknown>) };
      if (item.product === "hotel") expected.ratePlanId = ratePlanId;
      expect(after?.details).toEqual(expected);
    }
  });
});
