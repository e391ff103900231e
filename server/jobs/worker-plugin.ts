import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "#server/db/client.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { JOB_HANDLERS, PURGE_JOB } from "./handlers.ts";
import { runDueJobs, type JobHandler } from "./jobs.ts";

export type JobWorkerOptions = {
  db: Db;
  enabled: boolean;
  pollIntervalMs: number;
  handlers?: Record<string, JobHandler>;
};

/** Polls for due scheduled jobs on every instance (server/jobs/jobs.ts) and stops before the database closes. */
export const jobWorkerPlugin = fp(
  async (app: FastifyInstance, options: JobWorkerOptions) => {
    if (!options.enabled) return;
    const { db, pollIntervalMs } = options;
    const handlers = options.handlers ?? JOB_HANDLERS;
    const log = app.log.child({ component: "job-worker" });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let stopped = false;

    const tick = () => {
      running = runDueJobs(db, handlers, log)
        .catch((error: unknown) => {
          // The database may be briefly unavailable: log and try again at the next tick.
          log.error({ err: error }, "job poll failed");
        })
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, pollIntervalMs);
        });
    };

    app.addHook("onReady", async () => {
      await db
        .insert(scheduledJobs)
        .values({ key: PURGE_JOB.key, kind: PURGE_JOB.kind, runAt: new Date(Date.now() + 60 * 60_000) })
        .onConflictDoNothing();
      timer = setTimeout(tick, 0);
    });
    app.addHook("preClose", async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: "job-worker" },
);
