import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { COOKIE, confirmedAccount, logIn, TEST_ENV } from "#tests/support/auth-test-helpers.ts";

// Issue 15 item 7: personal pages and their `.data` answers carry `Cache-Control: private, no-store`, and so does
// every page answered to a signed-in visitor. API tests run without the production build, so a stand-in for React
// Router's catch-all answers the page paths with HTML, as the pages do; the header is the app's own plugins' work.
describe("Cache-Control of personal pages (issue 15)", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let token: string;

  const page = (url: string, signedIn: boolean) =>
    app.inject({ method: "GET", url, ...(signedIn ? { cookies: { [COOKIE]: token } } : {}) });

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, TEST_ENV);
    app.get("/*", async (_request, reply) =>
      reply.type("text/html; charset=utf-8").send("<!doctype html><title>Kuntur Viajes</title>"),
    );
    await app.ready();
    await confirmedAccount(app, db, "rosa.privada@example.pe");
    const session = await logIn(app, "rosa.privada@example.pe");
    token = session.token ?? "";
    expect(token).not.toBe("");
  });

  afterAll(async () => {
    await app.close();
  });

  it("signed in: the profile pages, their data requests and even the home are private, no-store", async () => {
    for (const path of ["/perfil/mi-perfil", "/perfil/mi-perfil.data", "/perfil/pasajeros.data", "/"]) {
      const response = await page(path, true);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  // Signed out, a personal page is private by its matched route (React Router middleware, so only with the build):
  // tests/e2e/private-pages-cache.spec.ts proves it under every spelling of its path.
  it("signed out: the public pages are not private", async () => {
    for (const path of ["/", "/nuestra-empresa"]) {
      expect((await page(path, false)).headers["cache-control"] ?? "", path).not.toContain("private");
    }
  });

  it("the API's own answers keep their Cache-Control, signed in or not", async () => {
    // The plugin leaves /api/ alone: the profile API sets its own header (server/api/me/routes.db.test.ts).
    const health = await app.inject({ method: "GET", url: "/api/v1/health", cookies: { [COOKIE]: token } });
    expect(health.headers["cache-control"] ?? "").not.toContain("private");
  });
});
