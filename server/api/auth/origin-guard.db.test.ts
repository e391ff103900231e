import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db/client.ts";
import { createTestDb } from "../../db/test-db.ts";
import { buildTestApp } from "../../test-app.ts";
import { COOKIE, confirmedAccount, logIn, TEST_ENV } from "./test-helpers.ts";

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
