import { and, eq, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { backoffDelay } from "#server/mail/worker.ts";

export type JobRequest = { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> };

export type JobLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobContext = { db: Db; log: JobLogger; job: { key: string; kind: string; attempts: number } };

/** What a handler may answer: nothing (done), or when to run again (a recurring job). */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- most handlers are plain `async () => {...}`
export type JobResult = void | { runAgainAt: Date };

/** Must be harmless when it runs twice: delivery is at least once. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<JobResult>;

export const JOB_MAX_ATTEMPTS = 8;
export const JOB_RETRY_BASE_MS = 30_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Schedules a job inside the caller's transaction. `key` is unique: scheduling an existing key moves its time and
 * payload and arms it again (so "extend the deadline" is one call), unless it is running right now.
 */
export async function scheduleJob(tx: Db | Tx, job: JobRequest): Promise<void> {
  const payload = job.payload ?? {};
  await tx
    .insert(scheduledJobs)
    .values({ key: job.key, kind: job.kind, runAt: job.runAt, payload })
    .onConflictDoUpdate({
      target: scheduledJobs.key,
      set: {
        kind: job.kind,
        runAt: job.runAt,
        payload,
        status: "pending",
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        updatedAt: sql`now()`,
      },
      setWhere: ne(scheduledJobs.status, "running"),
    });
}

/** Removes a job that has not started (no-op when absent, running or finished). */
export async function cancelJob(tx: Db | Tx, key: string): Promise<void> {
  await tx.delete(scheduledJobs).where(and(eq(scheduledJobs.key, key), eq(scheduledJobs.status, "pending")));
}

export type JobRow = typeof scheduledJobs.$inferSelect;

/**
 * Claims due jobs: pending ones whose time has come and running ones whose lease ended (their instance died).
 * `for update skip locked` gives concurrent instances disjoint rows on PostgreSQL; PGlite has one connection.
 */
export async function claimDueJobs(db: Db, limit: number, leaseMs: number = DEFAULT_LEASE_MS): Promise<JobRow[]> {
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      or(
        and(eq(scheduledJobs.status, "pending"), lte(scheduledJobs.runAt, sql`now()`)),
        and(eq(scheduledJobs.status, "running"), lte(scheduledJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(scheduledJobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(scheduledJobs)
    .set({
      status: "running",
      attempts: sql`${scheduledJobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(scheduledJobs.id, due))
    .returning();
  // UPDATE ... RETURNING keeps no order: run them by due time.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Only the claim that is still current may record the outcome (a lease that ran out was claimed again). */
function ownClaim(row: JobRow) {
  return and(
    eq(scheduledJobs.id, row.id),
    eq(scheduledJobs.status, "running"),
    eq(scheduledJobs.attempts, row.attempts),
  );
}

async function runOne(db: Db, row: JobRow, handlers: Record<string, JobHandler>, log: JobLogger): Promise<void> {
  const handler = handlers[row.kind];
  const context: JobContext = { db, log, job: { key: row.key, kind: row.kind, attempts: row.attempts } };
  try {
    if (!handler) throw new Error(`No handler for job kind ${row.kind}`);
    const result = await handler(row.payload, context);
    const next = result
      ? { status: "pending" as const, runAt: result.runAgainAt, attempts: 0 }
      : { status: "done" as const };
    await db
      .update(scheduledJobs)
      .set({ ...next, lockedUntil: null, lastError: null, updatedAt: sql`now()` })
      .where(ownClaim(row));
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = row.attempts >= JOB_MAX_ATTEMPTS;
    const retryAt = new Date(Date.now() + backoffDelay(row.attempts, JOB_RETRY_BASE_MS));
    await db
      .update(scheduledJobs)
      .set(
        giveUp
          ? { status: "failed", lockedUntil: null, lastError, updatedAt: sql`now()` }
          : { status: "pending", runAt: retryAt, lockedUntil: null, lastError, updatedAt: sql`now()` },
      )
      .where(ownClaim(row));
    const entry = { jobKey: row.key, kind: row.kind, attempts: row.attempts, err: lastError };
    if (giveUp) log.error(entry, "job failed for good");
    else log.warn(entry, "job failed; will retry");
  }
}

/** Runs every due job once (in order of due time) with the given handlers; returns how many ran. */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  log: JobLogger = silentLog,
  batchSize = 20,
): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await claimDueJobs(db, batchSize);
    for (const row of claimed) await runOne(db, row, handlers, log);
    total += claimed.length;
    if (claimed.length < batchSize) return total;
  }
}

const silentLog: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
