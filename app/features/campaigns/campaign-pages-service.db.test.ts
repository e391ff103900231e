import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { campaignPages } from "#server/db/schema/campaign-pages.ts";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { promotions } from "#server/db/schema/promotions.ts";
import { seedCampaignPages } from "#server/db/seed/campaign-pages.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { seedPackages } from "#server/db/seed/packages.ts";
import { seedPromotions } from "#server/db/seed/promotions.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { campaignPathsByPromotion, findCampaignPage, listCampaignPages } from "./campaign-pages-service.server.ts";

const seededAt = new Date("2026-11-26T15:00:00Z");
const today = todayInLima(seededAt);

describe("campaign pages (seed and page data)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedPackages(handle.db);
    await seedPromotions(handle.db, seededAt);
    await seedCampaignPages(handle.db);
    await seedCampaignPages(handle.db);
    await handle.db.insert(exchangeRates).values({
      currencyFrom: "USD",
      currencyTo: "PEN",
      amount: "3.7500",
      effectiveDate: today,
      source: "prueba",
    });
    const fare = (destinationCode: string, destinationName: string, totalMinor: number, offset: number) => ({
      originCode: "LIM",
      originName: "Lima",
      destinationCode,
      destinationName,
      dateStart: addDays(today, offset),
      dateEnd: addDays(today, offset + 5),
      totalMinor,
    });
    await handle.db
      .insert(lastSearchFares)
      .values([
        fare("CUZ", "Cusco", 15_000, 10),
        fare("CUZ", "Cusco", 12_900, 20),
        fare("MIA", "Miami", 48_000, 30),
        fare("MAD", "Madrid", 99_000, -3),
      ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("seeds one page in force, one to come and one ended, once however often it runs", async () => {
    const list = await listCampaignPages(seededAt);
    expect(list.map((page) => [page.slug, page.state])).toEqual([
      ["hot-sale", "current"],
      ["cyber-wow", "upcoming"],
      ["fiestas-patrias", "expired"],
    ]);
    expect(await handle.db.select().from(campaignPages)).toHaveLength(3);
    expect(await campaignPathsByPromotion()).toMatchObject({ "hot-sale": "/info/hot-sale" });
  });

  it("offers, while in force, each route at its cheapest fare ahead and the packages at their price", async () => {
    const page = await findCampaignPage("hot-sale", seededAt);
    expect(page?.notice).toBeNull();
    expect(page?.validity).toBe("Del 24 de noviembre de 2026 al 8 de diciembre de 2026");
    // Cusco at its cheapest recorded fare; Madrid's only fare has left (no price, no offer); routes without fares too.
    expect(page?.flights.map((offer) => [offer.destinationCity, offer.totalMinor])).toEqual([
      ["Cusco", 12_900],
      ["Miami", 48_000],
    ]);
    expect(page?.flights[0]).toMatchObject({ departureDate: addDays(today, 20), totalPenMinor: 48_375 });
    expect(page?.packages.map((item) => item.slug)).toEqual([
      "cusco-machu-picchu",
      "punta-cana-todo-incluido",
      "mancora-playa-y-sol",
    ]);
    expect(page?.terms.map((section) => section.title)).toContain("Montos, topes y cargos");
  });

  it("shows no offers for an ended or coming campaign, only the notice and the terms", async () => {
    const ended = await findCampaignPage("fiestas-patrias", seededAt);
    expect(ended?.state).toBe("expired");
    expect(ended?.notice?.kind).toBe("expired");
    expect(ended?.flights).toEqual([]);
    expect(ended?.packages).toEqual([]);
    expect(ended?.terms.length).toBeGreaterThan(0);
    const coming = await findCampaignPage("cyber-wow", seededAt);
    expect(coming?.notice?.text).toMatch(/^Esta campaña empieza el 16 de diciembre de 2026/);
    expect(coming?.flights).toEqual([]);
  });

  it("follows its promotion's dates: the day after the last one, the page says it ended", async () => {
    const after = new Date(seededAt.getTime() + 13 * 86_400_000);
    const page = await findCampaignPage("hot-sale", after);
    expect(page?.state).toBe("expired");
    expect(page?.notice?.text).toBe("Esta campaña terminó el 8 de diciembre de 2026.");
  });

  it("hides a page that is unpublished, or whose promotion is, and answers nothing for an unknown slug", async () => {
    expect(await findCampaignPage("no-existe", seededAt)).toBeUndefined();
    await handle.db.update(campaignPages).set({ published: false }).where(eq(campaignPages.slug, "cyber-wow"));
    await handle.db.update(promotions).set({ published: false }).where(eq(promotions.slug, "fiestas-patrias"));
    expect(await findCampaignPage("cyber-wow", seededAt)).toBeUndefined();
    expect(await findCampaignPage("fiestas-patrias", seededAt)).toBeUndefined();
    expect((await listCampaignPages(seededAt)).map((page) => page.slug)).toEqual(["hot-sale"]);
  });
});
