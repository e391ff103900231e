import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db";
import { AppError } from "#server/errors.ts";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { todayInLima } from "#app/utils/dates.ts";
import type { Money, PaymentView } from "./payment-contract.ts";
import { paymentsConfig, providerOf } from "./payments-config.server.ts";
import { findPayment, toView, transition } from "./payments-queries.server.ts";

/** Refunds (part of) an approved payment through its provider, then records it (idempotent per payment). */
export async function refundPayment(db: Db, paymentId: string, amount: Money, reason: string): Promise<PaymentView> {
  const row = await findPayment(db, paymentId);
  if (!row) throw new AppError("NOT_FOUND", "No encontramos ese pago.");
  if (row.status === "refunded") return toView(row);
  if (row.status !== "approved" || !row.providerReference || row.provider === "counter") {
    throw new AppError("CONFLICT", "Solo se puede devolver un pago aprobado.", { reason: "not_refundable" });
  }
  if (amount.currency !== row.currency || amount.amountMinor <= 0 || amount.amountMinor > row.amountMinor) {
    throw new AppError("INVALID_DATA", "El monto a devolver no es válido.", { reason: "invalid_refund_amount" });
  }
  try {
    await providerOf(row.provider).refund(row.providerReference, row.id, amount, `refund:${row.id}`);
  } catch (error) {
    paymentsConfig().log.error({ err: error, paymentId, provider: row.provider }, "payment refund failed");
    throw new AppError("UNAVAILABLE", undefined, { reason: "provider_unavailable", cause: error });
  }
  return db.transaction(async (tx) => {
    const moved = await transition(tx, row.id, ["approved"], "refunded", "refund", {
      needsRefund: false,
      refundReason: reason.slice(0, 200),
    });
    if (moved) {
      await tx
        .update(payments)
        .set({ refundedAmountMinor: amount.amountMinor, updatedAt: sql`now()` })
        .where(eq(payments.id, row.id));
      // An overpayment given back through its provider is settled in the refunds ledger too.
      if (row.needsRefund) {
        await tx
          .update(refunds)
          .set({ paidOn: todayInLima(), paidReference: `reembolso ${row.provider}`, updatedAt: sql`now()` })
          .where(and(eq(refunds.paymentId, row.id), eq(refunds.reason, "overpayment"), isNull(refunds.paidOn)));
      }
    }
    const after = await findPayment(tx, row.id);
    return toView(after ?? row);
  });
}
