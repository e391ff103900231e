import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { AppError } from "#server/errors.ts";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { Money, PaymentView } from "./payment-contract.ts";
import { paymentsConfig, providerOf } from "./payments-config.server.ts";
import { findPayment, toView, transition } from "./payments-queries.server.ts";

type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export const PROVIDER_REFUND_FAILED_MESSAGE =
  "La pasarela de pago no pudo hacer la devolución y no se devolvió nada. Vuelve a intentarlo en unos minutos.";

/** What is left to give back of a payment through its provider (none for cash received at the counter). */
export function refundableMinor(row: PaymentRow): number {
  if (row.status !== "approved" || !row.providerReference || row.provider === "counter") return 0;
  return row.amountMinor - (row.refundedAmountMinor ?? 0);
}

/** A card payment that can still give money back through its provider: what is left and the card, for the desk. */
export type CardRefundSource = {
  paymentId: string;
  provider: PaymentRow["provider"];
  cardBrand: string | null;
  cardLast4: string | null;
  refundableMinor: number;
  currency: PaymentRow["currency"];
};

/** The card payment a refund can go back to (null for cash, a cash code or nothing left to give back). */
export async function cardRefundSource(db: Db | Tx, paymentId: string | null): Promise<CardRefundSource | null> {
  const row = paymentId ? await findPayment(db, paymentId) : null;
  if (!row || row.method !== "card" || refundableMinor(row) <= 0) return null;
  return {
    paymentId: row.id,
    provider: row.provider,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    refundableMinor: refundableMinor(row),
    currency: row.currency,
  };
}

/**
 * Asks the payment's provider to give back (part of) it, once per idempotency key; answers the provider's reference
 * of the refund. A provider failure is logged with its context and answered in Spanish: nothing was recorded.
 */
export async function refundAtProvider(
  db: Db,
  paymentId: string,
  amount: Money,
  idempotencyKey: string,
): Promise<{ provider: PaymentRow["provider"]; reference: string }> {
  const row = await findPayment(db, paymentId);
  if (!row) throw new AppError("NOT_FOUND", "No encontramos ese pago.");
  if (refundableMinor(row) <= 0 || !row.providerReference || row.provider === "counter") {
    throw new AppError("CONFLICT", "Solo se puede devolver un pago aprobado.", { reason: "not_refundable" });
  }
  if (amount.currency !== row.currency || amount.amountMinor <= 0 || amount.amountMinor > refundableMinor(row)) {
    throw new AppError("INVALID_DATA", "El monto a devolver no es válido.", { reason: "invalid_refund_amount" });
  }
  try {
    const given = await providerOf(row.provider).refund(row.providerReference, row.id, amount, idempotencyKey);
    return { provider: row.provider, reference: given.reference };
  } catch (error) {
    paymentsConfig().log.error(
      { err: error, paymentId: row.id, provider: row.provider, amountMinor: amount.amountMinor, idempotencyKey },
      "payment refund failed",
    );
    throw new AppError("UNAVAILABLE", PROVIDER_REFUND_FAILED_MESSAGE, { reason: "provider_unavailable", cause: error });
  }
}

/**
 * Records on the payment what its provider gave back: the refunded total grows, and the payment reads "refunded"
 * only once all of it went back (a partial refund leaves it approved, as the providers themselves do).
 */
export async function recordPaymentRefund(
  tx: Tx,
  paymentId: string,
  amountMinor: number,
  reason: string,
): Promise<{ wholeRefunded: boolean }> {
  const [row] = await tx
    .update(payments)
    .set({
      refundedAmountMinor: sql`coalesce(${payments.refundedAmountMinor}, 0) + ${amountMinor}`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row || (row.refundedAmountMinor ?? 0) < row.amountMinor) return { wholeRefunded: false };
  await transition(tx, paymentId, ["approved"], "refunded", "refund", {
    needsRefund: false,
    refundReason: reason.slice(0, 200),
  });
  return { wholeRefunded: true };
}

/** Refunds (part of) an approved payment through its provider, then records it (once per payment). */
export async function refundPayment(db: Db, paymentId: string, amount: Money, reason: string): Promise<PaymentView> {
  const row = await findPayment(db, paymentId);
  if (!row) throw new AppError("NOT_FOUND", "No encontramos ese pago.");
  if (row.status === "refunded" || (row.refundedAmountMinor ?? 0) > 0) return toView(row);
  await refundAtProvider(db, row.id, amount, `refund:${row.id}`);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ refunded: payments.refundedAmountMinor })
      .from(payments)
      .where(eq(payments.id, row.id))
      .for("update");
    if ((locked?.refunded ?? 0) === 0) {
      await recordPaymentRefund(tx, row.id, amount.amountMinor, reason);
      // An overpayment given back through its provider is settled in the refunds ledger too.
      if (row.needsRefund) {
        await tx
          .update(refunds)
          .set({
            paidOn: todayInLima(),
            paidReference: `reembolso ${row.provider}`,
            paidMinor: sql`${refunds.amountMinor}`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(refunds.paymentId, row.id), eq(refunds.reason, "overpayment"), isNull(refunds.paidOn)));
      }
    }
    const after = await findPayment(tx, row.id);
    return toView(after ?? row);
  });
}
