import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe("rate limit store in Redis", async () => {
  const available = await redisAvailable();

  it.skipIf(!available)("shares one counter between two server instances", async () => {
    const db = await createTestDb();
    const env = { REDIS_URL, RATE_LIMIT_MAX: "3", TRUST_PROXY: "true" };
    const first = await buildTestApp({ ...db, close: async () => undefined }, env);
    const second = await buildTestApp(db, env);
    for (const app of [first, second]) app.get("/api/v1/limited", async () => ({ ok: true }));
    await Promise.all([first.ready(), second.ready()]);
    // A fresh client address per run, so counters left by an earlier run in the same window don't count.
    const headers = { "x-forwarded-for": `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` };
    const statuses = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await app.inject({ method: "GET", url: "/api/v1/limited", headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await first.close();
    await second.close();
  });

  it.skipIf(!available)("keeps the counters of sites with another REDIS_KEY_PREFIX apart", async () => {
    const db = await createTestDb();
    const run = String(randomInt(1_000_000));
    const env = { REDIS_URL, RATE_LIMIT_MAX: "2" };
    const shared = { ...db, close: async () => undefined };
    const apps = await Promise.all(
      ["a", "b", "a"].map((site, n) =>
        buildTestApp(n === 2 ? db : shared, { ...env, REDIS_KEY_PREFIX: `kv-test-${run}-${site}:` }),
      ),
    );
    for (const app of apps) app.get("/api/v1/limited", async () => ({ ok: true }));
    await Promise.all(apps.map((app) => app.ready()));
    const [siteA, siteB, siteAAgain] = apps as [FastifyInstance, FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [siteA, siteB, siteA, siteB, siteAAgain]) {
      statuses.push((await app.inject({ method: "GET", url: "/api/v1/limited" })).statusCode);
    }
    // Two requests on each site pass; a third instance of site a counts with the first.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const redis = new Redis(REDIS_URL);
    expect(await redis.keys(`kv-test-${run}-a:kv-rate-limit:*`)).not.toEqual([]);
    redis.disconnect();
    for (const app of apps) await app.close();
  });
});

describe("rate limit when Redis is down", () => {
  it("lets requests through instead of failing them", async () => {
    const db = await createTestDb();
    const app = await buildTestApp(db, { REDIS_URL: "redis://127.0.0.1:1", RATE_LIMIT_MAX: "3" });
    app.get("/api/v1/limited", async () => ({ ok: true }));
    await app.ready();
    const started = Date.now();
    const response = await app.inject({ method: "GET", url: "/api/v1/limited" });
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    await app.close();
  });
});
