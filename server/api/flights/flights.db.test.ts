import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { flightInventory } from "#server/db/schema/flights.ts";
import { lastSearchFares, priceAlerts } from "#server/db/schema/destination-content.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { buildFlightResultsUrl, type FlightSearch } from "#app/features/flights/flight-search-url.ts";
import type { FlightSearchResult, PricedSelection } from "#app/features/flights/flight-offer-types.ts";
import { configureFlightSearch } from "#flights";
import { and, eq } from "drizzle-orm";
import { createInventorySupplier } from "#app/features/flights/inventory/inventory-supplier.server.ts";
import { notifyPriceDrop } from "#app/features/price-alerts/price-alert-service.server.ts";
import { createTestSupplier } from "#app/features/flights/test-supplier.server.ts";

const today = todayInLima();
const roundTrip = (overrides: Partial<FlightSearch> = {}): FlightSearch => ({
  tripType: 0,
  legs: [{ origin: "LIM", destination: "CUZ", date: addDays(today, 40) }],
  returnDate: addDays(today, 47),
  adults: 2,
  children: 1,
  infants: 1,
  cabinClass: 0,
  language: "ES",
  ...overrides,
});
const apiUrl = (search: FlightSearch) => `/api/v1/flights/search?${buildFlightResultsUrl(search).split("?")[1]}`;

