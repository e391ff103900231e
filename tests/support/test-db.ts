import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Logger } from "drizzle-orm";
import type { DbHandle } from "#server/db/client.ts";

export const PGLITE_TEMPLATE_ENV = "KV_PGLITE_TEMPLATE";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated template
 * (made once per run by the global setup), or a new database on the PostgreSQL server of TEST_DATABASE_URL.
 * `logger` sees every statement the features run (a test can prove which queries a request makes).
 */
export async function createTestDb(options: { logger?: Logger } = {}): Promise<DbHandle> {
  const { logger } = options;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDb(serverUrl, logger);
  const { openDb } = await import("#server/db/client.ts");
  const templatePath = process.env[PGLITE_TEMPLATE_ENV];
  if (!templatePath) return openDb({ inMemory: true, logger });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("#server/db/schema/index.ts");
  const blob = new Blob([readFileSync(resolve(templatePath))]);
  const client = new PGlite({ loadDataDir: blob });
  await client.waitReady;
  return {
    db: drizzle(client, { schema, casing: "snake_case", ...(logger ? { logger } : {}) }) as unknown as DbHandle["db"],
    driver: "pglite",
    ping: async () => {
      if (client.closed) throw new Error("PGlite is closed");
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** An empty database of its own on a PostgreSQL server (`serverUrl` names any database there), and how to drop it. */
export async function createEmptyPostgresDb(
  serverUrl: string,
  prefix = "kv_test",
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    // pg's Pool.end() resolves before its sockets have closed: forcing the drop then would kill those sessions
    // and their clients would report an unhandled "terminating connection" error. Wait for them to leave first.
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await cleanup.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.n === "0") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { url: url.toString(), name, drop };
}

async function createPostgresTestDb(serverUrl: string, logger: Logger | undefined): Promise<DbHandle> {
  const { openDb } = await import("#server/db/client.ts");
  const empty = await createEmptyPostgresDb(serverUrl);
  const handle = await openDb({ databaseUrl: empty.url, logger });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
