import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { extraHeadersOf } from "./headers.ts";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** One message as handed to the transport. `messageId` is stable across retries of the same row. */
export type DeliverableEmail = {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header fields (list headers only, see headers.ts); absent when the message has none. */
  headers?: Record<string, string>;
  /** Files of the message; absent when it has none. */
  attachments?: Array<{ filename: string; contentType: string; content: Uint8Array }>;
};

/** Sends one message; resolves with the Message-ID the server accepted, throws on failure. */
export type SendFunction = (email: DeliverableEmail) => Promise<{ messageId: string }>;

export type WorkerLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type OutboxWorkerOptions = {
  db: Db;
  send: SendFunction;
  log: WorkerLogger;
  /** Domain of the Message-ID header (`<row-id@domain>`). */
  messageIdDomain: string;
  pollIntervalMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a claimed row belongs to this worker; longer than any SMTP timeout (see transport.ts). */
  leaseMs?: number;
  batchSize?: number;
};

const DEFAULT_LEASE_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Delay before retry number `attempt` (1-based): doubles from `baseMs`, capped at 1 h, ±20 % jitter. */
export function backoffDelay(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.8 + random() * 0.4));
}

/** SMTP rejections that another try cannot fix (the recipient does not exist, the message is refused). */
export function isPermanentFailure(error: unknown): boolean {
  const smtp = error as { responseCode?: unknown; code?: unknown };
  return typeof smtp.responseCode === "number" && smtp.responseCode >= 550 && smtp.code === "EENVELOPE";
}

/**
 * Claims due rows for this worker: pending rows whose time has come, and rows whose lease expired (a worker
 * died mid-send). `for update skip locked` lets several instances on PostgreSQL claim disjoint rows; PGlite has
 * one connection, so the same statement is trivially exclusive there. The claim commits before any SMTP traffic.
 */
export async function claimDueEmails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Fencing: only the claim that is still current (same attempt number, still sending) may record an outcome. */
function ownClaim(row: OutboxRow) {
  return and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending"), eq(emailOutbox.attempts, row.attempts));
}

/** Delivers due outbox messages in the background; `stop()` waits for the message in flight. */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, send, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<void> {
    const messageId = `<${row.id}@${options.messageIdDomain}>`;
    try {
      const headers = extraHeadersOf(row.metadata);
      const attachments = await db
        .select({
          filename: emailOutboxAttachments.filename,
          contentType: emailOutboxAttachments.contentType,
          content: emailOutboxAttachments.content,
        })
        .from(emailOutboxAttachments)
        .where(eq(emailOutboxAttachments.outboxId, row.id))
        .orderBy(asc(emailOutboxAttachments.position));
      const result = await send({
        messageId,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", messageId: result.messageId || messageId, sentAt: sql`now()`, lastError: null })
        .where(ownClaim(row));
      log.info({ outboxId: row.id, template: row.template, attempts: row.attempts }, "e-mail sent");
    } catch (error) {
      const permanent = isPermanentFailure(error);
      const giveUp = permanent || row.attempts >= options.maxAttempts;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = backoffDelay(row.attempts, options.retryBaseMs);
      await db
        .update(emailOutbox)
        .set(
          giveUp
            ? { status: "failed", lastError }
            : { status: "pending", lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})` },
        )
        .where(ownClaim(row));
      const context = { outboxId: row.id, template: row.template, attempts: row.attempts, err: lastError };
      if (giveUp) log.error(context, "e-mail delivery failed for good");
      else log.warn({ ...context, retryInMs: delay }, "e-mail delivery failed; will retry");
    }
  }

  /** One pass: claim a batch, send it in order. Returns how many rows were claimed. */
  async function runOnce(): Promise<number> {
    const rows = await claimDueEmails(db, batchSize, leaseMs);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce().catch((error: unknown) => {
        log.error({ err: error }, "e-mail outbox pass failed");
        return 0;
      });
      void running.then((claimed) => {
        running = undefined;
        // A full batch suggests more are waiting: go again at once.
        schedule(claimed >= batchSize ? 0 : options.pollIntervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Looks for messages now instead of at the next poll (e.g. right after queuing one). */
    kick() {
      if (stopped || running || !timer) return;
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
