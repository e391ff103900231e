/**
 * An unpaid order whose hold lapsed ends (issue 40, lifecycle): a card payment the buyer came back from is asked
 * about first (its approval confirms the order instead), then the order is `expired`, each held item's product
 * releases it and the promo use goes back. The job "orders.expire-hold", which placement schedules for any product,
 * does it at the hold's end, and an order page may do it when read; both are idempotent. A hold extended since (a
 * cash code's deadline) is looked at again then.
 */
import type { Db, Tx } from "#db";
import { scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import { paymentsOf, refreshPayment } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { loadOrder, lockOrder, transitionOrder } from "#app/features/orders/order-service.server.ts";
import { PAYABLE_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { releaseEndedOrder } from "./order-release.server.ts";

export const EXPIRE_ORDER_JOB = "orders.expire-hold";

/** Schedules the order's expiry at its hold's end (one job per order: a later call moves it). */
export async function scheduleOrderExpiry(tx: Db | Tx, orderId: string, at: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: EXPIRE_ORDER_JOB,
    key: `${EXPIRE_ORDER_JOB}:${orderId}`,
    runAt: at,
    payload: { orderId },
  });
}

export type ExpiryOutcome = { expired: boolean; lookAgainAt: Date | null };
const NOTHING: ExpiryOutcome = { expired: false, lookAgainAt: null };

/**
 * Ends the order if it is unpaid and its hold lapsed by `now`. Says whether it ended it, and when to look again (the
 * hold's end, when it has not come yet).
 */
export async function expireOrderIfLapsed(db: Db, orderId: string, now = new Date()): Promise<ExpiryOutcome> {
  const order = await loadOrder(db, orderId);
  if (!order || !PAYABLE_ORDER_STATES.includes(order.state)) return NOTHING;
  const pending = (await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id })).filter(
    (payment) => payment.status === "pending" && payment.method === "card",
  );
  for (const payment of pending) await refreshPayment(db, payment.id);
  const fresh = pending.length > 0 ? await loadOrder(db, orderId) : order;
  if (!fresh || !PAYABLE_ORDER_STATES.includes(fresh.state) || !fresh.holdExpiresAt) return NOTHING;
  const holdEnd = new Date(fresh.holdExpiresAt);
  if (holdEnd.getTime() > now.getTime()) return { expired: false, lookAgainAt: holdEnd };
  const expired = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || !PAYABLE_ORDER_STATES.includes(locked.state)) return false;
    if (!(await transitionOrder(tx, orderId, locked.state, "expired", "system", "hold lapsed unpaid"))) return false;
    await releaseEndedOrder(tx, fresh, { reason: "hold_lapsed", now });
    return true;
  });
  return { expired, lookAgainAt: null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const expireOrderJob: JobHandler = async (payload, { db, log }) => {
  const orderId = typeof payload.orderId === "string" ? payload.orderId : "";
  if (!UUID.test(orderId)) return;
  const { expired, lookAgainAt } = await expireOrderIfLapsed(db, orderId);
  if (expired) log.info({ orderId }, "order hold lapsed unpaid: order expired");
  if (lookAgainAt) return { runAgainAt: lookAgainAt };
};

/** The order core's scheduled jobs (server/jobs/handlers.ts). */
export const ORDER_JOB_HANDLERS: Record<string, JobHandler> = { [EXPIRE_ORDER_JOB]: expireOrderJob };
