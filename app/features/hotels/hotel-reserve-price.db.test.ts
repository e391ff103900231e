import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { hotelHolds, hotelRoomNights } from "#server/db/schema/hotels.ts";
import { seedHotels } from "#server/db/seed/hotels.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { seededHotelPlan } from "#tests/support/order-fixture.ts";
import { moneyParam } from "#app/utils/money.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { loadHotelCheckout, submitHotelCheckout } from "./hotel-checkout.server.ts";
import { PRICE_CHANGED_REASON, registerHotelOrderProduct } from "./hotel-product.server.ts";

// The hotel checkout's entry price (decision 052): the total the visitor chose travels in the URL (`precio`); a stay
// the hotel re-priced since shows 'El precio cambió de … a …' and 'Continuar al pago' is refused until accepted.

const SLUG = "miraflores-malecon-suites";

describe(`the hotel checkout's price change on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let roomTypeId: number;
  const today = todayInLima();
  let nextOffset = 60;

  /** A stay no other test of this file uses: its reserve URL's query (without `precio`). */
  const stay = () => {
    const offset = (nextOffset += 4);
    return new URLSearchParams({
      destino: "LIM",
      entrada: addDays(today, offset),
      salida: addDays(today, offset + 3),
      habitacion: "2",
      tarifa: String(ratePlanId),
    });
  };
  const at = (query: URLSearchParams, totalMinor: number) => {
    const next = new URLSearchParams(query);
    next.set("precio", moneyParam(totalMinor));
    return next;
  };
  const load = (query: URLSearchParams) => loadHotelCheckout(SLUG, query, null);
  /** The order core's total for the stay now (the page's own figure). */
  const totalNow = async (query: URLSearchParams) => {
    const page = await load(at(query, 1));
    return page.amounts!.resident.total.chargeMinor;
  };
  /** The hotel changes one night's double-room price of the stay by `deltaMinor`. */
  const reprice = (query: URLSearchParams, deltaMinor: number) =>
    handle.db
      .update(hotelRoomNights)
      .set({ doubleMinor: sql`${hotelRoomNights.doubleMinor} + ${deltaMinor}` })
      .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, query.get("entrada")!)));

  const fields = (idempotencyKey: string, extra: Record<string, string> = {}) => {
    const data = new FormData();
    const values: Record<string, string> = {
      "guests.0.firstName": "María",
      "guests.0.lastName": "Quispe",
      "guests.0.documentType": "DNI",
      "guests.0.documentNumber": "45678912",
      "contact.firstName": "María",
      "contact.lastName": "Quispe",
      "contact.email": "maria.precio@ejemplo.pe",
      "contact.phoneCountryCode": "51",
      "contact.phoneNumber": "987654321",
      igv: "residente",
      terms: "on",
      idempotencyKey,
      ...extra,
    };
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };
  const submit = (query: URLSearchParams, form: FormData) =>
    submitHotelCheckout(
      new Request(`https://kuntur.test/hoteles/${SLUG}/reservar?${query.toString()}`, { method: "POST" }),
      SLUG,
      form,
      null,
    );
  /** 'Continuar con US$ …' from the notice shown on entering (no form filled yet). */
  const acceptForm = (totalMinor: number) => {
    const data = new FormData();
    data.set("intent", "accept-price");
    data.set("acceptedTotalMinor", String(totalMinor));
    return data;
  };
  const holdsOf = (key: string) => handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, key));

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedHotels(handle.db, new Date());
    ({ ratePlanId, roomTypeId } = await seededHotelPlan(handle.db));
    registerHotelOrderProduct({ siteUrl: "https://kuntur.test" });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("sends a link without a chosen total on to the same page carrying the total it shows", async () => {
    const query = stay();
    const total = await totalNow(query);
    const answer: unknown = await load(query).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const location = new URL((answer as Response).headers.get("location") ?? "", "https://kuntur.test");
    expect((answer as Response).status).toBe(302);
    expect(location.pathname).toBe(`/hoteles/${SLUG}/reservar`);
    expect(location.searchParams.get("precio")).toBe(moneyParam(total));
    expect(location.searchParams.get("tarifa")).toBe(String(ratePlanId));
    expect((await load(location.searchParams)).entryPriceChange).toBeNull();
  });

  it("shows no notice and places the order at the chosen total when nothing moved", async () => {
    const query = stay();
    const total = await totalNow(query);
    expect((await load(at(query, total))).entryPriceChange).toBeNull();
    const outcome = await submit(at(query, total), fields(crypto.randomUUID()));
    if (outcome.kind !== "redirect") throw new Error(JSON.stringify(outcome.failure));
    const order = await loadOrder(handle.db, decodeURIComponent(outcome.location.split("/").at(-1) ?? ""));
    expect(computeOrderAmounts(order!).total.chargeMinor).toBe(total);
  });

  it("announces a rate the hotel raised, refuses the old total's post with nothing held, and goes on once accepted", async () => {
    const query = stay();
    const seen = await totalNow(query);
    await reprice(query, 2_500);
    const now = await totalNow(query);
    expect(now).toBeGreaterThan(seen);

    const page = await load(at(query, seen));
    expect(page.entryPriceChange).toEqual({ oldTotalMinor: seen, newTotalMinor: now, reason: PRICE_CHANGED_REASON });
    expect(page.resultsUrl).toMatch(/^\/resultados\/hoteles\?/);

    // A form rendered at the old total (typed before the hotel moved it) is refused: no hold, no order.
    const key = crypto.randomUUID();
    const refused = await submit(at(query, seen), fields(key));
    expect(refused).toMatchObject({
      kind: "failure",
      status: 409,
      failure: { priceChange: { oldTotalMinor: seen, newTotalMinor: now } },
    });
    expect(await holdsOf(key)).toEqual([]);

    // 'Continuar con US$ …' on entering: the same checkout, now carrying the new total; its post places the order.
    const accepted = await submit(at(query, seen), acceptForm(now));
    if (accepted.kind !== "redirect") throw new Error("accept did not redirect");
    const next = new URL(accepted.location, "https://kuntur.test").searchParams;
    expect(next.get("precio")).toBe(moneyParam(now));
    expect((await load(next)).entryPriceChange).toBeNull();
    const placed = await submit(next, fields(key));
    if (placed.kind !== "redirect") throw new Error(JSON.stringify(placed.failure));
    const order = await loadOrder(handle.db, decodeURIComponent(placed.location.split("/").at(-1) ?? ""));
    expect(computeOrderAmounts(order!).total.chargeMinor).toBe(now);
    expect(await holdsOf(key)).toHaveLength(1);
  });

  it("keeps what was typed when the price moves while the form is filled, and places the order at the accepted total", async () => {
    const query = stay();
    const seen = await totalNow(query);
    await reprice(query, 1_800);
    const now = await totalNow(query);
    const key = crypto.randomUUID();
    const typed = fields(key);
    const refused = await submit(at(query, seen), typed);
    if (refused.kind !== "failure") throw new Error("the old total's post was taken");
    expect(refused.status).toBe(409);
    expect(refused.failure.values["contact.email"]).toBe("maria.precio@ejemplo.pe");

    // The notice's accept carries the typed values back (the page renders them as hidden inputs).
    const carried = acceptForm(now);
    for (const [name, value] of Object.entries(refused.failure.values)) carried.set(name, value);
    const back = await submit(at(query, seen), carried);
    expect(back).toEqual({
      kind: "failure",
      status: 200,
      failure: { message: null, errors: {}, values: refused.failure.values, acceptedTotalMinor: now },
    });
    expect(await holdsOf(key)).toEqual([]);

    // The form comes back filled, carrying the accepted total: its post (the URL still at the old one) places the order.
    const again = fields(key, { acceptedTotalMinor: String(now) });
    const placed = await submit(at(query, seen), again);
    if (placed.kind !== "redirect") throw new Error(JSON.stringify(placed.failure));
    const order = await loadOrder(handle.db, decodeURIComponent(placed.location.split("/").at(-1) ?? ""));
    expect(computeOrderAmounts(order!).total.chargeMinor).toBe(now);

    // Moved again after that accept: announced again, never taken.
    const other = stay();
    const before = await totalNow(other);
    await reprice(other, 700);
    const moved = await submit(at(other, before), fields(crypto.randomUUID(), { acceptedTotalMinor: String(before) }));
    expect(moved).toMatchObject({ kind: "failure", status: 409, failure: { priceChange: { oldTotalMinor: before } } });
  });

  it("announces a fall too, and again when the price moved once more after the notice", async () => {
    const query = stay();
    const seen = await totalNow(query);
    await reprice(query, -1_000);
    const lower = await totalNow(query);
    expect((await load(at(query, seen))).entryPriceChange).toMatchObject({ oldTotalMinor: seen, newTotalMinor: lower });
    const accepted = await submit(at(query, seen), acceptForm(lower));
    if (accepted.kind !== "redirect") throw new Error("accept did not redirect");
    await reprice(query, 500);
    const again = await load(new URL(accepted.location, "https://kuntur.test").searchParams);
    expect(again.entryPriceChange).toMatchObject({ oldTotalMinor: lower, newTotalMinor: await totalNow(query) });
  });

  it("answers a malformed accept with 400", async () => {
    const query = stay();
    const answer: unknown = await submit(
      at(query, 100),
      fields(crypto.randomUUID(), { intent: "accept-price", acceptedTotalMinor: "-1" }),
    ).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(400);
  });
});
