import type { JobHandler } from "#server/jobs/jobs.ts";
import { VOID_AT_PROVIDER_JOB, voidAtProvider } from "./counter-payments.server.ts";
import { CASH_EXPIRY_JOB } from "./payments-service.server.ts";
import { paymentsConfig, payableHandler, providerOf } from "./payments-config.server.ts";
import { findPayment, toView, transition } from "./payments-queries.server.ts";
import { applyProviderState } from "./payment-transitions.server.ts";

/**
 * A cash code's deadline: the provider is asked first (a code paid a moment ago is approved, not expired); an unpaid
 * code expires and the product hears of it (onCashExpired). Harmless when run twice.
 */
export const expireCashCode: JobHandler = async (payload, { db, log }) => {
  const paymentId = typeof payload.paymentId === "string" ? payload.paymentId : "";
  const row = await findPayment(db, paymentId);
  if (!row || row.status !== "pending" || row.method !== "cash") return;
  if (row.cashExpiresAt && row.cashExpiresAt.getTime() > Date.now()) return { runAgainAt: row.cashExpiresAt };
  if (row.providerReference && row.provider !== "counter") {
    try {
      const state = await providerOf(row.provider).readPayment(row.id, row.providerReference);
      if (state?.status === "approved") {
        await applyProviderState(db, row.id, state, "job");
        return;
      }
    } catch (error) {
      // The deadline is ours: expire anyway; a later notification of payment is still recorded (and flagged).
      log.warn({ err: error, paymentId }, "provider unreachable at cash code expiry");
    }
  }
  await db.transaction(async (tx) => {
    const moved = await transition(tx, row.id, ["pending"], "expired", "job");
    if (moved) await payableHandler(row.payableKind).onCashExpired?.(tx, row.payableId, toView(moved));
  });
  paymentsConfig().log.info({ paymentId }, "cash code expired");
};

export const PAYMENT_JOB_HANDLERS: Record<string, JobHandler> = {
  [CASH_EXPIRY_JOB]: expireCashCode,
  [VOID_AT_PROVIDER_JOB]: voidAtProvider,
};
