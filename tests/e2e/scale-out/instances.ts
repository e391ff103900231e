import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { openDb, type Db, type DbHandle } from "#server/db/client.ts";
import { createEmptyPostgresDb } from "#tests/support/test-db.ts";
import { serverOutput, startServer, stopServer } from "#tests/e2e/own-server.ts";

// Two production servers on one PostgreSQL database and one Redis, the way the site grows past one machine.
// Both run on the CI machine at their standard ports; SCALE_OUT_DATABASE_URL (any database on the server: each run
// creates and drops its own beside it) and SCALE_OUT_REDIS_URL point the project elsewhere.
export const DATABASE_SERVER_URL = process.env.SCALE_OUT_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Per IP and minute on each sign-in, sign-up and recovery endpoint: low, so the test can reach it. */
export const AUTH_LIMIT = 6;
export const SANDBOX_SECRET = randomBytes(32).toString("base64url");

export type Instance = { name: "A" | "B"; url: string; process: ChildProcess };

export type Cluster = {
  a: Instance;
  b: Instance;
  /** Drizzle on the instances' database: set-up and assertions the HTTP answers cannot show. */
  db: Db;
  stop: () => Promise<void>;
};

/** Why the project cannot run here (a laptop without PostgreSQL or Redis), or null when both answer. */
export async function unreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL not reachable at SCALE_OUT_DATABASE_URL (${DATABASE_SERVER_URL}): ${String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis not reachable at SCALE_OUT_REDIS_URL (${REDIS_URL}): ${String(error)}`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/** Deletes this run's keys (bounded: a run writes a few hundred). */
async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    for (let round = 0; round < 1000; round++) {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
      if (cursor === "0") break;
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * Creates an empty database and starts both servers on it at the same time (they migrate and seed it themselves,
 * as a deployment's instances do), with the same secrets and their own key prefix in the shared Redis.
 */
export async function startCluster(ports: [number, number]): Promise<Cluster> {
  const database = await createEmptyPostgresDb(DATABASE_SERVER_URL, "scaleout");
  const redisPrefix = `scale-out-${randomBytes(6).toString("hex")}:`;
  const dirs = [mkdtempSync(join(tmpdir(), "kv-scale-a-")), mkdtempSync(join(tmpdir(), "kv-scale-b-"))];
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    ANALYTICS_ID_KEY: randomBytes(32).toString("base64url"),
    SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET,
    AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    // Sign-up and sign-in hash once each; the production cost is an API test's subject.
    PASSWORD_HASH_COST: "12",
  };
  const started = await Promise.allSettled(ports.map((port, n) => startServer(dirs[n] ?? "", port, env)));
  const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const cleanUp = async (handle?: DbHandle) => {
    await Promise.all(running.map((child) => stopServer(child)));
    await handle?.close();
    await database.drop();
    await dropRedisKeys(redisPrefix);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed || running.length !== 2) {
    await cleanUp();
    throw failed?.status === "rejected" ? failed.reason : new Error("an instance did not start");
  }
  // Already migrated by the servers: this only waits for the start-up lock and opens a pool.
  const handle = await openDb({ databaseUrl: database.url });
  const [a, b] = running as [ChildProcess, ChildProcess];
  return {
    a: { name: "A", url: `http://127.0.0.1:${String(ports[0])}`, process: a },
    b: { name: "B", url: `http://127.0.0.1:${String(ports[1])}`, process: b },
    db: handle.db,
    stop: () => cleanUp(handle),
  };
}

/** The servers' own output, for a failing test's report. */
export function clusterOutput(cluster: Cluster): string {
  return `--- A ---\n${serverOutput(cluster.a.process)}\n--- B ---\n${serverOutput(cluster.b.process)}`;
}
