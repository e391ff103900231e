import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { ADVERTISEMENT_SLUG, seedAdvertisements } from "#server/db/seed/advertisements.ts";
import { listPromos, savePromo } from "#app/features/staff/content/content-admin.server.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { getAdvertisementForPage } from "#app/features/advertisements/advertisement-service.server.ts";

describe("the promo strip's advertisement, kept per process for the pages", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedAdvertisements(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("is read once for a few seconds, and a text staff save shows on the next page at once", async () => {
    const seeded = await getAdvertisementForPage();
    expect(seeded?.advertisementContent).toMatch(/^Temporada de verano/);
    // A write that no staff save signals is not seen within the copy's time: the copy is really kept.
    await handle.db
      .update(advertisements)
      .set({ advertisementContent: "Escrito por fuera" })
      .where(eq(advertisements.slug, ADVERTISEMENT_SLUG));
    expect((await getAdvertisementForPage())?.advertisementContent).toBe(seeded?.advertisementContent);

    const promo = (await listPromos()).find((candidate) => candidate.advertisementContent === "Escrito por fuera");
    if (!promo) throw new Error("the seeded promo is missing");
    const form = {
      advertisementContent: "Cyber Kuntur: vuelos a Cusco desde US$ 99.",
      startDate: "2026-01-01T00:00",
      endDate: "2099-12-31T23:59",
      active: true,
      version: promo.version,
    };
    await savePromo(promo.id, form, { id: null, email: "editor@kuntur.test" });
    expect((await getAdvertisementForPage())?.advertisementContent).toBe(form.advertisementContent);
  });
});
