import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DestinationFlightOffer } from "#app/features/destinations/last-searches-schemas.ts";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { destinationContents, lastSearchFares } from "#server/db/schema/destination-content.ts";
import { seedDestinationContent } from "#server/db/seed/destination-content.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const SLUG = "vuelos-baratos-a-cusco";

describe("destination content API (getWebSeoBySlug, notes, questions, routes)", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let idWebSeo: number;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    await seedDestinationContent(db.db);
    app = await buildTestApp(db);
    await app.ready();
    const [row] = await db.db.select().from(destinationContents).where(eq(destinationContents.slug, SLUG));
    idWebSeo = row!.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers the page of a slug with its SEO fields", async () => {
    const response = await app.inject({ method: "GET", url: `/api/v1/destination-content/${SLUG}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: idWebSeo,
      slug: SLUG,
      iata: "CUZ",
      originIata: "LIM",
      ciudadNombre: "Lima",
      ciudadDestino: "Cusco",
      metaTitle: "Vuelos baratos a Cusco desde Lima | Kuntur Viajes",
    });
    expect(response.json<{ metaDescription: string }>().metaDescription.length).toBeGreaterThan(100);
  });

  it("answers an unknown or malformed slug with a JSON 404", async () => {
    for (const slug of ["vuelos-baratos-a-narnia", "..%2Fetc", "x".repeat(200)]) {
      const response = await app.inject({ method: "GET", url: `/api/v1/destination-content/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers the notes, questions and routes of an idWebSeo, in order", async () => {
    const post = (path: string, body: unknown) =>
      app.inject({ method: "POST", url: `/api/v1/destination-content/${path}`, payload: body as object });
    const notes = await post("notes", { idWebSeo });
    expect(notes.statusCode).toBe(200);
    const noteList = notes.json<Array<{ idWebSeo: number; imagenUrl: string; detalle: string; titulo: string }>>();
    expect(noteList).toHaveLength(3);
    expect(noteList[0]).toMatchObject({
      idWebSeo,
      titulo: "Aclimátate a la altura",
      imagenUrl: "/images/destinos/notas/altura.svg",
    });

    const questions = (await post("questions", { idWebSeo })).json<Array<{ pregunta: string; respuesta: string }>>();
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions[0]?.pregunta).toBe("¿Cuánto dura el vuelo de Lima a Cusco?");

    const routes = (await post("routes", { idWebSeo })).json<
      Array<{ ciudadOrigenNombre: string; ciudadOrigenUrl: string }>
    >();
    expect(routes).toHaveLength(6);
    expect(routes[0]).toMatchObject({
      ciudadOrigenNombre: "Vuelos de Lima a Arequipa",
      ciudadOrigenUrl: "/vuelos/vuelos-baratos-a-arequipa",
    });
  });

  it("answers empty lists for an idWebSeo without content, and 400 for a bad body", async () => {
    const empty = await app.inject({
      method: "POST",
      url: "/api/v1/destination-content/notes",
      payload: { idWebSeo: 999_999 },
    });
    expect(empty.json()).toEqual([]);
    for (const payload of [{}, { idWebSeo: "1" }, { idWebSeo: -1 }, { idWebSeo: 1, extra: true }]) {
      const response = await app.inject({ method: "POST", url: "/api/v1/destination-content/questions", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_DATA" });
    }
  });
});

describe("last searches by city", () => {
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    const fare = (destinationCode: string, dateStart: string, totalMinor: number, originCode = "LIM") => ({
      type: "A",
      originCode,
      originName: originCode === "LIM" ? "Lima" : "Arequipa",
      destinationCode,
      destinationName: destinationCode === "CUZ" ? "Cusco" : "Otro",
      dateStart,
      dateEnd: dateStart.replace(/-(\d\d)$/, (_m, day: string) => `-${String(Number(day) + 3).padStart(2, "0")}`),
      totalMinor,
      currency: "USD",
    });
    await db.db.insert(lastSearchFares).values([
      ...[9500, 12000, 10100, 15000, 11000, 13000, 9900, 14000].map((price, index) =>
        fare("CUZ", `2099-0${index + 1}-10`, price),
      ),
      fare("CUZ", "2000-01-10", 1000), // already departed: not an offer
      fare("CUZ", "2099-02-11", 500, "AQP"), // another origin
      fare("MIA", "2099-02-11", 40000),
    ]);
    app = await buildTestApp(db);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it("defaults the origin to LIM and the type to A, cheapest first, only departures ahead", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/v1/flight-offers/last-searches?CodeDestination=CUZ",
    });
    expect(response.statusCode).toBe(200);
    const offers = response.json<DestinationFlightOffer[]>();
    expect(offers).toHaveLength(8);
    expect(offers.map((offer) => offer.total)).toEqual([95, 99, 101, 110, 120, 130, 140, 150]);
    expect(offers[0]).toEqual({
      origin: "Lima",
      originCode: "LIM",
      destination: "Cusco",
      destinationCode: "CUZ",
      dateStart: "2099-01-10",
      dateEnd: "2099-01-13",
      total: 95,
      currency: "USD",
    });
  });

  it("filters by the given origin and type, case-insensitively", async () => {
    const fromArequipa = await app.inject({
      method: "GET",
      url: "/api/v1/flight-offers/last-searches?CodeDestination=cuz&CodeOrigin=aqp&Type=a",
    });
    expect(fromArequipa.json<DestinationFlightOffer[]>().map((offer) => offer.total)).toEqual([5]);
    const otherType = await app.inject({
      method: "GET",
      url: "/api/v1/flight-offers/last-searches?CodeDestination=CUZ&Type=H",
    });
    expect(otherType.json()).toEqual([]);
  });

  it("rejects a missing or malformed destination with 400", async () => {
    for (const query of [
      "",
      "?CodeDestination=CUSCO",
      "?CodeDestination=CUZ&CodeOrigin=1",
      "?CodeDestination=CUZ&x=1",
    ]) {
      const response = await app.inject({ method: "GET", url: `/api/v1/flight-offers/last-searches${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_DATA" });
    }
  });
});
