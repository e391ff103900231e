import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { getFlags } from "#app/features/flags/flags-service.server.ts";
import { listFlags, saveFlag } from "#app/features/staff/content/content-admin.server.ts";
import type { DbHandle } from "#server/db/client.ts";
import { featureFlags } from "#server/db/schema/flags.ts";
import { seedFlags } from "#server/db/seed/flags.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

describe("GET /api/v1/flags", () => {
  let db: DbHandle | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
  });

  async function start(env: Record<string, string> = {}) {
    db = await createTestDb();
    app = await buildTestApp(db, env);
    await app.ready();
    return { db, app };
  }

  it("answers the configured defaults while no flag is set, with a short cache", async () => {
    const { db, app } = await start({ FLAG_APP_AD: "false", FLAG_SHOW_CHAT_IN_CHECKOUT: "true" });
    await seedFlags(db.db);
    const response = await app.inject({ method: "GET", url: "/api/v1/flags" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=30");
    expect(response.json()).toEqual({ "app-ad": false, "show-chat-in-checkout": true });
  });

  it("lets a stored value override the default", async () => {
    const { db } = await start();
    await seedFlags(db.db);
    await db.db.insert(featureFlags).values({ key: "obsolete-flag", enabled: true, description: "Ya no se usa" });
    expect(await getFlags({ "app-ad": true, "show-chat-in-checkout": true }, db.db)).toEqual({
      "app-ad": true,
      "show-chat-in-checkout": true,
    });
    await db.db.update(featureFlags).set({ enabled: false });
    expect(await getFlags({ "app-ad": true, "show-chat-in-checkout": true }, db.db)).toEqual({
      "app-ad": false,
      "show-chat-in-checkout": false,
    });
  });

  it("seeds every known flag unset, and keeps an editor's value on the next seed", async () => {
    const { db } = await start();
    await seedFlags(db.db);
    await db.db.update(featureFlags).set({ enabled: false });
    await seedFlags(db.db);
    const rows = await db.db.select().from(featureFlags);
    expect(rows.map((row) => [row.key, row.enabled]).sort()).toEqual([
      ["app-ad", false],
      ["show-chat-in-checkout", false],
    ]);
  });

  it("serves its copy for a few seconds, and a flag staff save at once", async () => {
    const { db, app } = await start({ FLAG_APP_AD: "true" });
    await seedFlags(db.db);
    const read = async () => (await app.inject({ method: "GET", url: "/api/v1/flags" })).json<Record<string, boolean>>();
    expect((await read())["app-ad"]).toBe(true);
    // A write outside the back office is not seen within the copy's time: the copy is really kept.
    await db.db.update(featureFlags).set({ enabled: false });
    expect((await read())["app-ad"]).toBe(true);
    await db.db.update(featureFlags).set({ enabled: true });
    const version = (await listFlags(db.db)).find((flag) => flag.key === "app-ad")?.version ?? "";
    await saveFlag({ key: "app-ad", enabled: false, version }, { id: null, email: "editor@kuntur.test" }, db.db);
    expect((await read())["app-ad"]).toBe(false);
  });
});
