import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invalidateWebSections, listWebSections } from "#app/features/content/web-content-service.server.ts";
import type { WebSection } from "#app/features/content/content-types.ts";
import { loadHome } from "#app/features/home/home-service.server.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/exchange-rate-service.server.ts";
import type { MostWantedOffer } from "#app/features/offers/offer-types.ts";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { exchangeRates, flightOffers } from "#server/db/schema/offers.ts";
import { banners, webElements, webSections } from "#server/db/schema/web-content.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedHomeContent } from "#server/db/seed/home-content.ts";
import { seedOffers } from "#server/db/seed/offers.ts";
import { seedPackages } from "#server/db/seed/packages.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

describe("home API: destinations, offers, exchange rate, managed content", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  /** The Lima days just before and after the seed ran: its rate is dated the day it ran. */
  let seedDays: string[] = [];

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    await seedGeography(db.db);
    seedDays = [todayInLima()];
    await seedOffers(db.db);
    seedDays.push(todayInLima());
    await seedPackages(db.db);
    await seedHomeContent(db.db);
    // Seeding twice changes nothing (idempotent).
    await seedGeography(db.db);
    await seedOffers(db.db);
    await seedHomeContent(db.db);
    app = await buildTestApp(db);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    setDbHandle(undefined);
  });

  beforeEach(() => invalidateWebSections());

  it("lists the destinations once with city and country in Spanish, Lima first", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/destinations" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const { destinations } = response.json<{ destinations: Array<Record<string, unknown>> }>();
    expect(destinations.length).toBeGreaterThan(40);
    expect(destinations[0]).toEqual({
      iata: "LIM",
      city: "Lima",
      country: "Perú",
      countryCode: "PE",
      airportName: "Aeropuerto Internacional Jorge Chávez",
      national: true,
    });
    expect(destinations.find((d) => d.iata === "MAD")).toMatchObject({
      city: "Madrid",
      country: "España",
      national: false,
    });
  });

  it("looks an airport up by IATA code, case-insensitively, and 404s an unknown one", async () => {
    const found = await app.inject({ method: "GET", url: "/api/v1/destinations/cuz" });
    expect(found.json()).toMatchObject({ iata: "CUZ", city: "Cusco" });
    expect((await app.inject({ method: "GET", url: "/api/v1/destinations/XXX" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/v1/destinations/CU1" })).statusCode).toBe(400);
  });

  it("serves at most 8 most-wanted offers per tab, with PEN at the current exchange rate", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/flight-offers/most-wanted" });
    expect(response.statusCode).toBe(200);
    const { offers } = response.json<{ offers: MostWantedOffer[] }>();
    expect(offers.filter((offer) => offer.type === "NAC")).toHaveLength(8);
    expect(offers.filter((offer) => offer.type === "INT")).toHaveLength(8);
    expect(offers.map((offer) => offer.destinationCode)).not.toContain("JUL");
    const { id, ...first } = offers[0]!;
    expect(typeof id).toBe("number");
    // The rate the seed wrote in beforeAll, dated its day (today, unless midnight in Lima passed since).
    const [seeded] = await db.db.select().from(exchangeRates);
    expect(seedDays).toContain(seeded?.effectiveDate);
    expect(first).toEqual({
      type: "NAC",
      origin: "Lima",
      originCode: "LIM",
      destination: "Cusco",
      destinationCode: "CUZ",
      image: "/images/home/destinations/cusco.svg",
      rate: 8900,
      currency: "USD",
      ratePen: 33331,
      currencyExchange: {
        amount: "3.7450",
        currencyFrom: "USD",
        currencyTo: "PEN",
        date: seeded?.effectiveDate,
        source: "Tipo de cambio comercial de venta de Kuntur Viajes (referencial)",
      },
      departureDate: null,
      returnDate: null,
    });
  });

  it("uses the latest exchange rate whose date has come, ignoring future ones", async () => {
    await db.db.insert(exchangeRates).values([
      { amount: "3.8000", effectiveDate: "2026-01-10", source: "Back office" },
      { amount: "9.9999", effectiveDate: "2099-01-01", source: "Futuro" },
    ]);
    const rate = await getCurrentExchangeRate({ now: new Date("2026-02-01T12:00:00Z") });
    expect(rate).toMatchObject({ amount: "3.8000", date: "2026-01-10", source: "Back office" });
    const earlier = await getCurrentExchangeRate({ now: new Date("2025-12-01T12:00:00Z") });
    // The seeded rate is dated the day of the start (issue 31): no rate applies before it.
    expect(earlier).toBeNull();
    const current = await app.inject({ method: "GET", url: "/api/v1/exchange-rates/current" });
    expect(current.json()).toMatchObject({ currencyFrom: "USD", currencyTo: "PEN" });
    await db.db.delete(exchangeRates).where(eq(exchangeRates.source, "Back office"));
    await db.db.delete(exchangeRates).where(eq(exchangeRates.source, "Futuro"));
  });

  it("prices offers in USD only while no exchange rate is on file", async () => {
    const saved = await db.db.select().from(exchangeRates);
    await db.db.delete(exchangeRates);
    const { offers } = (await app.inject({ method: "GET", url: "/api/v1/flight-offers/most-wanted" })).json<{
      offers: MostWantedOffer[];
    }>();
    expect(offers[0]).toMatchObject({ rate: 8900, ratePen: null, currencyExchange: null });
    expect((await app.inject({ method: "GET", url: "/api/v1/exchange-rates/current" })).statusCode).toBe(404);
    await db.db.insert(exchangeRates).values(saved.map(({ id: _id, ...row }) => row));
  });

  it("hides inactive offers", async () => {
    await db.db.update(flightOffers).set({ active: false }).where(eq(flightOffers.slug, "lim-cuz"));
    const { offers } = (await app.inject({ method: "GET", url: "/api/v1/flight-offers/most-wanted" })).json<{
      offers: MostWantedOffer[];
    }>();
    expect(offers.map((offer) => offer.destinationCode)).not.toContain("CUZ");
    expect(offers.filter((offer) => offer.type === "NAC").map((offer) => offer.destinationCode)).toContain("JUL");
    await db.db.update(flightOffers).set({ active: true }).where(eq(flightOffers.slug, "lim-cuz"));
  });

  it("prices an offer with the route's cheapest recorded fare departing ahead, with its dates (decision 026)", async () => {
    const day = (offset: number) => todayInLima(new Date(Date.now() + offset * 86_400_000));
    const route = { type: "A", originName: "Lima", destinationName: "Cusco" } as const;
    await db.db.insert(lastSearchFares).values([
      { ...route, originCode: "LIM", destinationCode: "CUZ", dateStart: day(20), dateEnd: day(27), totalMinor: 15234 },
      { ...route, originCode: "LIM", destinationCode: "CUZ", dateStart: day(40), dateEnd: day(44), totalMinor: 14000 },
      // Cheaper, but departed yesterday or from another origin: neither is the offer's price.
      { ...route, originCode: "LIM", destinationCode: "CUZ", dateStart: day(-1), dateEnd: day(5), totalMinor: 8000 },
      { ...route, originCode: "AQP", destinationCode: "CUZ", dateStart: day(20), dateEnd: day(27), totalMinor: 5000 },
    ]);
    const { offers } = (await app.inject({ method: "GET", url: "/api/v1/flight-offers/most-wanted" })).json<{
      offers: MostWantedOffer[];
    }>();
    expect(offers.find((offer) => offer.destinationCode === "CUZ")).toMatchObject({
      rate: 14000,
      currency: "USD",
      ratePen: 52430,
      departureDate: day(40),
      returnDate: day(44),
    });
    // A route nobody searched keeps its editorial fare.
    expect(offers.find((offer) => offer.destinationCode === "MIA")).toMatchObject({ departureDate: null });
    await db.db.delete(lastSearchFares);
    const editorial = (await app.inject({ method: "GET", url: "/api/v1/flight-offers/most-wanted" })).json<{
      offers: MostWantedOffer[];
    }>();
    expect(editorial.offers[0]).toMatchObject({ destinationCode: "CUZ", rate: 8900, departureDate: null });
  });

  it("publishes the HOME sections: elements by elementOrder, only with elementCheck", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/web-content/webs/HOME/sections" });
    const { sections } = response.json<{ sections: WebSection[] }>();
    expect(sections.map((section) => section.slot)).toEqual([
      "tabs",
      "hot-sale",
      "packages",
      "hotels",
      "insurance",
      "super-offers",
      "why-us",
      "links",
    ]);
    const packages = sections.find((section) => section.slot === "packages")!;
    expect(packages.nmGenericType.name).toBe("LINK_LIST");
    expect(packages.nmWebElements.map((element) => element.content)).toEqual([
      "Cusco y Machu Picchu",
      "Punta Cana todo incluido",
      "Cancún y Riviera Maya",
      "Máncora, playa y sol",
    ]);
    expect(packages.nmWebChildSections.map((child) => child.nmGenericType.name)).toEqual(["TITLE", "TEXT"]);

    const [first] = await db.db.select().from(webElements).where(eq(webElements.key, "home.packages.1"));
    await db.db.update(webElements).set({ elementOrder: 99 }).where(eq(webElements.key, "home.packages.1"));
    invalidateWebSections("HOME");
    const reordered = (await listWebSections("HOME")).find((section) => section.slot === "packages")!;
    expect(reordered.nmWebElements.at(-1)?.content).toBe("Cusco y Machu Picchu");
    await db.db
      .update(webElements)
      .set({ elementOrder: first!.elementOrder })
      .where(eq(webElements.key, "home.packages.1"));
  });

  it("caches the sections as home-sections until invalidated", async () => {
    await listWebSections("HOME");
    await db.db.update(webSections).set({ description: "Cambiado" }).where(eq(webSections.key, "home.packages"));
    expect((await listWebSections("HOME")).find((s) => s.slot === "packages")?.description).toBe("Paquetes destacados");
    invalidateWebSections("HOME");
    expect((await listWebSections("HOME")).find((s) => s.slot === "packages")?.description).toBe("Cambiado");
    await db.db
      .update(webSections)
      .set({ description: "Paquetes destacados" })
      .where(eq(webSections.key, "home.packages"));
  });

  it("leaves out a hot-sale campaign outside its window", async () => {
    await db.db
      .update(webSections)
      .set({ startsAt: new Date("2026-03-01T05:00:00Z"), endsAt: new Date("2026-03-08T05:00:00Z") })
      .where(eq(webSections.key, "home.hot-sale"));
    invalidateWebSections();
    const during = await listWebSections("HOME", { now: new Date("2026-03-05T12:00:00Z") });
    const after = await listWebSections("HOME", { now: new Date("2026-03-09T12:00:00Z") });
    expect(during.some((section) => section.slot === "hot-sale")).toBe(true);
    expect(after.some((section) => section.slot === "hot-sale")).toBe(false);
    await db.db.update(webSections).set({ startsAt: null, endsAt: null }).where(eq(webSections.key, "home.hot-sale"));
  });

  it("serves the HOME banners in order, without inactive or expired ones", async () => {
    await db.db
      .update(banners)
      .set({ endsAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(banners.slug, "seguros"));
    const response = await app.inject({ method: "GET", url: "/api/v1/web-content/banners?page=HOME" });
    const body = response.json<{
      banners: Array<{ title: string; imageLink: string; mobileImageLink: string; redirectUrl: string }>;
    }>();
    expect(body.banners.map((banner) => banner.imageLink)).toEqual([
      "/images/home/banners/hot-sale-desktop.svg",
      "/images/home/banners/cusco-desktop.svg",
      "/images/home/banners/punta-cana-desktop.svg",
      "/images/home/banners/cuotas-desktop.svg",
      "/images/home/banners/tienda-desktop.svg",
    ]);
    expect(body.banners[0]).toMatchObject({
      mobileImageLink: "/images/home/banners/hot-sale-mobile.svg",
      redirectUrl: "/?pestana=hot-sale",
    });
    await db.db.update(banners).set({ endsAt: null }).where(eq(banners.slug, "seguros"));
  });

  it("loads the home: content tabs classified, tab SEO texts, banners streamed", async () => {
    const home = await loadHome({ siteUrl: "https://www.kunturviajes.pe" });
    expect(home.contentTabs.map(({ key: _key, ...tab }) => tab)).toEqual([
      {
        label: "Travel Outlet",
        icon: "tienda",
        href: "/traveloutlet",
        internal: true,
        newTab: false,
      },
      {
        label: "Blog de viajes",
        icon: "estrella",
        href: "https://blog.kunturviajes.pe/",
        internal: false,
        newTab: true,
      },
    ]);
    expect(home.seo.homeHotels?.title).toBe("Hoteles en el Perú y el mundo al mejor precio | Kuntur Viajes");
    expect(await home.banners).toHaveLength(6);
  });
});
