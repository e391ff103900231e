import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./db/client.ts";
import { createTestDb } from "./db/test-db.ts";
import { COOKIE, confirmedAccount, logIn, SITE, TEST_ENV } from "./api/auth/test-helpers.ts";
import { buildTestApp } from "./test-app.ts";

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u001b[31m",
  "x".repeat(5000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "𝕂𝕦𝕟𝕥𝕦𝕣",
  "\ud800",
  "../../etc/passwd",
  "%00",
  "1e309",
  "-1",
  "2026-02-30",
  "ana@",
  "@example.pe",
];
const KEYS = ["email", "password", "name", "token", "id", "origin", "passengers", "__proto__", "constructor", "0", ""];

function value(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * 10);
  if (depth > 3 && pick > 5) return null;
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return [Number.MAX_SAFE_INTEGER, -1, 0, 1.5, 1e308, -0][Math.floor(next() * 6)];
    case 3:
    case 4:
      return STRINGS[Math.floor(next() * STRINGS.length)];
    case 5:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      const count = Math.floor(next() * 5);
      for (let i = 0; i < count; i++) object[KEYS[Math.floor(next() * KEYS.length)] ?? "k"] = value(next, depth + 1);
      return object;
    }
  }
}

/** Raw bodies no JSON parser accepts, or accepts with surprises. */
const RAW_BODIES = [
  "{",
  "}",
  "[",
  "null",
  "true",
  '"just a string"',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "\u0000",
  "[".repeat(2000) + "]".repeat(2000),
  `{"a":"${"\\u0000".repeat(10)}"}`,
  "1".repeat(400),
];

const BODIES_PER_ROUTE = 200;

describe("fuzzing every JSON endpoint (issue 15)", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, { ...TEST_ENV, RATE_LIMIT_MAX: "1000000", AUTH_RATE_LIMIT_MAX: "1000000" });
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
        () => ["1", "x", "00000000-0000-0000-0000-000000000000"][Math.floor(next() * 3)] ?? "1",
      );
      const bodies: Array<{ payload: string; type: string }> = [
        ...RAW_BODIES.map((payload) => ({ payload, type: "application/json" })),
        { payload: "a=1&b=2", type: "application/x-www-form-urlencoded" },
        { payload: "<xml/>", type: "text/xml" },
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
          type: "multipart/form-data; boundary=x",
        },
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
