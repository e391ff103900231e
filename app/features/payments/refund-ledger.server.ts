/**
 * The one ledger of refunds the agency owes, whoever caused them: a cancellation's refund due (customer, staff) and
 * every overpayment (an approval the payable could not keep), and their payment back by staff.
 */
import { and, asc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { payments, refunds, type ProviderRefundJson } from "#server/db/schema/payments.ts";
import type { Money, PayableRef } from "./payment-contract.ts";
import { payableWhere } from "./payments-queries.server.ts";

export type RefundRow = typeof refunds.$inferSelect;

/** "cancellation": what a cancellation gives back; "overpayment": a whole payment the payable could not keep. */
export type RefundReason = "cancellation" | "overpayment";

/**
 * Records a refund due for a payable, once per reason and payment: against the given payment (an overpayment) or
 * the payable's kept one. A cancellation also records what was retained (suppliers, commission), and is a row even
 * when nothing goes back. Answers the row, new or already recorded, or null for nothing to record.
 */
export async function recordRefundDue(
  tx: Tx,
  input: {
    payable: PayableRef;
    amount: Money;
    reason: RefundReason;
    detail: Record<string, unknown>;
    paymentId?: string;
    /** The one item of an order a cancellation gives back (decision 063); none: the whole payable. */
    itemId?: string;
    retainedMinor?: number;
    commissionMinor?: number;
  },
): Promise<RefundRow | null> {
  const retainedMinor = input.reason === "cancellation" ? (input.retainedMinor ?? 0) : 0;
  const commissionMinor = input.reason === "cancellation" ? (input.commissionMinor ?? 0) : 0;
  const kept = retainedMinor + commissionMinor;
  if (input.amount.amountMinor < 0 || (input.amount.amountMinor === 0 && kept === 0)) return null;
  let paymentId = input.paymentId ?? null;
  if (!paymentId) {
    const [kept] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(payableWhere(input.payable), eq(payments.status, "approved"), eq(payments.needsRefund, false)));
    paymentId = kept?.id ?? null;
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      payableKind: input.payable.kind,
      payableId: input.payable.id,
      paymentId,
      itemId: input.itemId ?? null,
      amountMinor: input.amount.amountMinor,
      currency: input.amount.currency,
      retainedMinor,
      commissionMinor,
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
        paymentId ? eq(refunds.paymentId, paymentId) : isNull(refunds.paymentId),
        input.itemId ? eq(refunds.itemId, input.itemId) : isNull(refunds.itemId),
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
    .set({
      paidOn: input.paidOn,
      paidReference: input.reference,
      paidMinor: sql`${refunds.amountMinor}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.payableKind, input.payable.kind),
        eq(refunds.payableId, input.payable.id),
        isNull(refunds.paidOn),
        gt(refunds.amountMinor, 0),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Records a refund given through the payment's provider against a due row: the amount paid so far grows by it, its
 * provider reference is kept, and the row is paid (date and reference) once all of it went back. Only at the paid
 * amount it was read with: a double post records once (null for the second).
 */
export async function recordProviderRefund(
  tx: Tx,
  input: {
    payable: PayableRef;
    refundId: string;
    paidMinorBefore: number;
    amountMinor: number;
    entry: ProviderRefundJson;
  },
): Promise<RefundRow | null> {
  const paidMinor = input.paidMinorBefore + input.amountMinor;
  const whole = sql`${paidMinor} >= ${refunds.amountMinor}`;
  const [row] = await tx
    .update(refunds)
    .set({
      paidMinor,
      providerRefunds: sql`${refunds.providerRefunds} || ${JSON.stringify([input.entry])}::jsonb`,
      paidOn: sql`case when ${whole} then ${input.entry.paidOn}::date end`,
      paidReference: sql`case when ${whole} then ${input.entry.reference} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(refunds.id, input.refundId),
        eq(refunds.payableKind, input.payable.kind),
        eq(refunds.payableId, input.payable.id),
        eq(refunds.paidMinor, input.paidMinorBefore),
        isNull(refunds.paidOn),
        gte(refunds.amountMinor, paidMinor),
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
