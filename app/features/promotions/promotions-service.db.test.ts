import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { promotions } from "#server/db/schema/promotions.ts";
import { seedPromotions } from "#server/db/seed/promotions.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { findPromotion, listCurrentPromotions } from "./promotions-service.server.ts";

const seededAt = new Date("2026-11-26T15:00:00Z");
const daysLater = (days: number) => new Date(seededAt.getTime() + days * 86_400_000);

describe("promotions (seed and page data)", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedPromotions(handle.db, seededAt);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("lists the current campaigns in order, not the one that has ended", async () => {
    const current = await listCurrentPromotions(seededAt);
    expect(current.map((promotion) => promotion.slug)).toEqual([
      "hot-sale",
      "cierrapuertas",
      "travel-outlet",
      "cuotas-sin-intereses",
    ]);
    expect(current[0]).toMatchObject({
      validity: "Del 24 de noviembre de 2026 al 8 de diciembre de 2026",
      offersPath: "/?pestana=hot-sale",
    });
  });

  it("drops a campaign the day after its last day (Lima date)", async () => {
    expect((await listCurrentPromotions(daysLater(12))).map((p) => p.slug)).toContain("hot-sale");
    expect((await listCurrentPromotions(daysLater(13))).map((p) => p.slug)).not.toContain("hot-sale");
  });

  it("returns a campaign's full terms with fees and caps, its state, and nothing for an unknown slug", async () => {
    const hotSale = await findPromotion("hot-sale", seededAt);
    expect(hotSale?.state).toBe("current");
    expect(hotSale?.figures).toContainEqual({ label: "Tope de descuento", value: "US$ 400 por reserva" });
    expect(hotSale?.terms.map((section) => section.title)).toContain("Montos, topes y cargos");
    expect((await findPromotion("fiestas-patrias", seededAt))?.state).toBe("expired");
    expect(await findPromotion("no-existe", seededAt)).toBeUndefined();
  });

  it("hides an unpublished campaign and keeps edits when seeded again", async () => {
    await handle.db.update(promotions).set({ published: false }).where(eq(promotions.slug, "travel-outlet"));
    await handle.db
      .update(promotions)
      .set({ title: "Cuotas editadas" })
      .where(eq(promotions.slug, "cuotas-sin-intereses"));
    await seedPromotions(handle.db, daysLater(100));
    expect(await findPromotion("travel-outlet", seededAt)).toBeUndefined();
    const current = await listCurrentPromotions(seededAt);
    expect(current.map((p) => p.slug)).not.toContain("travel-outlet");
    expect(current.find((p) => p.slug === "cuotas-sin-intereses")?.title).toBe("Cuotas editadas");
    expect(await handle.db.select().from(promotions)).toHaveLength(6);
  });
});
