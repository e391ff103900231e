/**
 * The refunds the agency owes (a cancellation's refund due) and their payment by staff, plus a cash payment received
 * at the agency's counter: applied exactly as the provider's notification would apply it (applyStateInTx).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { payments, refunds } from "#server/db/schema/payments.ts";
import type { Money, PayableRef } from "./payment-contract.ts";
import { hasApprovedPayment, payableWhere } from "./payments-queries.server.ts";
import { applyStateInTx, type ApplyOutcome } from "./payment-transitions.server.ts";

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Records a refund due for a payable (once per reason), against its kept payment; answers the row, new or already
 * recorded, or null for nothing to give back.
 */
export async function recordRefundDue(
  tx: Tx,
  input: { payable: PayableRef; amount: Money; reason: string; detail: Record<string, unknown> },
): Promise<RefundRow | null> {
  if (input.amount.amountMinor <= 0) return null;
  const [kept] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(payableWhere(input.payable), eq(payments.status, "approved"), eq(payments.needsRefund, false)));
  const [row] = await tx
    .insert(refunds)
    .values({
      payableKind: input.payable.kind,
      payableId: input.payable.id,
      paymentId: kept?.id ?? null,
      amountMinor: input.amount.amountMinor,
      currency: input.amount.currency,
      reason: input.reason,
      detail: input.detail,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.payableKind, input.payable.kind),
        eq(refunds.payableId, input.payable.id),
        eq(refunds.reason, input.reason),
      ),
    );
  return existing ?? null;
}

/** Marks a due refund of this payable paid (date and transfer reference); null when it was already paid or is not its. */
export async function markRefundPaid(
  tx: Tx,
  input: { payable: PayableRef; refundId: string; paidOn: string; reference: string },
): Promise<RefundRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.refundId)) return null;
  const [row] = await tx
    .update(refunds)
    .set({ paidOn: input.paidOn, paidReference: input.reference, updatedAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.payableKind, input.payable.kind),
        eq(refunds.payableId, input.payable.id),
        isNull(refunds.paidOn),
      ),
    )
    .returning();
  return row ?? null;
}

/** A payable's refunds, oldest first. */
export async function refundsOf(db: Pick<Db, "select">, payable: PayableRef): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.payableKind, payable.kind), eq(refunds.payableId, payable.id)))
    .orderBy(asc(refunds.createdAt));
}

export type CashReceived = { outcome: ApplyOutcome | "already_paid" | "no_cash_code"; paymentId: string | null };

/**
 * Staff received the cash for a payable's pending cash code at the counter: the payment is approved through the same
 * path as the provider's notification (the payable's onApproved runs, once). Idempotent: a paid payable changes nothing.
 */
export async function recordCashReceived(tx: Tx, payable: PayableRef, actor: string): Promise<CashReceived> {
  if (await hasApprovedPayment(tx, payable)) return { outcome: "already_paid", paymentId: null };
  const [pending] = await tx
    .select()
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.method, "cash"), eq(payments.status, "pending")))
    .orderBy(asc(payments.createdAt))
    .limit(1)
    .for("update");
  if (!pending) return { outcome: "no_cash_code", paymentId: null };
  const outcome = await applyStateInTx(
    tx,
    pending.id,
    {
      paymentId: pending.id,
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
  return { outcome, paymentId: pending.id };
}
