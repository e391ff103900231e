import type { FastifyInstance } from "fastify";
import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { getDbHandle, openDb, setDbHandle, type DbHandle } from "./db/client.ts";
import { seedDemoContent, seedReferenceData } from "./db/seed/index.ts";
import { parseEnv, type Env } from "./env.ts";
import { loadSecrets } from "./secrets.ts";
import { processState } from "#app/platform/startup-config.ts";

const opening = processState("db.opening", () => ({ promise: undefined as Promise<DbHandle> | undefined }));

/** Opens (once per process), migrates and seeds the database named by the environment. */
export async function prepareDatabase(env: Env): Promise<DbHandle> {
  opening.promise ??= (async () => {
    const handle = await openDb({
      databaseUrl: env.DATABASE_URL,
      pgliteDataDir: env.PGLITE_DATA_DIR,
      // Under the migrations' start-up lock: instances starting together seed one after the other.
      prepare: async (db) => {
        await seedReferenceData(db);
        if (env.SEED_DEMO_CONTENT) await seedDemoContent(db);
      },
    });
    setDbHandle(handle);
    return handle;
  })();
  await opening.promise;
  return getDbHandle();
}

/** Builds the whole server from the environment: the React Router dev plugin calls this with Vite. */
export async function createServer(vite?: ViteDevServer): Promise<FastifyInstance> {
  const env = parseEnv();
  const secrets = loadSecrets(env);
  const db = await prepareDatabase(env);
  return buildApp({ env, secrets, db, vite });
}

/**
 * Returns the shutdown routine: stop accepting connections, let in-flight requests finish, close the database
 * (an onClose hook), then exit; bounded by timeoutMs. Runs once, whatever the number of signals.
 */
export function createShutdown(
  app: FastifyInstance,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: NodeJS.Signals) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, "shutting down");
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, "shutdown timed out; exiting");
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        clearTimeout(timer);
        exit(0);
      } catch (error) {
        clearTimeout(timer);
        app.log.error({ err: error }, "error while shutting down");
        exit(1);
      }
    })();
    return closing;
  };
}

/** Shuts down gracefully on SIGTERM and SIGINT. */
export function installGracefulShutdown(app: FastifyInstance, timeoutMs: number): void {
  const shutdown = createShutdown(app, timeoutMs);
  process.once("SIGTERM", (signal) => void shutdown(signal));
  process.once("SIGINT", (signal) => void shutdown(signal));
}