describe("flight search API", () => {
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    await seedDemoContent(db.db);
    app = await buildTestApp(db);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  async function search(flightSearch: FlightSearch) {
    const response = await app.inject({ method: "GET", url: apiUrl(flightSearch) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FlightSearchResult>();
  }

  it("answers a round trip with offers priced as a whole for every traveller, cheapest first", async () => {
    const result = await search(roundTrip());
    expect(result.failedSuppliers).toEqual([]);
    expect(result.offers.length).toBeGreaterThan(3);
    const totals = result.offers.map((offer) => offer.price.totalMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const [offer] = result.offers;
    expect(offer?.slices.map((slice) => [slice.origin, slice.destination])).toEqual([
      ["LIM", "CUZ"],
      ["CUZ", "LIM"],
    ]);
    expect(offer?.price.perPassenger.map((row) => [row.type, row.count])).toEqual([
      ["ADT", 2],
      ["CHD", 1],
      ["INF", 1],
    ]);
    expect(offer?.price.taxes.map((tax) => tax.code)).toContain("IGV");
    expect(result.airlines.LA?.name).toBe("LATAM Airlines");
    expect(result.airports.CUZ?.city).toBe("Cusco");
  });

  it("re-prices an offer id, with another family, and refuses forged ids", async () => {
    const result = await search(roundTrip({ adults: 1, children: 0, infants: 0 }));
    const offer = result.offers[0];
    if (!offer) throw new Error("no offer");
    const priced = await app.inject({ method: "GET", url: `/api/v1/flights/offers/${offer.id}` });
    expect(priced.statusCode, priced.body).toBe(200);
    const body = priced.json<Extract<PricedSelection, { status: "available" }>>();
    expect(body.price.totalMinor).toBe(offer.price.totalMinor);
    expect(body.fareFamilies.length).toBeGreaterThan(1);
    const dearer = body.fareFamilies[1];
    const withFamily = await app.inject({
      method: "GET",
      url: `/api/v1/flights/offers/${offer.id}?familia=${dearer?.fareFamily.code}`,
    });
    expect(withFamily.json<{ price: { totalMinor: number } }>().price.totalMinor).toBe(dearer?.price.totalMinor);
    const [payload, signature] = offer.id.split(".");
    const forged = await app.inject({
      method: "GET",
      url: `/api/v1/flights/offers/${payload}.${signature?.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it("rejects a bad search with the form's messages and changes nothing", async () => {
    const past = await app.inject({
      method: "GET",
      url: apiUrl(roundTrip({ legs: [{ origin: "LIM", destination: "XXX", date: addDays(today, -1) }] })),
    });
    expect(past.statusCode).toBe(400);
    const messages = past.json<{ issues: Array<{ message: string }> }>().issues.map((issue) => issue.message);
    expect(messages).toContain("La fecha no puede ser anterior a hoy");
    expect(messages).toContain("Selecciona un aeropuerto de la lista");
  });

  it("records the cheapest round-trip fare of a search for the destination pages", async () => {
    const flightSearch = roundTrip({
      legs: [{ origin: "LIM", destination: "AQP", date: addDays(today, 30) }],
      returnDate: addDays(today, 35),
    });
    await search(flightSearch);
    await expect
      .poll(async () =>
        db.db
          .select()
          .from(lastSearchFares)
          .where(and(eq(lastSearchFares.destinationCode, "AQP"), eq(lastSearchFares.dateStart, addDays(today, 30)))),
      )
      .toHaveLength(1);
  });

  it("e-mails the route's active price alerts once when a search finds a lower fare", async () => {
    const now = new Date();
    await db.db.insert(priceAlerts).values({
      email: "ana.quispe@example.pe",
      originIata: "LIM",
      destinationIata: "JUL",
      status: "active",
      consentAt: now,
      confirmTokenHash: "hash-of-a-used-token",
      confirmationSentAt: now,
      confirmedAt: now,
      unsubscribeToken: "unsubscribe-token-of-the-alert",
    });
    const juliaca = roundTrip({
      legs: [{ origin: "LIM", destination: "JUL", date: addDays(today, 33) }],
      returnDate: addDays(today, 38),
    });
    const drops = () => db.db.select().from(emailOutbox).where(eq(emailOutbox.template, "price-alert-drop"));
    await search(juliaca);
    await expect.poll(async () => (await drops()).length).toBe(1);
    const [email] = await drops();
    expect(email?.subject).toMatch(/^Bajó el precio: vuelos .+ desde US\$/);
    expect(email?.text).toContain("/resultados/vuelos?tipo=0&origen=LIM&destino=JUL");
    // The same fare again (a repeat or a concurrent search) tells no one twice; a lower one does.
    const [recorded] = await db.db.select().from(priceAlerts).where(eq(priceAlerts.destinationIata, "JUL"));
    const fare = {
      originIata: "LIM",
      destinationIata: "JUL",
      totalMinor: recorded?.lastNotifiedTotalMinor ?? 0,
      amount: "US$ 1",
      dates: "ida, vuelta",
      searchUrl: "https://www.kunturviajes.test/resultados/vuelos",
    };
    expect(await notifyPriceDrop(fare, "https://www.kunturviajes.test")).toBe(0);
    expect(await notifyPriceDrop({ ...fare, totalMinor: fare.totalMinor - 100 }, "https://www.kunturviajes.test")).toBe(
      1,
    );
    expect(await drops()).toHaveLength(2);
  });

  it("raises the price as a flight fills", async () => {
    // An offer of one flight (on some weekdays every fare of the route is offered on two flights: try the next day).
    let offer: FlightSearchResult["offers"][number] | undefined;
    for (let day = 60; day < 67 && !offer; day++) {
      const flightSearch: FlightSearch = roundTrip({
        tripType: 1,
        returnDate: null,
        adults: 1,
        children: 0,
        infants: 0,
        legs: [{ origin: "LIM", destination: "TRU", date: addDays(today, day) }],
      });
      const before = await search(flightSearch);
      offer = before.offers.find((candidate) => candidate.slices[0]?.options.length === 1);
    }
    const option = offer?.slices[0]?.options[0];
    if (!offer || !option) throw new Error("no offer");
    const [scheduleId, date] = (option.segments[0]?.id ?? "").split("@");
    await db.db.insert(flightInventory).values({
      scheduleId: Number(scheduleId),
      departureDate: date ?? "",
      cabin: 0,
      capacity: 174,
      sold: 170,
      held: 0,
    });
    const priced = await app.inject({ method: "GET", url: `/api/v1/flights/offers/${offer.id}` });
    expect(priced.json<{ price: { totalMinor: number } }>().price.totalMinor).toBeGreaterThan(offer.price.totalMinor);
    await db.db
      .update(flightInventory)
      .set({ sold: 174 })
      .where(eq(flightInventory.scheduleId, Number(scheduleId)));
    const soldOut = await app.inject({ method: "GET", url: `/api/v1/flights/offers/${offer.id}` });
    expect(soldOut.statusCode).toBe(409);
  });

  it("leaves out a supplier that times out or fails, keeping the others' offers, and never answers 500", async () => {
    const tacna = roundTrip({
      legs: [{ origin: "LIM", destination: "TCQ", date: addDays(today, 20) }],
      returnDate: addDays(today, 24),
    });
    for (const mode of ["slow", "failing"] as const) {
      configureFlightSearch({
        suppliers: [createInventorySupplier(db.db), createTestSupplier(mode)],
        supplierTimeoutMs: 500,
      });
      const result = await search(tacna);
      expect(result.failedSuppliers).toEqual([`test-${mode}`]);
      expect(result.offers.length).toBeGreaterThan(0);
    }
  });

  it("says an offer id has expired after its validity", async () => {
    const startedAt = Date.now();
    let clock = startedAt;
    configureFlightSearch({ suppliers: [createInventorySupplier(db.db)], now: () => new Date(clock) });
    const result = await search(
      roundTrip({
        adults: 1,
        children: 0,
        infants: 0,
        legs: [{ origin: "LIM", destination: "PIU", date: addDays(today, 50) }],
        returnDate: addDays(today, 52),
      }),
    );
    const offer = result.offers[0];
    clock = startedAt + 21 * 60_000;
    const expired = await app.inject({ method: "GET", url: `/api/v1/flights/offers/${offer?.id}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ reason: string }>().reason).toBe("expired");
  });
});
