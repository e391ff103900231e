import type { Db, Tx } from "#db";
import type { PaymentStatus } from "./payment-contract.ts";
import { paymentsConfig, payableHandler } from "./payments-config.server.ts";
import {
  findPayment,
  flagForRefund,
  hasApprovedPayment,
  toView,
  transition,
  type PaymentRow,
} from "./payments-queries.server.ts";
import type { ProviderPaymentState } from "./providers/payment-provider.ts";
import { recordRefundDue } from "./refund-ledger.server.ts";

export type ApplyOutcome = "applied" | "unchanged" | "refund_flagged";

/**
 * From which states a provider's word may move a payment: a late approval of an expired or voided code is still
 * recorded. Only we cancel a payment (recordCashReceived); a provider's "cancelled" changes nothing here.
 */
const ALLOWED_FROM: Record<PaymentStatus, PaymentStatus[]> = {
  pending: [],
  approved: ["pending", "expired", "declined", "cancelled"],
  declined: ["pending"],
  expired: ["pending"],
  cancelled: [],
  refunded: ["approved"],
};

/**
 * The one rule for money a payable cannot keep (a second approval, another amount, a record no longer payable):
 * the payment stays recorded, flagged, and its whole amount is a refund due in the refunds ledger.
 */
async function keepAsOverpayment(tx: Tx, row: PaymentRow, state: ProviderPaymentState, cause: string): Promise<void> {
  await recordRefundDue(tx, {
    payable: { kind: row.payableKind, id: row.payableId },
    amount: state.amount ?? { amountMinor: row.amountMinor, currency: row.currency },
    reason: "overpayment",
    paymentId: row.id,
    detail: { cause, method: row.method, provider: row.provider, previousStatus: row.status },
  });
  paymentsConfig().log.warn(
    { paymentId: row.id, payable: { kind: row.payableKind, id: row.payableId }, cause, previousStatus: row.status },
    "payment approved but the payable cannot keep it: refund due recorded",
  );
}

async function approve(tx: Tx, row: PaymentRow, state: ProviderPaymentState, actor: string): Promise<ApplyOutcome> {
  const card = {
    installments: state.installments,
    cardBrand: state.cardBrand,
    cardLast4: state.cardLast4,
    declineReason: null,
  };
  const payable = { kind: row.payableKind, id: row.payableId };
  const amountDiffers =
    state.amount !== null && (state.amount.amountMinor !== row.amountMinor || state.amount.currency !== row.currency);
  const duplicate = await hasApprovedPayment(tx, payable);
  if (duplicate || amountDiffers) {
    const refundReason = duplicate ? "duplicate_charge" : "amount_mismatch";
    const moved = await transition(tx, row.id, ALLOWED_FROM.approved, "approved", actor, {
      ...card,
      needsRefund: true,
      refundReason,
    });
    if (!moved) return "unchanged";
    await keepAsOverpayment(tx, row, state, refundReason);
    return "refund_flagged";
  }
  const moved = await transition(tx, row.id, ALLOWED_FROM.approved, "approved", actor, card);
  if (!moved) return "unchanged";
  const answer = await payableHandler(row.payableKind).onApproved(tx, row.payableId, toView(moved));
  if (answer === "refund") {
    await flagForRefund(tx, row.id, "payable_not_payable", actor);
    await keepAsOverpayment(tx, row, state, "payable_not_payable");
    return "refund_flagged";
  }
  return "applied";
}

/** Applies what the provider says about a payment, inside the caller's transaction. */
export async function applyStateInTx(
  tx: Tx,
  paymentId: string,
  state: ProviderPaymentState,
  actor: string,
): Promise<ApplyOutcome> {
  const row = await findPayment(tx, paymentId);
  if (!row) return "unchanged";
  const handler = payableHandler(row.payableKind);
  if (state.status === "approved") return approve(tx, row, state, actor);
  if (state.status === "pending") {
    const timedOut =
      row.method === "card" &&
      state.awaitingSince !== null &&
      Date.now() - state.awaitingSince.getTime() >= paymentsConfig().providerTimeoutMs;
    if (!timedOut) return "unchanged";
    const moved = await transition(
      tx,
      row.id,
      ["pending"],
      "declined",
      actor,
      { declineReason: "timeout" },
      "provider did not answer",
    );
    if (moved) await handler.onDeclined?.(tx, row.payableId, toView(moved));
    return moved ? "applied" : "unchanged";
  }
  if (state.status === "declined") {
    const moved = await transition(tx, row.id, ALLOWED_FROM.declined, "declined", actor, {
      declineReason: state.declineReason ?? "other",
      cardBrand: state.cardBrand,
      cardLast4: state.cardLast4,
    });
    if (moved) await handler.onDeclined?.(tx, row.payableId, toView(moved));
    return moved ? "applied" : "unchanged";
  }
  if (state.status === "cancelled") return "unchanged";
  if (state.status === "expired") {
    const moved = await transition(tx, row.id, ALLOWED_FROM.expired, "expired", actor);
    if (moved) await handler.onCashExpired?.(tx, row.payableId, toView(moved));
    return moved ? "applied" : "unchanged";
  }
  const moved = await transition(tx, row.id, ALLOWED_FROM.refunded, "refunded", actor);
  return moved ? "applied" : "unchanged";
}

export async function applyProviderState(
  db: Db,
  paymentId: string,
  state: ProviderPaymentState,
  actor: string,
): Promise<ApplyOutcome> {
  return db.transaction((tx) => applyStateInTx(tx, paymentId, state, actor));
}
