import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { paymentEvents, payments } from "#server/db/schema/payments.ts";
import type { PaymentStatus, PaymentView, PayableRef, StartedPayment } from "./payment-contract.ts";
import { paymentMessage, toDeclineReason } from "./payment-messages.ts";

export type PaymentRow = typeof payments.$inferSelect;

export function toView(row: PaymentRow): PaymentView {
  const declineReason = toDeclineReason(row.declineReason);
  return {
    id: row.id,
    payable: { kind: row.payableKind, id: row.payableId },
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: { amountMinor: row.amountMinor, currency: row.currency },
    declineReason,
    message: paymentMessage(row.status, declineReason),
    installments: row.installments,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    cash:
      row.method === "cash" && row.cashCode && row.cashExpiresAt
        ? { code: row.cashCode, expiresAt: row.cashExpiresAt.toISOString(), bankSteps: row.cashBankSteps ?? [] }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The answer a started payment gives (and gives again for the same idempotency key); null while not yet started. */
export function startedOf(row: PaymentRow): StartedPayment | null {
  if (row.method === "card")
    return row.redirectUrl ? { kind: "redirect", paymentId: row.id, url: row.redirectUrl } : null;
  if (!row.cashCode || !row.cashExpiresAt) return null;
  return {
    kind: "cash",
    paymentId: row.id,
    code: row.cashCode,
    expiresAt: row.cashExpiresAt.toISOString(),
    bankSteps: row.cashBankSteps ?? [],
  };
}

export async function findPayment(db: Db | Tx, id: string): Promise<PaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export function payableWhere(payable: PayableRef) {
  return and(eq(payments.payableKind, payable.kind), eq(payments.payableId, payable.id));
}

export async function hasApprovedPayment(tx: Db | Tx, payable: PayableRef): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.status, "approved"), eq(payments.needsRefund, false)));
  return (row?.n ?? 0) > 0;
}

export async function declinedCardAttempts(tx: Db | Tx, payable: PayableRef): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(payableWhere(payable), eq(payments.method, "card"), eq(payments.status, "declined")));
  return row?.n ?? 0;
}

export type TransitionChanges = Partial<
  Pick<PaymentRow, "declineReason" | "installments" | "cardBrand" | "cardLast4" | "needsRefund" | "refundReason">
>;

/**
 * Moves a payment from one of `from` to `to` with a conditional update and records the event. Answers the updated
 * row, or null when another writer moved it first (the caller then does nothing more).
 */
export async function transition(
  tx: Tx,
  id: string,
  from: PaymentStatus[],
  to: PaymentStatus,
  actor: string,
  changes: TransitionChanges = {},
  note?: string,
): Promise<PaymentRow | null> {
  const [before] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .for("update");
  if (!before) return null;
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, before.status)))
    .returning();
  if (!row) return null;
  await tx.insert(paymentEvents).values({ paymentId: id, fromStatus: before.status, toStatus: to, actor, note });
  return row;
}

export async function flagForRefund(tx: Tx, id: string, reason: string, actor: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ needsRefund: true, refundReason: reason, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  if (row)
    await tx
      .insert(paymentEvents)
      .values({ paymentId: id, toStatus: row.status, actor, note: `needs_refund: ${reason}` });
  return row ?? null;
}
