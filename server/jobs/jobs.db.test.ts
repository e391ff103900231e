import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import Fastify from "fastify";
import { jobWorkerPlugin } from "./worker-plugin.ts";
import { cancelJob, claimDueJobs, JOB_MAX_ATTEMPTS, runDueJobs, scheduleJob, type JobHandler } from "./jobs.ts";

describe("scheduled jobs", () => {
  let handle: DbHandle;
  const seen: string[] = [];
  const handlers: Record<string, JobHandler> = {
    record: async (payload) => {
      seen.push(String(payload.label));
    },
    fail: async () => {
      throw new Error("provider down");
    },
    recurring: async () => ({ runAgainAt: new Date(Date.now() + 60_000) }),
  };
  const past = () => new Date(Date.now() - 1000);
  const future = () => new Date(Date.now() + 3_600_000);
  const row = async (key: string) =>
    (await handle.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, key)))[0];

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    seen.length = 0;
    await handle.db.delete(scheduledJobs);
  });

  it("runs due jobs once, in order, and leaves future ones", async () => {
    await scheduleJob(handle.db, { kind: "record", key: "b", runAt: past(), payload: { label: "b" } });
    await scheduleJob(handle.db, {
      kind: "record",
      key: "a",
      runAt: new Date(Date.now() - 5000),
      payload: { label: "a" },
    });
    await scheduleJob(handle.db, { kind: "record", key: "later", runAt: future(), payload: { label: "later" } });
    expect(await runDueJobs(handle.db, handlers)).toBe(2);
    expect(seen).toEqual(["a", "b"]);
    expect(await runDueJobs(handle.db, handlers)).toBe(0);
    expect((await row("a"))?.status).toBe("done");
    expect((await row("later"))?.status).toBe("pending");
  });

  it("moves a pending job when the same key is scheduled again, and cancels it", async () => {
    await scheduleJob(handle.db, { kind: "record", key: "hold", runAt: past(), payload: { label: "v1" } });
    await scheduleJob(handle.db, { kind: "record", key: "hold", runAt: future(), payload: { label: "v2" } });
    expect(await runDueJobs(handle.db, handlers)).toBe(0);
    expect((await row("hold"))?.payload).toEqual({ label: "v2" });
    await cancelJob(handle.db, "hold");
    expect(await row("hold")).toBeUndefined();
  });

  it("retries a failing job later and gives up after the last attempt", async () => {
    await scheduleJob(handle.db, { kind: "fail", key: "f", runAt: past() });
    await runDueJobs(handle.db, handlers);
    const afterFirst = await row("f");
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, lastError: "provider down" });
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(Date.now());
    await handle.db
      .update(scheduledJobs)
      .set({ attempts: JOB_MAX_ATTEMPTS - 1, runAt: past() })
      .where(eq(scheduledJobs.key, "f"));
    await runDueJobs(handle.db, handlers);
    expect(await row("f")).toMatchObject({ status: "failed", attempts: JOB_MAX_ATTEMPTS });
  });

  it("fails a job whose kind has no handler, without stopping the others", async () => {
    await scheduleJob(handle.db, { kind: "unknown", key: "u", runAt: past() });
    await scheduleJob(handle.db, { kind: "record", key: "r", runAt: past(), payload: { label: "r" } });
    await runDueJobs(handle.db, handlers);
    expect(seen).toEqual(["r"]);
    expect((await row("u"))?.lastError).toContain("No handler");
  });

  it("re-arms a recurring job", async () => {
    await scheduleJob(handle.db, { kind: "recurring", key: "daily", runAt: past() });
    await runDueJobs(handle.db, handlers);
    const next = await row("daily");
    expect(next?.status).toBe("pending");
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("runs again a job whose instance died while running (lease over)", async () => {
    await scheduleJob(handle.db, { kind: "record", key: "lost", runAt: past(), payload: { label: "lost" } });
    const [claimed] = await claimDueJobs(handle.db, 10);
    expect(claimed?.key).toBe("lost");
    expect(await runDueJobs(handle.db, handlers)).toBe(0);
    await handle.db.update(scheduledJobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await runDueJobs(handle.db, handlers)).toBe(1);
    expect(seen).toEqual(["lost"]);
  });

  it("gives each due job to one of several concurrent workers", async () => {
    for (let i = 0; i < 30; i += 1) {
      await scheduleJob(handle.db, { kind: "record", key: `k${String(i)}`, runAt: past(), payload: { label: i } });
    }
    const counts = await Promise.all([1, 2, 3, 4].map(() => runDueJobs(handle.db, handlers, undefined, 5)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(new Set(seen).size).toBe(30);
    expect(seen).toHaveLength(30);
  });

  it("the server's worker runs due jobs by itself and stops with the server", async () => {
    const app = Fastify({ logger: false });
    await app.register(jobWorkerPlugin, { db: handle.db, enabled: true, pollIntervalMs: 50, handlers });
    await app.ready();
    try {
      await scheduleJob(handle.db, { kind: "record", key: "auto", runAt: past(), payload: { label: "auto" } });
      await expect.poll(() => seen, { timeout: 15_000 }).toEqual(["auto"]);
      expect((await row("platform.purge"))?.status).toBe("pending");
    } finally {
      await app.close();
    }
  });
});
