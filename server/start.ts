import type { FastifyInstance } from "fastify";
import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { getDbHandle, openDb, setDbHandle, type DbHandle } from "./db/client.ts";
import { seedDemoContent } from "./db/seed/index.ts";
import { parseEnv, type Env } from "./env.ts";
import { loadSecrets } from "./secrets.ts";

const globalStore = globalThis as typeof globalThis & { __kvDbOpening?: Promise<DbHandle> };

/** Opens (once per process), migrates and seeds the database named by the environment. */
export async function prepareDatabase(env: Env): Promise<DbHandle> {
  globalStore.__kvDbOpening ??= (async () => {
    const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
    if (env.SEED_DEMO_CONTENT) await seedDemoContent(handle.db);
    setDbHandle(handle);
    return handle;
  })();
  await globalStore.__kvDbOpening;
  return getDbHandle();
}

/** Builds the whole server from the environment: the React Router dev plugin calls this with Vite. */
export async function createServer(vite?: ViteDevServer): Promise<FastifyInstance> {
  const env = parseEnv();
  const secrets = loadSecrets(env);
  const db = await prepareDatabase(env);
  return buildApp({ env, secrets, db, vite });
}

/** Stops accepting connections, lets in-flight requests finish, closes the database; bounded in time. */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown timed out; exiting");
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
