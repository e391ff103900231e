import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { promoCodes, promoRedemptions } from "#server/db/schema/discounts.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { orders } from "#server/db/schema/orders.ts";
import { orderTestDb, seededHotelPlan } from "#tests/support/order-fixture.ts";
import type { SessionUser } from "#request-context";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { formatMoney, parseRate } from "#app/utils/money.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { COMPROBANTE_MESSAGES, promoNotForMessage } from "#app/features/orders/order-checkout-contract.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { applyProviderState, paymentsOf } from "#app/features/payments/index.server.ts";
import { submitHotelCheckout } from "./hotel-checkout.server.ts";
import { handleHotelOrderPost, loadHotelOrderPage } from "./hotel-order.server.ts";
import { settleOrder } from "#app/features/orders/index.server.ts";

// The hotel checkout's promo code and factura (the order core's shared fields), through the page's own posts.

const FACTURA = { ruc: "20100070970", businessName: "Viajes Andinos S.A.C.", fiscalAddress: "Av. Arequipa 123, Lima" };

describe(`the hotel checkout's promo code and factura on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let user: SessionUser;
  const today = todayInLima();
  let nextOffset = 40;

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  /** 'Continuar al pago' with the guests, contact and any comprobante fields; answers the submit's outcome. */
  async function checkout(extra: Record<string, string> = {}) {
    const offset = (nextOffset += 4);
    const query = new URLSearchParams({
      destino: "LIM",
      entrada: addDays(today, offset),
      salida: addDays(today, offset + 3),
      habitacion: "2",
      tarifa: String(ratePlanId),
    });
    const url = `https://kuntur.test/hoteles/miraflores-malecon-suites/reservar?${query.toString()}`;
    return submitHotelCheckout(
      new Request(url, { method: "POST" }),
      "miraflores-malecon-suites",
      form({
        "guests.0.firstName": "María",
        "guests.0.lastName": "Quispe",
        "guests.0.documentType": "DNI",
        "guests.0.documentNumber": "45678912",
        "contact.firstName": "María",
        "contact.lastName": "Quispe",
        "contact.email": "maria.promo@ejemplo.pe",
        "contact.phoneCountryCode": "51",
        "contact.phoneNumber": "987654321",
        igv: "residente",
        terms: "on",
        idempotencyKey: crypto.randomUUID(),
        ...extra,
      }),
      user,
    );
  }

  async function placedOrder(extra: Record<string, string> = {}): Promise<Order> {
    const outcome = await checkout(extra);
    if (outcome.kind !== "redirect") throw new Error(JSON.stringify(outcome.failure));
    const id = outcome.location.split("/").at(-1) ?? "";
    const order = await loadOrder(handle.db, decodeURIComponent(id));
    if (!order) throw new Error("order missing");
    return order;
  }

  const post = (order: Order, fields: Record<string, string>) =>
    handleHotelOrderPost(new Request("https://kuntur.test/", { method: "POST" }), user, order.id, form(fields));
  const usesLeft = async (code: string) =>
    (await handle.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]?.usesLeft ?? -1;
  const redemptionsOf = (order: Order) =>
    handle.db
      .select()
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.payableKind, ORDER_PAYABLE), eq(promoRedemptions.payableId, order.id)));

  beforeAll(async () => {
    handle = await orderTestDb(["hotels", "discounts"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
    const [row] = await handle.db
      .insert(users)
      .values({ email: "maria.promo@ejemplo.pe", firstName: "María", fatherLastname: "Quispe" })
      .returning({ id: users.id });
    user = { id: row!.id, firstName: "María", email: "maria.promo@ejemplo.pe", image: null };
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("charges a hotel code's discounted total to the cent in both currencies: page, gateway, e-mail", async () => {
    const order = await placedOrder();
    const itemsMinor = computeOrderAmounts(order).itemsTotal.chargeMinor;
    const before = await usesLeft("HOTEL8");
    expect(await post(order, { intent: "pay", method: "card", promoCode: " hotel8 ", applyPromo: "1" })).toMatchObject({
      kind: "redirect",
    });
    const applied = (await loadOrder(handle.db, order.id))!;
    const amounts = computeOrderAmounts(applied);
    // HOTEL8: 8 % rounded half up, at most US$ 40.
    const discount = Math.min(Math.floor((itemsMinor * 8 + 50) / 100), 4_000);
    expect(discount).toBeGreaterThan(0);
    expect(amounts.total.chargeMinor).toBe(itemsMinor - discount);
    expect(amounts.adjustments.map((line) => line.amount.chargeMinor)).toEqual([-discount]);
    // The S/ reference: the charge total at the order's rate, rounded once, and the lines add up to it.
    const scaled = parseRate(applied.exchangeRate.value);
    expect(amounts.total.referenceMinor).toBe(Math.floor((2 * (itemsMinor - discount) * scaled + 10_000) / 20_000));
    expect(amounts.itemsTotal.referenceMinor + amounts.adjustmentsTotal.referenceMinor).toBe(
      amounts.total.referenceMinor,
    );
    expect(await usesLeft("HOTEL8")).toBe(before - 1);

    const page = await loadHotelOrderPage(new Request("https://kuntur.test/"), user, order.id);
    expect(page.promoCode).toBe("HOTEL8");
    expect(page.amounts.total).toEqual(amounts.total);

    const paid = await post(applied, { intent: "pay", method: "card", promoCode: "HOTEL8" });
    expect(paid).toMatchObject({ kind: "redirect", document: true });
    const [payment] = await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: order.id });
    expect(payment?.amount).toEqual({ amountMinor: itemsMinor - discount, currency: "USD" });
    await applyProviderState(
      handle.db,
      payment!.id,
      {
        paymentId: payment!.id,
        status: "approved",
        declineReason: null,
        rawStatus: "approved",
        amount: null,
        installments: 1,
        cardBrand: "Visa",
        cardLast4: "1111",
        awaitingSince: null,
      },
      "notification",
    );
    const confirmed = await loadHotelOrderPage(new Request("https://kuntur.test/"), user, order.id);
    expect(confirmed.order.state).toBe("fulfilled");
    expect(confirmed.amounts.total.chargeMinor).toBe(itemsMinor - discount);
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `hotel-order:${order.id}:%`));
    expect(mail?.text.replace(/\u00a0/g, " ")).toContain(
      `Pagaste ${formatMoney(itemsMinor - discount, "USD", { alwaysDecimals: true }).replace(/\u00a0/g, " ")}`,
    );
  });

  it("refuses a flight-only code with the clear message and changes nothing", async () => {
    const order = await placedOrder();
    const before = { flight: await usesLeft("VUELA5") };
    const outcome = await post(order, { intent: "pay", method: "card", promoCode: "VUELA5", applyPromo: "1" });
    expect(outcome).toEqual({
      kind: "message",
      status: 200,
      message: promoNotForMessage("hotel", ["flight"]),
      promo: { code: "VUELA5" },
    });
    // 'Pagar' with the same code typed is refused too, and starts no payment.
    expect(await post(order, { intent: "pay", method: "card", promoCode: "VUELA5" })).toMatchObject({
      kind: "message",
      status: 200,
    });
    const after = (await loadOrder(handle.db, order.id))!;
    expect(after.adjustments).toEqual([]);
    expect(computeOrderAmounts(after).total).toEqual(computeOrderAmounts(order).total);
    expect(await redemptionsOf(order)).toEqual([]);
    expect(await usesLeft("VUELA5")).toBe(before.flight);
    expect(await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: order.id })).toEqual([]);
  });

  it("a refused code keeps the hotel code already applied", async () => {
    const order = await placedOrder();
    await post(order, { intent: "pay", method: "card", promoCode: "HOTEL8", applyPromo: "1" });
    const withCode = computeOrderAmounts((await loadOrder(handle.db, order.id))!).total;
    await post(order, { intent: "pay", method: "card", promoCode: "VUELA5", applyPromo: "1" });
    const after = (await loadOrder(handle.db, order.id))!;
    expect(computeOrderAmounts(after).total).toEqual(withCode);
    expect((await redemptionsOf(order)).map((row) => row.code)).toEqual(["HOTEL8"]);
  });

  it("a retried 'Aplicar' or 'Pagar' with the code takes one use and discounts once", async () => {
    const order = await placedOrder();
    const before = await usesLeft("KUNTUR");
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(order, { intent: "pay", method: "card", promoCode: "KUNTUR", applyPromo: "1" });
    }
    await Promise.all([
      post(order, { intent: "pay", method: "cash", promoCode: "kuntur" }),
      post(order, { intent: "pay", method: "cash", promoCode: "KUNTUR" }),
    ]);
    const after = (await loadOrder(handle.db, order.id))!;
    expect(after.adjustments.filter((adjustment) => adjustment.active)).toHaveLength(1);
    expect(await redemptionsOf(order)).toHaveLength(1);
    expect(await usesLeft("KUNTUR")).toBe(before - 1);
    const itemsMinor = computeOrderAmounts(order).itemsTotal.chargeMinor;
    expect(computeOrderAmounts(after).total.chargeMinor).toBe(
      itemsMinor - Math.min(Math.floor((itemsMinor * 10 + 50) / 100), 5_000),
    );
  });

  it("an order whose hold lapses unpaid gives its promo use back", async () => {
    const order = await placedOrder();
    const before = await usesLeft("HOTEL8");
    await post(order, { intent: "pay", method: "card", promoCode: "HOTEL8", applyPromo: "1" });
    expect(await usesLeft("HOTEL8")).toBe(before - 1);
    const later = new Date(Date.parse(order.holdExpiresAt ?? "") + 60_000);
    const ended = await settleOrder(handle.db, (await loadOrder(handle.db, order.id))!, later);
    expect(ended.state).toBe("expired");
    expect(await usesLeft("HOTEL8")).toBe(before);
    expect(await redemptionsOf(order)).toEqual([]);
  });

  it("stores the factura on the order and shows it on the review; a boleta stores none", async () => {
    const order = await placedOrder({
      wantsInvoice: "on",
      "invoice.ruc": ` ${FACTURA.ruc}`,
      "invoice.businessName": FACTURA.businessName,
      "invoice.fiscalAddress": FACTURA.fiscalAddress,
    });
    const [row] = await handle.db.select({ invoice: orders.invoice }).from(orders).where(eq(orders.id, order.id));
    expect(row?.invoice).toEqual(FACTURA);
    const page = await loadHotelOrderPage(new Request("https://kuntur.test/"), user, order.id);
    expect(page.order.invoice).toEqual(FACTURA);
    // Fields typed without ticking 'Necesito factura' make a boleta.
    const boleta = await placedOrder({ "invoice.ruc": "123" });
    expect(boleta.invoice).toBeNull();
  });

  it("a factura with a wrong RUC comes back with the SPEC's message and the values, and places nothing", async () => {
    const outcome = await checkout({
      wantsInvoice: "on",
      "invoice.ruc": "20100070971",
      "invoice.businessName": "",
      "invoice.fiscalAddress": FACTURA.fiscalAddress,
    });
    expect(outcome).toMatchObject({
      kind: "failure",
      status: 400,
      failure: {
        errors: {
          "invoice.ruc": COMPROBANTE_MESSAGES.rucInvalid,
          "invoice.businessName": COMPROBANTE_MESSAGES.businessName,
        },
        values: { "invoice.ruc": "20100070971" },
      },
    });
  });
});
