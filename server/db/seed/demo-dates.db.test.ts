import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { loadEventsPage } from "#app/features/events/events-service.server.ts";
import { getCurrentAdvertisement } from "#app/features/advertisements/advertisement-service.server.ts";
import { listCurrentPromotions } from "#app/features/promotions/promotions-service.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { lastSearchFares } from "#server/db/schema/destination-content.ts";
import { promoCodes } from "#server/db/schema/discounts.ts";
import { storeEvents } from "#server/db/schema/events.ts";
import { eventCampaigns } from "#server/db/schema/pre-registration.ts";
import { promotions } from "#server/db/schema/promotions.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { demoAnchor } from "./demo-dates.ts";
import { seedDemoContent } from "./index.ts";

// The demo was seeded on a Wednesday in May and the server starts again in late November.
const seededAt = new Date("2026-05-20T15:00:00Z");
const monthsLater = new Date("2026-11-26T15:00:00Z");
const today = todayInLima(monthsLater);

describe("demo dates: refreshed on later starts unless edited (issue 14)", () => {
  let handle: DbHandle;
  let editedEvent: typeof storeEvents.$inferSelect;
  let editedPromotion: typeof promotions.$inferSelect;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedDemoContent(handle.db, seededAt);
    // The back office moves one event and shortens one promotion; a row seeded before the marker has none.
    [editedEvent] = (await handle.db
      .update(storeEvents)
      .set({ startsAt: new Date("2026-06-27T15:00:00Z"), endsAt: new Date("2026-06-27T23:00:00Z") })
      .where(eq(storeEvents.slug, "travel-outlet-en-tienda"))
      .returning()) as [typeof storeEvents.$inferSelect];
    [editedPromotion] = (await handle.db
      .update(promotions)
      .set({ validUntil: "2026-05-25" })
      .where(eq(promotions.slug, "hot-sale"))
      .returning()) as [typeof promotions.$inferSelect];
    await handle.db.update(storeEvents).set({ seededOn: null }).where(eq(storeEvents.slug, "feria-viajes-bodas-y-mas"));
    await seedDemoContent(handle.db, monthsLater);
  }, 120_000);
  afterAll(async () => {
    setDbHandle(undefined);
    await handle.close();
  });

  it("advertises no past event: the seeded ones are weeks ahead again, on weekends, past ones stay past", async () => {
    const { upcoming, past } = await loadEventsPage(monthsLater);
    expect(upcoming.map((event) => event.slug)).toEqual([
      "cierra-puertas",
      "noche-de-europa-y-destinos-exoticos",
      "feria-viajes-bodas-y-mas",
      "cierra-puertas-arequipa",
    ]);
    const rows = await handle.db.select().from(storeEvents);
    for (const row of rows.filter((event) => upcoming.some((view) => view.slug === event.slug))) {
      expect(row.startsAt.getTime()).toBeGreaterThan(monthsLater.getTime());
      expect([0, 6]).toContain(new Date(`${todayInLima(row.startsAt)}T00:00:00Z`).getUTCDay());
    }
    expect(past.map((event) => event.slug)).toEqual([
      "charla-cusco-y-machu-picchu-en-familia",
      "travel-outlet-en-tienda",
      "cierra-puertas-de-invierno",
    ]);
    expect(past.every((event) => event.registrationPath === null)).toBe(true);
  });

  it("leaves the edited event and promotion exactly as the back office left them", async () => {
    const [event] = await handle.db.select().from(storeEvents).where(eq(storeEvents.id, editedEvent.id));
    expect(event).toEqual(editedEvent);
    const [promotion] = await handle.db.select().from(promotions).where(eq(promotions.id, editedPromotion.id));
    expect(promotion).toEqual(editedPromotion);
  });

  it("moves the open campaigns (/tusdatos, /cierrapuertas) to dates ahead, with their day labels", async () => {
    const campaigns = await handle.db.select().from(eventCampaigns).orderBy(eventCampaigns.id);
    const open = campaigns.filter((campaign) => campaign.registrationOpen);
    expect(open.map((campaign) => campaign.id)).toEqual([1, 2, 3, 4, 5]);
    for (const campaign of open) {
      expect(campaign.eventDate > today).toBe(true);
      expect(campaign.seededOn).toBe(today);
      expect(campaign.dayLabel).toMatch(/^(Sábado|Domingo) \d{1,2} de [a-z]+ de \d{4}$/);
    }
    const [cierraPuertas] = await handle.db.select().from(storeEvents).where(eq(storeEvents.slug, "cierra-puertas"));
    expect(todayInLima(cierraPuertas!.startsAt)).toBe(open[0]?.eventDate);
  });

  it("keeps the promotions, promo codes and promo strip current, and the past promotion past", async () => {
    const current = await listCurrentPromotions(monthsLater);
    expect(current.map((promotion) => promotion.slug)).not.toContain("hot-sale");
    expect(current.length).toBe(3);
    const ended = await handle.db.select().from(promotions).where(eq(promotions.slug, "fiestas-patrias"));
    if (ended[0]) expect(ended[0].validUntil < today).toBe(true);
    const codes = await handle.db.select().from(promoCodes);
    expect(codes.every((code) => code.validFrom <= today && code.validTo >= today)).toBe(true);
    expect(await getCurrentAdvertisement(monthsLater, handle.db)).not.toBeNull();
    const [strip] = await handle.db.select().from(advertisements);
    expect(strip?.seededOn).toBe(today);
  });

  it("prices the demo fares again: every one departs ahead and was priced by today's engine", async () => {
    const [stale] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lastSearchFares)
      .where(sql`${lastSearchFares.dateStart} < ${today} or ${lastSearchFares.seenAt} < ${monthsLater}`);
    expect(stale?.n).toBe(0);
    const [fresh] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lastSearchFares)
      .where(eq(lastSearchFares.demo, true));
    expect(fresh?.n).toBeGreaterThan(100);
  });

  it("finds the seed day of a row seeded before the marker, and none for edited dates", () => {
    const seededOn = (day: string) => (candidate: string) => candidate === day;
    expect(demoAnchor(null, "2026-11-26", seededOn("2026-05-20"))).toBe("2026-05-20");
    expect(demoAnchor("2026-05-20", "2026-11-26", seededOn("2026-05-20"))).toBe("2026-05-20");
    expect(demoAnchor("2026-05-20", "2026-11-26", () => false)).toBeNull();
    expect(demoAnchor(null, "2026-11-26", () => false)).toBeNull();
  });
});
