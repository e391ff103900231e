/**
 * Cash received at the agency's counter: its own payment (provider "counter"), approved exactly as a provider's
 * approval is (applyStateInTx). The payable's pending codes and card attempts are cancelled with it and voided at
 * their provider by a job; should one be paid all the same, its approval is an overpayment with its refund due. A
 * payable its owner gave up unpaid has its pending payments cancelled the same way (cancelPendingPayments).
 */
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "#db";
import { payments } from "#server/db/schema/payments.ts";
import { scheduleJob, type JobHandler } from "#server/jobs/jobs.ts";
import type { PayableRef } from "./payment-contract.ts";
import { paymentsConfig, providerOf } from "./payments-config.server.ts";
import { findPayment, hasApprovedPayment, payableWhere, transition } from "./payments-queries.server.ts";
import { applyProviderState, applyStateInTx, type ApplyOutcome } from "./payment-transitions.server.ts";

export const VOID_AT_PROVIDER_JOB = "payments.void-at-provider";

export type CashReceived = {
  outcome: ApplyOutcome | "already_paid" | "no_cash_code";
  /** The counter payment, when one was recorded. */
  paymentId: string | null;
  /** The pending payments cancelled with it (each voided at its provider by a job). */
  voided: string[];
};

type PendingRow = Pick<typeof payments.$inferSelect, "id" | "providerReference">;

/** Cancels the pending rows and has each voided at its provider by a job; answers the ones this call cancelled. */
async function cancelPending(tx: Tx, rows: PendingRow[], actor: string, note: string): Promise<string[]> {
  const cancelled: string[] = [];
  for (const row of rows) {
    if (!(await transition(tx, row.id, ["pending"], "cancelled", actor, {}, note))) continue;
    cancelled.push(row.id);
    if (row.providerReference) {
      await scheduleJob(tx, {
        kind: VOID_AT_PROVIDER_JOB,
        key: `${VOID_AT_PROVIDER_JOB}:${row.id}`,
        runAt: new Date(),
        payload: { paymentId: row.id },
      });
    }
  }
  return cancelled;
}

/**
 * Locks a payable's pending payments, oldest first. A caller that will lock the payable's own row (an order) takes
 * these first: a provider's approval locks its payment, then the payable, so the same order here can never deadlock
 * with it (PostgreSQL saw the other order deadlock: cancelling an unpaid order while its cash code was paid).
 */
export async function lockPendingPayments(tx: Tx, payable: PayableRef): Promise<void> {
  await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.status, "pending")))
    .orderBy(asc(payments.createdAt))
    .for("update");
}

/**
 * A payable ended unpaid at its owner's request: its pending cash codes and card attempts are cancelled and voided at
 * their provider; should one be paid all the same, its approval is an overpayment with its refund due. Idempotent.
 */
export async function cancelPendingPayments(tx: Tx, payable: PayableRef, actor: string, note: string) {
  const pending = await tx
    .select({ id: payments.id, providerReference: payments.providerReference })
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.status, "pending")))
    .orderBy(asc(payments.createdAt))
    .for("update");
  return cancelPending(tx, pending, actor, note);
}

/**
 * Staff received the cash for a payable's pending cash code at the counter. Idempotent: a paid payable changes
 * nothing. The payable's onApproved runs once, through the same path as a provider's approval.
 */
export async function recordCashReceived(tx: Tx, payable: PayableRef, actor: string): Promise<CashReceived> {
  if (await hasApprovedPayment(tx, payable)) return { outcome: "already_paid", paymentId: null, voided: [] };
  const pending = await tx
    .select()
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.status, "pending")))
    .orderBy(asc(payments.createdAt))
    .for("update");
  const code = pending.find((row) => row.method === "cash");
  if (!code) return { outcome: "no_cash_code", paymentId: null, voided: [] };
  const voided = await cancelPending(tx, pending, actor, "paid at the counter");
  const [counter] = await tx
    .insert(payments)
    .values({
      payableKind: payable.kind,
      payableId: payable.id,
      provider: "counter",
      method: "cash",
      amountMinor: code.amountMinor,
      currency: code.currency,
      description: code.description,
      idempotencyKey: `counter:${code.id}`,
    })
    .returning();
  if (!counter) throw new Error("the counter payment was not recorded");
  const outcome = await applyStateInTx(
    tx,
    counter.id,
    {
      paymentId: counter.id,
      status: "approved",
      declineReason: null,
      rawStatus: "received_at_counter",
      amount: null,
      installments: null,
      cardBrand: null,
      cardLast4: null,
      awaitingSince: null,
    },
    actor,
  );
  return { outcome, paymentId: counter.id, voided };
}

/**
 * Voids a cancelled payment at its provider so it can no longer be paid. When the provider answers that it was paid
 * first, that approval is applied (an overpayment with its refund due). Harmless when run twice; a failure retries.
 */
export const voidAtProvider: JobHandler = async (payload, { db }) => {
  const paymentId = typeof payload.paymentId === "string" ? payload.paymentId : "";
  const row = await findPayment(db, paymentId);
  if (!row || row.status !== "cancelled" || row.provider === "counter" || !row.providerReference) return;
  const provider = providerOf(row.provider);
  if (!provider.cancelPending) {
    paymentsConfig().log.warn({ paymentId, provider: row.provider }, "provider cannot void a pending payment");
    return;
  }
  const state = await provider.cancelPending(row.id, row.providerReference);
  if (state?.status === "approved") await applyProviderState(db, row.id, state, "job");
};
