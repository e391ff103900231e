import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "./db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { COOKIE, confirmedAccount, logIn, SITE, TEST_ENV } from "#tests/support/auth-test-helpers.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { random, RAW_BODIES, value } from "#tests/support/test-fuzz.ts";

const BODIES_PER_ROUTE = 200;
const BODY_LIMIT = 1_048_576;

describe("fuzzing every JSON endpoint (issue 15)", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    db = await createTestDb();
    setDbHandle(db);
    app = await buildTestApp(db, {
      ...TEST_ENV,
      RATE_LIMIT_MAX: "1000000",
      AUTH_RATE_LIMIT_MAX: "1000000",
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
    });
    await app.ready();
    await confirmedAccount(app, db, "fuzz@example.pe");
    token = (await logIn(app, "fuzz@example.pe")).token!;
  });

  afterAll(async () => {
    await app.close();
  });

  it(`sends ${String(BODIES_PER_ROUTE)}+ malformed bodies to every write endpoint, signed in and not, and never gets a 5xx`, async () => {
    const writes = app.registeredRoutes.filter(
      (route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.url.startsWith("/api/"),
    );
    expect(writes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    const next = random(20261124);
    for (const route of writes) {
      // Logout would end the session the other requests use.
      if (route.url.endsWith("/auth/logout")) continue;
      const url = route.url.replace(
        /:[A-Za-z]+/g,
        () => ["1", "x", "00000000-0000-0000-0000-000000000000", "a%00b", "%0d%0a"][Math.floor(next() * 5)] ?? "1",
      );
      const bodies: Array<{ payload: string; type: string }> = [
        ...RAW_BODIES.map((payload) => ({ payload, type: "application/json" })),
        { payload: "a=1&b=2", type: "application/x-www-form-urlencoded" },
        { payload: "<xml/>", type: "text/xml" },
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
          type: "multipart/form-data; boundary=x",
        },
        { payload: JSON.stringify({ email: "x".repeat(BODY_LIMIT + 10) }), type: "application/json" },
        { payload: "\u0000\u0001", type: "application/octet-stream" },
        { payload: "{}", type: "text/plain" },
        { payload: "{}", type: "application/json; charset=utf-16" },
      ];
      while (bodies.length < BODIES_PER_ROUTE)
        bodies.push({ payload: JSON.stringify(value(next, 0)), type: "application/json" });
      for (const [index, body] of bodies.entries()) {
        const response = await app.inject({
          method: route.method as "POST",
          url,
          payload: body.payload,
          headers: {
            "content-type": body.type,
            origin: SITE,
            "idempotency-key": `fuzz-${String(index).padStart(6, "0")}-key`,
          },
          ...(index % 2 === 0 ? { cookies: { [COOKIE]: token } } : {}),
        });
        if (response.statusCode >= 500) {
          failures.push(`${route.method} ${url} ${String(response.statusCode)} <- ${body.payload.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
