import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getCurrentAdvertisement } from "#app/features/advertisements/advertisement-service.server.ts";
import type { DbHandle } from "#server/db/client.ts";
import { advertisements } from "#server/db/schema/advertisements.ts";
import { seedAdvertisements } from "#server/db/seed/advertisements.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const HOUR = 3_600_000;

describe("GET /api/v1/advertisements/current", () => {
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(async () => {
    await db.db.delete(advertisements);
  });

  it("answers null with cache headers when nothing is live", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/advertisements/current" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=60");
    expect(response.json()).toBeNull();
  });

  it("answers the live advertisement with the specification's field names", async () => {
    const now = Date.now();
    await db.db.insert(advertisements).values([
      {
        slug: "vigente",
        advertisementContent: "Hasta 35% de descuento en paquetes",
        startDate: new Date(now - HOUR),
        endDate: new Date(now + HOUR),
      },
      {
        slug: "vencida",
        advertisementContent: "Campaña anterior",
        startDate: new Date(now - 3 * HOUR),
        endDate: new Date(now - 2 * HOUR),
      },
      {
        slug: "futura",
        advertisementContent: "Próxima campaña",
        startDate: new Date(now + 2 * HOUR),
        endDate: new Date(now + 3 * HOUR),
      },
      {
        slug: "inactiva",
        advertisementContent: "Desactivada por un editor",
        startDate: new Date(now - HOUR / 2),
        endDate: new Date(now + HOUR),
        active: false,
      },
    ]);
    const response = await app.inject({ method: "GET", url: "/api/v1/advertisements/current" });
    expect(response.json()).toEqual({
      advertisementContent: "Hasta 35% de descuento en paquetes",
      startDate: new Date(now - HOUR).toISOString(),
      endDate: new Date(now + HOUR).toISOString(),
    });
  });

  it("treats the end date as exclusive and prefers the latest campaign to start", async () => {
    const start = new Date("2026-03-01T05:00:00Z");
    const end = new Date("2026-03-31T05:00:00Z");
    await db.db.insert(advertisements).values([
      { slug: "marzo", advertisementContent: "Marzo", startDate: start, endDate: end },
      { slug: "flash", advertisementContent: "Flash", startDate: new Date("2026-03-10T05:00:00Z"), endDate: end },
    ]);
    expect((await getCurrentAdvertisement(new Date("2026-03-05T00:00:00Z"), db.db))?.advertisementContent).toBe(
      "Marzo",
    );
    expect((await getCurrentAdvertisement(new Date("2026-03-12T00:00:00Z"), db.db))?.advertisementContent).toBe(
      "Flash",
    );
    expect(await getCurrentAdvertisement(end, db.db)).toBeNull();
  });

  it("seeds a live campaign once, never overwriting an edited one", async () => {
    await seedAdvertisements(db.db);
    await db.db.update(advertisements).set({ advertisementContent: "Texto editado" });
    await seedAdvertisements(db.db);
    const rows = await db.db.select().from(advertisements);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.advertisementContent).toBe("Texto editado");
    const response = await app.inject({ method: "GET", url: "/api/v1/advertisements/current" });
    expect(response.json()).toMatchObject({ advertisementContent: "Texto editado" });
  });
});
