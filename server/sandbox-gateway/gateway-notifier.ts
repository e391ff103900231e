import { createHmac } from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { sandboxGatewayNotifications } from "./gateway-schema.ts";
import { DEFAULT_RETRY_DELAYS_MS, type DeliverNotification, type GatewayDb } from "./gateway-types.ts";

export const SIGNATURE_HEADER = "x-pasarela-signature";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the timestamp is signed with the body. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const mac = createHmac("sha256", secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest("hex");
  return `t=${String(timestamp)},v1=${mac}`;
}

const fetchDeliver: DeliverNotification = async ({ url, body, headers }) => {
  const response = await fetch(url, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return response.status;
};

/** The lease a claimed notification gets while it is being delivered (another instance skips it meanwhile). */
const LEASE_MS = 60_000;

export type Notifier = { deliverDue: () => Promise<number>; kick: () => void; stop: () => Promise<void> };

/**
 * Delivers queued notifications, signed, until the merchant answers 2xx; a failure waits for the next delay of
 * `retryDelaysMs` (persisted: a restart continues where it stopped), and after the last one the gateway gives up.
 */
export function createNotifier(options: {
  db: GatewayDb;
  secret: string;
  notifyUrl: string;
  retryDelaysMs?: number[] | undefined;
  pollIntervalMs?: number | undefined;
  deliver?: DeliverNotification | undefined;
  log?: { warn: (obj: object, msg: string) => void } | undefined;
  now?: (() => Date) | undefined;
}): Notifier {
  const { db } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const deliver = options.deliver ?? fetchDeliver;
  const now = options.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let requests = 0;
  let timer: NodeJS.Timeout | null = null;

  async function deliverOnce(): Promise<number> {
    const current = now();
    const due = db
      .select({ eventId: sandboxGatewayNotifications.eventId })
      .from(sandboxGatewayNotifications)
      .where(
        and(isNull(sandboxGatewayNotifications.deliveredAt), lte(sandboxGatewayNotifications.nextAttemptAt, current)),
      )
      .limit(20)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(sandboxGatewayNotifications)
      .set({
        attempts: sql`${sandboxGatewayNotifications.attempts} + 1`,
        nextAttemptAt: new Date(current.getTime() + LEASE_MS),
      })
      .where(inArray(sandboxGatewayNotifications.eventId, due))
      .returning();
    for (const row of claimed) {
      const body = JSON.stringify(row.body);
      let status = 0;
      let error: string | null = null;
      try {
        status = await deliver({
          url: options.notifyUrl,
          body,
          headers: {
            "content-type": "application/json",
            [SIGNATURE_HEADER]: signatureHeader(options.secret, body, now()),
          },
        });
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const where = eq(sandboxGatewayNotifications.eventId, row.eventId);
      if (status >= 200 && status < 300) {
        await db.update(sandboxGatewayNotifications).set({ deliveredAt: now(), lastError: null }).where(where);
        continue;
      }
      const delay = delays[row.attempts - 1];
      // After the last delay: no more attempts (a far-future time keeps the row out of the due list).
      const next = delay === undefined ? new Date("9999-12-31T00:00:00Z") : new Date(now().getTime() + delay);
      const lastError = (error ?? `HTTP ${String(status)}`).slice(0, 500);
      await db.update(sandboxGatewayNotifications).set({ nextAttemptAt: next, lastError }).where(where);
      options.log?.warn(
        { eventId: row.eventId, attempts: row.attempts, lastError },
        "sandbox gateway notification not accepted",
      );
    }
    return claimed.length;
  }

  async function deliverDue(): Promise<number> {
    requests += 1;
    if (running) return running;
    running = (async () => {
      let total = 0;
      let seen = -1;
      // A kick that arrived during a pass (a new notification) gets another pass.
      while (seen !== requests) {
        seen = requests;
        total += await deliverOnce();
      }
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const kick = () => {
    deliverDue().catch((error: unknown) => options.log?.warn({ err: error }, "sandbox gateway delivery failed"));
  };
  if (options.pollIntervalMs && options.pollIntervalMs > 0) {
    timer = setInterval(kick, options.pollIntervalMs);
    timer.unref();
  }
  return {
    deliverDue,
    kick,
    /** Stops the timer and waits for a delivery in progress (before the host closes the database). */
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
