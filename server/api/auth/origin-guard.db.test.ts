import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { COOKIE, confirmedAccount, logIn, TEST_ENV } from "#tests/support/auth-test-helpers.ts";

// Issue 15 item 3: the Origin guard decides on the route Fastify matched, not on the raw URL, so no spelling of a
// guarded path reaches its handler from another origin.
const EVIL = { origin: "http://evil.example" };
const spellings = (path: string) => {
  const [, prefix, first, rest] = /^(\/api\/v1\/)(.)(.*)$/.exec(path) ?? [];
  const encodedFirst = `%${(first ?? "").charCodeAt(0).toString(16)}`;
  return [
    path,
    `${prefix}${encodedFirst}${rest}`,
    `${prefix}${encodedFirst.toUpperCase()}${rest}`,
    path.replace("/auth/", "/%61%75%74%68/"),
    path.replace("/v1/", "/v1//"),
    path.replace("/auth/", "/AUTH/"),
    path.replace("/auth/", "/Auth/"),
    path.replace("/auth/", "/./auth/"),
  ];
};

describe("Origin guard on every spelling of a guarded route", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  const owner = "origen@correo.pe";

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, TEST_ENV);
    await confirmedAccount(app, db, owner);
  });

  afterAll(async () => {
    await app.close(); // closes the database too
  });

  for (const path of ["/api/v1/auth/login", "/api/v1/auth/password-recovery", "/api/v1/auth/register"]) {
    it(`refuses ${path} from another origin, however it is spelled`, async () => {
      for (const url of spellings(path)) {
        const response = await app.inject({
          method: "POST",
          url,
          headers: EVIL,
          payload: { username: owner, password: "cusco2025", isPerson: true, email: owner },
        });
        // Refused by the guard, or not a route at all; never handled, never a session.
        expect([403, 404], `${url} answered ${String(response.statusCode)}`).toContain(response.statusCode);
        expect(response.headers["set-cookie"], url).toBeUndefined();
      }
    });
  }

  it("refuses a cookie-authenticated write to an encoded path from another origin", async () => {
    const { token } = await logIn(app, owner);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/%61uth/logout",
      headers: EVIL,
      cookies: { [COOKIE]: token! },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("what counts as another site", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await createTestDb(), TEST_ENV);
  });

  afterAll(async () => {
    await app.close();
  });

  it("refuses an unparsable or 'null' Origin on the session-starting endpoints, as a foreign one", async () => {
    for (const origin of ["null", "not a url", "http://", "evil.example"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { origin },
        payload: { username: "nadie@correo.pe", password: "cusco2025" },
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toMatchObject({ reason: "bad_origin" });
    }
  });

  it("checks a page action's Referer when it has no Origin, and its Origin when it has one", async () => {
    // The API-only app has no pages: a refused request is 403, one let through is the 404 of a missing page.
    const post = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/suscribirse", headers, payload: "email=a%40b.pe" });
    expect((await post({ referer: "https://evil.example/form" })).statusCode).toBe(403);
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ referer: "http://localhost:3000/suscribirse" })).statusCode).toBe(404);
    expect((await post({ origin: "http://localhost:3000" })).statusCode).toBe(404);
    // No Origin and no Referer, no session: a script or an app, not a forged browser request.
    expect((await post({})).statusCode).toBe(404);
  });
});
