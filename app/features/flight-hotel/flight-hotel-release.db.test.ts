import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { adult, holdInput } from "#tests/support/flight-fixture.ts";
import { flightOrders, heldHotelOrder, hotelStay, providerSays } from "#tests/support/order-fixture.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { FlightOffer } from "#app/features/flights/index.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import {
  cancelUnpaidOrder,
  expireOrderIfLapsed,
  loadOrder,
  orderPayable,
  startOrderPayment,
} from "#app/features/orders/index.server.ts";
import { applyProviderState, paymentsOf } from "#app/features/payments/index.server.ts";
import { basketTestDb } from "#tests/support/basket-fixture.ts";
import { holdFlightHotel } from "./flight-hotel-order.server.ts";

// An unpaid order whose cash code lapsed is told so in ONE e-mail, queued by the core (decision 062, amended): a
// basket's names every item; an order of one product keeps its product's own e-mail; a re-run queues nothing more.
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");
const contactOf = (email: string) => ({
  firstName: "Rosa",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email,
});

describe(`the e-mail of an unpaid order that ended on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  let ratePlanId: number;
  let offset = 40;
  const flights = flightOrders(
    () => handle.db,
    () => offer,
  );

  const mailsTo = (address: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.createdAt));

  /** Starts the order's cash code and lets it lapse as the cash-expiry job does; answers the code. */
  async function lapseCashCode(orderId: string): Promise<string> {
    const started = await startOrderPayment(handle.db, { id: orderId }, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    await applyProviderState(handle.db, started.paymentId, providerSays(started.paymentId, "expired"), "job");
    return started.code;
  }

  /** The lapse again, as a retried job would hear it, and the hold's expiry after it. */
  async function rerun(orderId: string): Promise<void> {
    const [payment] = await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: orderId });
    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, orderId, payment!));
    await expireOrderIfLapsed(handle.db, orderId, new Date(Date.now() + 30 * 86_400_000));
  }

  beforeAll(async () => {
    ({ handle, offer, ratePlanId } = await basketTestDb(80));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("a flight+hotel basket whose cash code lapsed: exactly one e-mail naming both items; a re-run sends none", async () => {
    const today = todayInLima();
    offset += 4;
    const input = {
      ...holdInput(offer, { passengers: [adult(800), adult(801)] }),
      contact: contactOf("basket-released@example.com"),
      hotel: {
        slug: "miraflores-malecon-suites",
        offerId: String(ratePlanId),
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + 3),
        rooms: [{ adults: 2, childrenAges: [] }],
        igvExempt: false,
      },
      leadGuestIndexes: [0],
    };
    const outcome = await holdFlightHotel(handle.db, input);
    if (outcome.status !== "held") throw new Error(outcome.status);
    await lapseCashCode(outcome.orderId);
    const order = (await loadOrder(handle.db, outcome.orderId))!;
    expect(order.state).toBe("cancelled");
    expect(order.items.map((item) => item.state)).toEqual(["released", "released"]);

    const released = (await mailsTo("basket-released@example.com")).filter((m) => m.template !== "order-cash-code");
    expect(released.map((mail) => [mail.template, mail.dedupeKey])).toEqual([
      ["order-released", `order-released:${order.id}`],
    ]);
    const [mail] = released;
    expect(mail?.subject).toBe(`Tu reserva ${order.code} fue liberada: no recibimos el pago`);
    const text = nbsp(mail!.text);
    expect(text).toMatch(
      new RegExp(
        `Tu reserva ${order.code} fue liberada: no recibimos el pago de Vuelo \\w{3} - \\w{3} y Malecón Suites Miraflores, Miraflores antes del .+ \\(hora de Lima\\)\\. No se realizó ningún cobro\\.`,
      ),
    );
    expect(text).toContain("Elegir de nuevo");

    await rerun(order.id);
    expect((await mailsTo("basket-released@example.com")).map((row) => row.template)).toEqual([
      "order-cash-code",
      "order-released",
    ]);
  });

  it("a flight alone whose cash code lapsed still gets its own cancellation e-mail, same key and subject, once", async () => {
    const { id } = await flights.held(810, { contact: contactOf("flight-released@example.com") });
    const code = await lapseCashCode(id);
    const order = (await loadOrder(handle.db, id))!;
    await rerun(id);
    const mails = (await mailsTo("flight-released@example.com")).filter((m) => m.template !== "booking-cash-code");
    expect(mails.map((mail) => [mail.template, mail.dedupeKey])).toEqual([
      ["booking-cancelled", `booking-cancelled:${id}`],
    ]);
    expect(mails[0]?.subject).toBe(`Reserva ${order.code} anulada: el código de pago venció`);
    // The code that lapsed is named (the flight's release used to pass it blank).
    expect(nbsp(mails[0]!.text)).toContain(`El plazo para pagar el código ${code} venció`);
  });

  it("a hotel alone, whose product has no wording of its own, gets the core's e-mail once when its code lapses", async () => {
    const guest = { firstName: "Rosa", lastName: "Huamán", documentType: "DNI", documentNumber: "41234567" } as const;
    const contact = contactOf("hotel-released@example.com");
    const lapsed = await heldHotelOrder(handle.db, hotelStay(ratePlanId, guest, 60), contact, "hotel:lapsed");
    await lapseCashCode(lapsed);
    await rerun(lapsed);
    expect((await loadOrder(handle.db, lapsed))?.state).toBe("cancelled");
    const mails = await mailsTo("hotel-released@example.com");
    expect(mails.map((mail) => mail.template)).toEqual(["hotel-order-cash-code", "order-released"]);
    expect(mails[1]?.subject).toMatch(/^Tu reserva \w+ fue liberada: no recibimos el pago$/);
  });

  it("neither a lapsed hold nor the buyer's own cancellation of an unpaid order sends an e-mail", async () => {
    const first = await flights.held(820, { contact: contactOf("flight-lapsed@example.com") });
    expect((await expireOrderIfLapsed(handle.db, first.id, new Date(Date.now() + 86_400_000))).expired).toBe(true);
    const second = await flights.held(830, { contact: contactOf("flight-cancelled@example.com") });
    await handle.db.transaction((tx) =>
      cancelUnpaidOrder(tx, second.id, { actor: "customer", now: new Date(), note: "test" }),
    );
    expect(await mailsTo("flight-lapsed@example.com")).toEqual([]);
    expect(await mailsTo("flight-cancelled@example.com")).toEqual([]);
  });
});
