import type { FastifyInstance } from "fastify";
import type { Flags } from "#app/features/flags/flag-definitions.ts";
import { getFlags } from "#app/features/flags/flags-service.server.ts";
import { changeVersion } from "#app/platform/change-signals.ts";
import type { Db } from "#server/db/client.ts";

export const FLAGS_CACHE_CONTROL = "public, max-age=30";
/**
 * Flags are read on many pages: one query per instance every few seconds is enough. A flag staff save
 * (signalChange("feature-flags")) is served at once by this instance, by others within this time.
 */
export const FLAGS_SERVER_CACHE_MS = 5000;

/** GET /api/v1/flags: every remote flag (stored value or configured default), cached briefly. */
export async function flagRoutes(app: FastifyInstance, options: { db: Db; defaults: Flags }) {
  let memo: { flags: Flags; until: number; version: number } | undefined;
  app.get("/", async (_request, reply) => {
    const now = Date.now();
    const version = changeVersion("feature-flags");
    if (!memo || memo.until <= now || memo.version !== version) {
      const flags = await getFlags(options.defaults, options.db);
      memo = { flags, until: now + FLAGS_SERVER_CACHE_MS, version };
    }
    reply.header("cache-control", FLAGS_CACHE_CONTROL);
    return memo.flags;
  });
}
