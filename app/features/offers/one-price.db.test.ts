import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { travelPackages } from "#server/db/schema/packages.ts";
import { seedDemoContent } from "#server/db/seed/index.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { formatMoney } from "#app/utils/money.ts";
import { HOME_WEB, type WebSection } from "#app/features/content/index.ts";
import { invalidateWebSections, listBanners, listWebSections } from "#app/features/content/index.server.ts";
import { loadDestinationPage } from "#app/features/destinations/index.server.ts";
import { cheapestAdultRoundTrip } from "#app/features/flights/index.ts";
import { ROUND_TRIP, type FlightSearch } from "#app/features/flights/index.ts";
import { createInventorySupplier } from "#app/features/flights/index.server.ts";
import { listPackages } from "#app/features/packages/index.server.ts";
import { listMostWantedOffers } from "./most-wanted-service.server.ts";
import { forgetPriceFigures, priceFiller } from "./price-references.server.ts";
import { cheapestRouteFares } from "./route-fares.server.ts";

const now = new Date();

function detailOf(sections: WebSection[], slot: string, content: string): string | null | undefined {
  const section = sections.find((candidate) => candidate.slot === slot);
  const all = [section, ...(section?.nmWebChildSections ?? [])].flatMap((item) => item?.nmWebElements ?? []);
  return all.find((element) => element.content === content)?.detail;
}

describe("one price per product (issue 14)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedDemoContent(handle.db, now);
  }, 120_000);
  afterAll(async () => {
    setDbHandle(undefined);
    await handle.close();
  });

  it("shows a route's one 'from' price on the home offers, 'Súper ofertas' and the destination page", async () => {
    invalidateWebSections();
    const [sections, offers, page] = await Promise.all([
      listWebSections(HOME_WEB, { now }),
      listMostWantedOffers({ now }),
      loadDestinationPage("vuelos-baratos-a-cusco", now),
    ]);
    const fare = (await cheapestRouteFares([{ originCode: "LIM", destinationCode: "CUZ" }], { now })).get("LIM-CUZ");
    expect(fare).toBeDefined();
    const price = formatMoney(fare!.totalMinor, "USD");
    expect(detailOf(sections, "super-offers", "Lima – Cusco")).toBe(`Desde ${price} ida y vuelta`);
    expect(offers.find((offer) => offer.destinationCode === "CUZ")).toMatchObject({
      rate: fare!.totalMinor,
      departureDate: fare!.dateStart,
    });
    expect(page?.offers[0]).toMatchObject({ totalMinor: fare!.totalMinor, dateStart: fare!.dateStart });
    // Madrid too: the home's offer card and 'Súper ofertas' agree with the destination page.
    const madrid = await loadDestinationPage("vuelos-baratos-a-madrid", now);
    const madridPrice = formatMoney(madrid!.offers[0]!.totalMinor, "USD");
    expect(detailOf(sections, "super-offers", "Lima – Madrid")).toBe(`Desde ${madridPrice} ida y vuelta`);
    expect(offers.find((offer) => offer.destinationCode === "MAD")?.rate).toBe(madrid!.offers[0]!.totalMinor);
  });

  it("is a price the flight engine really sells for those dates", async () => {
    const fare = (await cheapestRouteFares([{ originCode: "LIM", destinationCode: "CUZ" }], { now })).get("LIM-CUZ")!;
    const search: FlightSearch = {
      tripType: ROUND_TRIP,
      legs: [{ origin: "LIM", destination: "CUZ", date: fare.dateStart }],
      returnDate: fare.dateEnd,
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: 0,
      language: "ES",
    };
    const engine = createInventorySupplier(handle.db, { now: () => now });
    const offers = await engine.search(search, new AbortController().signal);
    expect(cheapestAdultRoundTrip(search, offers)).toBe(fare.totalMinor);
  });

  it("shows a package's one price on the home sections, its banner and /cierrapuertas; an edit shows everywhere", async () => {
    await handle.db
      .update(travelPackages)
      .set({ priceMinor: 47_900 })
      .where(eq(travelPackages.slug, "cusco-machu-picchu"));
    invalidateWebSections();
    const [sections, banners, campaign] = await Promise.all([
      listWebSections(HOME_WEB, { now }),
      listBanners(HOME_WEB, { now }),
      listPackages(["cusco-machu-picchu"]),
    ]);
    expect(detailOf(sections, "packages", "Cusco y Machu Picchu")).toBe("4 días / 3 noches · Desde US$\u00a0479");
    expect(detailOf(sections, "hot-sale", "Cusco y Machu Picchu")).toBe("Desde US$\u00a0479 por persona");
    expect(banners.map((banner) => banner.title)).toContain("Cusco y Machu Picchu: 4 días desde US$\u00a0479");
    expect(campaign[0]?.priceMinor).toBe(47_900);
  });

  it("leaves out a managed text whose product has no price rather than show a made-up one", async () => {
    await handle.db.update(travelPackages).set({ active: false }).where(eq(travelPackages.slug, "mancora-playa-y-sol"));
    invalidateWebSections();
    const sections = await listWebSections(HOME_WEB, { now });
    expect(detailOf(sections, "packages", "Máncora, playa y sol")).toBeUndefined();
    expect(detailOf(sections, "packages", "Cancún y Riviera Maya")).toMatch(/^7 días \/ 6 noches · Desde US\$\u00a0\d/);
  });

  it("reuses the figures briefly and reads them again once forgotten (a recorded fare forgets them)", async () => {
    const text = "{precio:paquete:cancun-riviera-maya} · {precio:vuelo:LIM-CUZ}";
    const before = (await priceFiller([text], { now }))(text);
    expect(before).toMatch(/^US\$\u00a0[\d,.]+ · US\$\u00a0[\d,.]+$/);
    await handle.db
      .update(travelPackages)
      .set({ priceMinor: 123_400 })
      .where(eq(travelPackages.slug, "cancun-riviera-maya"));
    expect((await priceFiller([text], { now }))(text)).toBe(before);
    forgetPriceFigures();
    expect((await priceFiller([text], { now }))(text)).toMatch(/^US\$\u00a01,234 · /);
  });
});
