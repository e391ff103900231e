/** Loads what an order's documents say about its money: the one computation's amounts and the payments ledger. */
import type { Db, Tx } from "#db";
import type { PaymentView } from "#app/features/payments/payment-contract.ts";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import {
  ORDER_PAYABLE,
  type Order,
  type OrderPaymentRef,
  type OrderPaymentSummary,
} from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/order-money.ts";
import { orderPaymentSummary } from "#app/features/orders/order-service.server.ts";
import type { DocumentMoney, VoucherPayment } from "./document-frame.ts";

const voucherPaymentOf = (payment: PaymentView): VoucherPayment => ({
  method: payment.method,
  amountMinor: payment.amount.amountMinor,
  currency: payment.amount.currency,
  cardBrand: payment.cardBrand,
  cardLast4: payment.cardLast4,
  installments: payment.installments,
  paidAt: payment.updatedAt,
});

/** The money of an order given its ledger: the kept payment is the approved one that is not an overpayment. */
export function documentMoneyFrom(order: Order, summary: OrderPaymentSummary, payments: PaymentView[]): DocumentMoney {
  const refunded = new Set(summary.overpayments.map((entry) => entry.paymentId));
  const kept =
    summary.paidMinor > 0
      ? payments.find((payment) => payment.status === "approved" && !refunded.has(payment.id))
      : undefined;
  return {
    amounts: computeOrderAmounts(order),
    paid: kept ? voucherPaymentOf(kept) : null,
    overpayments: summary.overpayments.map(({ amountMinor, refundDueMinor }) => ({ amountMinor, refundDueMinor })),
    pendingCash: summary.pendingCash,
  };
}

/**
 * An order's document money read from the ledger. `approving` is the payment being approved in the caller's
 * transaction (a product's confirm): it is the kept payment even before the ledger row says so.
 */
export async function orderDocumentMoney(
  db: Db | Tx,
  order: Order,
  approving: OrderPaymentRef | null = null,
): Promise<DocumentMoney> {
  const [summary, payments] = [
    await orderPaymentSummary(db, order),
    await paymentsOf(db, { kind: ORDER_PAYABLE, id: order.id }),
  ];
  const money = documentMoneyFrom(order, summary, payments);
  if (money.paid || !approving) return money;
  return {
    ...money,
    paid: {
      method: approving.method,
      amountMinor: approving.amount.amountMinor,
      currency: approving.amount.currency,
      cardBrand: approving.cardBrand,
      cardLast4: approving.cardLast4,
      installments: approving.installments,
      paidAt: approving.paidAt,
    },
    pendingCash: null,
  };
}
