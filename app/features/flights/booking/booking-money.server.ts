/** Loads a booking's money (booking-money.ts) from its order and the payments ledger. */
import type { Db, Tx } from "#db";
import type { Order, OrderPaymentSummary } from "#app/features/orders/order-contract.ts";
import {
  documentMoneyFrom,
  loadOrder,
  orderPaymentSummary,
  recordedCancellation,
} from "#app/features/orders/index.server.ts";
import type { PaymentView } from "#app/features/payments/payment-contract.ts";
import { paymentsOf } from "#app/features/payments/index.server.ts";
import { BOOKING_PAYABLE } from "./booking-payable.server.ts";
import { cashAmountText, type BookingAccount, type BookingMoney, type CashCodeView } from "./booking-money.ts";

/** The money view of an order, given its ledger (the core's document money plus the add-on's policy). */
export function bookingMoneyFrom(order: Order, summary: OrderPaymentSummary, payments: PaymentView[]): BookingMoney {
  const addOn = order.items.find(
    (item) => item.product === "insurance" && item.state !== "released" && item.state !== "cancelled",
  );
  return {
    ...documentMoneyFrom(order, summary, payments),
    assistance: addOn ? { itemId: addOn.id, policyNumber: addOn.supplierRef } : null,
  };
}

/** A booking's money: its order's amounts and what the payments ledger says (null for a booking without an order). */
export async function bookingMoneyOf(db: Db | Tx, bookingId: string): Promise<BookingMoney | null> {
  return (await bookingAccountOf(db, bookingId))?.money ?? null;
}

export async function bookingAccountOf(db: Db | Tx, bookingId: string): Promise<BookingAccount | null> {
  const order = await loadOrder(db, bookingId);
  if (!order) return null;
  const [summary, payments] = [
    await orderPaymentSummary(db, order),
    await paymentsOf(db, { kind: BOOKING_PAYABLE, id: bookingId }),
  ];
  const money = bookingMoneyFrom(order, summary, payments);
  const pending = payments.find((payment) => payment.method === "cash" && payment.status === "pending" && payment.cash);
  const waiting = order.state === "held" || order.state === "pending_payment";
  const cancellation = order.state === "cancelled" ? await recordedCancellation(db, bookingId) : null;
  return {
    money,
    cash: waiting && pending ? cashCodeView(money, pending) : null,
    renderedAt: new Date().toISOString(),
    cancellation: cancellation?.figures ?? null,
  };
}

/** The cash code a booking waits on, from the ledger's pending payment (null when there is none). */
export function cashCodeView(money: BookingMoney, pending: PaymentView | null): CashCodeView | null {
  if (!pending?.cash) return null;
  return {
    code: pending.cash.code,
    expiresAt: pending.cash.expiresAt,
    bankSteps: pending.cash.bankSteps,
    amountText: cashAmountText(money, pending.amount.amountMinor),
  };
}
