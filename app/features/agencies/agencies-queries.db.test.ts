import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { agencies } from "#server/db/schema/agencies.ts";
import { seedAgencies } from "#server/db/seed/agencies.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { listActiveAgencies } from "./agencies-queries.server.ts";

describe("branches", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedAgencies(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("lists the flagship store first, then the twelve branches with ids 2-9 and 11-14", async () => {
    const list = await listActiveAgencies();
    expect(list.map((agency) => agency.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]);
    expect(list[0]).toMatchObject({ name: "Tienda 28 de Julio", isFlagship: true });
    for (const agency of list) {
      expect(agency.email).toMatch(/^[a-z0-9]+@kunturviajes\.pe$/);
      expect(agency.image).toMatch(/^\/images\/agencias\/[a-z0-9-]+\.svg$/);
      expect(agency.latitude).toBeGreaterThan(-19);
      expect(agency.latitude).toBeLessThan(0);
    }
  });

  it("seeds idempotently and never overwrites an edited branch", async () => {
    await handle.db.update(agencies).set({ openingHours: "Horario editado" }).where(eq(agencies.id, 2));
    await seedAgencies(handle.db);
    const list = await listActiveAgencies();
    expect(list).toHaveLength(13);
    expect(list.find((agency) => agency.id === 2)?.openingHours).toBe("Horario editado");
  });

  it("leaves inactive branches out", async () => {
    await handle.db.update(agencies).set({ active: false }).where(eq(agencies.id, 14));
    const ids = (await listActiveAgencies()).map((agency) => agency.id);
    expect(ids).not.toContain(14);
  });
});
