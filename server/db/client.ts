import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";
import { processState } from "#app/platform/startup-config.ts";

export type Schema = typeof schema;
/** The one Drizzle type the features use, whichever driver (PGlite or node-postgres) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Runs a trivial query; throws when the database cannot answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DbOptions = {
  databaseUrl?: string | undefined;
  pgliteDataDir?: string | undefined;
  inMemory?: boolean;
  /** Sees every statement (tests that prove which queries a request runs). */
  logger?: Logger | undefined;
  /** Start-up work after the migrations (the seeds), under the same start-up lock. */
  prepare?: ((db: Db) => Promise<void>) | undefined;
};

const MIGRATIONS_FOLDER = resolve(import.meta.dirname, "../../drizzle");
/** Connections per instance; a burst of requests beyond it waits for a free one. */
export const POOL_SIZE = 10;
/**
 * How long a query waits for a free connection (or a new one) before it fails: a burst (a hundred buyers pressing
 * 'Continuar' at once) queues on a busy 2-core machine for more than 5 s, and must not answer 500.
 */
export const POOL_WAIT_MS = 30_000;
/** PostgreSQL advisory lock taken by an instance while it migrates and seeds (any fixed number; one per app). */
export const START_UP_LOCK_KEY = 4_827_301_019;

const current = processState("db.handle", () => ({ handle: undefined as DbHandle | undefined }));

/** Opens PGlite (embedded) or PostgreSQL (DATABASE_URL), applies the committed migrations. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: POOL_WAIT_MS,
    });
    const db = drizzle(pool, { schema, casing: "snake_case", ...(options.logger ? { logger: options.logger } : {}) });
    // Instances starting together on one database take turns: two concurrent migrations or seeds fail on each
    // other's half-made tables (docs/decisions/030-several-instances.md).
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [START_UP_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await options.prepare?.(db);
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [START_UP_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (options.inMemory) {
    client = new PGlite();
  } else {
    const dataDir = resolve(options.pgliteDataDir ?? "./data/pglite");
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema, casing: "snake_case", ...(options.logger ? { logger: options.logger } : {}) });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await options.prepare?.(db);
  return {
    db: db as unknown as Db,
    driver: "pglite",
    ping: async () => {
      if (client.closed) throw new Error("PGlite is closed");
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** Makes a handle the process-wide one (app/platform/startup-config.ts: dev HMR and the SSR bundle share it). */
export function setDbHandle(handle: DbHandle | undefined): void {
  current.handle = handle;
}

export function getDbHandle(): DbHandle {
  const { handle } = current;
  if (!handle) throw new Error("The database is not open: call openDb() and setDbHandle() at start-up");
  return handle;
}

/** The process-wide Drizzle instance, for queries in features. */
export function getDb(): Db {
  return getDbHandle().db;
}
