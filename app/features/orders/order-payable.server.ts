/**
 * The "order" payable (issue 31): payments keep their PayableHandler contract and the payable is the order. What is
 * due comes from the one money function less what the ledger already kept; approval marks the order paid and has
 * every item's product confirm it (seats sold and tickets issued, policy issued); a lapsed cash code cancels the
 * order and has every product release its hold. All inside the payment's transaction.
 */
import type { Tx } from "#db";
import { releasePromo } from "#app/features/discounts/index.server.ts";
import type { Money, PayableHandler, PaymentView } from "#app/features/payments/payment-contract.ts";
import { ORDER_PAYABLE, type Order, type OrderPaymentRef } from "./order-contract.ts";
import { computeOrderAmounts } from "./order-money.ts";
import { orderProduct } from "./order-products.server.ts";
import { deactivateAdjustments } from "./order-adjustments.server.ts";
import { releaseEndedOrder } from "./lifecycle/order-release.server.ts";
import { queueOrderConfirmation } from "./documents/order-confirmation.server.ts";
import {
  loadOrder,
  lockOrder,
  orderPaymentSummary,
  recordOrderEvent,
  transitionItem,
  transitionOrder,
} from "./order-service.server.ts";
import { ENDED_ORDER_STATES, PAID_ORDER_STATES, PAYABLE_ORDER_STATES } from "./order-states.ts";

/** What is due now (total less kept payments), or null when the order cannot take money. */
async function amountDue(tx: Tx, id: string): Promise<Money | null> {
  const order = await loadOrder(tx, id);
  if (!order || !PAYABLE_ORDER_STATES.includes(order.state)) return null;
  if (order.holdExpiresAt && Date.parse(order.holdExpiresAt) <= Date.now()) return null;
  const summary = await orderPaymentSummary(tx, order);
  if (summary.dueMinor <= 0) return null;
  return { amountMinor: summary.dueMinor, currency: order.chargeCurrency };
}

const paymentRefOf = (payment: PaymentView): OrderPaymentRef => ({
  id: payment.id,
  method: payment.method,
  amount: payment.amount,
  cardBrand: payment.cardBrand,
  cardLast4: payment.cardLast4,
  installments: payment.installments,
  paidAt: payment.updatedAt,
});

/**
 * The kept payment decides what the order was sold at. Two tabs may start payments for different totals (one with a
 * promo code applied after the other started): when the kept one was for the total without the promo, the promo is
 * withdrawn (and its use given back), so the order's discount and paid total never mix two payments.
 */
async function reconcileWithPayment(tx: Tx, order: Order, payment: PaymentView): Promise<void> {
  const paid = payment.amount.amountMinor;
  const total = computeOrderAmounts(order).total.chargeMinor;
  if (paid === total) return;
  const withoutPromo = computeOrderAmounts({
    ...order,
    adjustments: order.adjustments.filter((adjustment) => adjustment.kind !== "promo"),
  }).total.chargeMinor;
  if (paid === withoutPromo) {
    await deactivateAdjustments(tx, order.id, "promo", "payment", `payment ${payment.id} was started without it`);
    await releasePromo(tx, { kind: ORDER_PAYABLE, id: order.id });
    return;
  }
  await recordOrderEvent(
    tx,
    order.id,
    "payment",
    "payment",
    `payment ${payment.id} of ${String(paid)} against a total of ${String(total)}`,
  );
}

/** Paid: the order becomes paid, each product confirms its item; an ended or already paid order sends it to refund. */
async function onApproved(tx: Tx, id: string, payment: PaymentView): Promise<"accepted" | "refund"> {
  const locked = await lockOrder(tx, id);
  if (!locked || ENDED_ORDER_STATES.includes(locked.state)) return "refund";
  // A paid order taking more money: an overpayment, recorded by payments with its refund due.
  if (PAID_ORDER_STATES.includes(locked.state)) return "refund";
  const before = await loadOrder(tx, id);
  if (!before) return "refund";
  await reconcileWithPayment(tx, before, payment);
  await transitionOrder(tx, id, locked.state, "paid", "payment", `payment ${payment.id}`);
  const order = (await loadOrder(tx, id)) ?? before;
  const now = new Date();
  let fulfilled = true;
  const confirmed: string[] = [];
  // Add-ons first, the main product last: its documents then list the add-ons as issued.
  const lastFirst = [...order.items].sort((a, b) => b.position - a.position);
  for (const item of lastFirst) {
    if (item.state !== "held") continue;
    const product = orderProduct(item.product);
    if (!product) {
      await transitionItem(tx, item.id, ["held"], "confirmed");
      await recordOrderEvent(tx, id, "item", "system", `no ${item.product} product registered: item awaits issue`);
      fulfilled = false;
      continue;
    }
    const result = await product.confirm(tx, item, { order, now, payment: paymentRefOf(payment) });
    await transitionItem(tx, item.id, ["held"], result.state, result.supplierRef);
    confirmed.push(item.id);
    if (result.state !== "fulfilled") fulfilled = false;
  }
  if (fulfilled) await transitionOrder(tx, id, "paid", "fulfilled", "system");
  // One confirmation for the order, once every item is issued (decision 062): the products queue none.
  const issued = (await loadOrder(tx, id)) ?? order;
  await queueOrderConfirmation(tx, issued, confirmed, paymentRefOf(payment));
  return "accepted";
}

/** A cash code lapsed unpaid: the order is cancelled, every product releases its hold, the promo use goes back. */
async function onCashExpired(tx: Tx, id: string, payment: PaymentView): Promise<void> {
  const locked = await lockOrder(tx, id);
  if (!locked) return;
  if (PAYABLE_ORDER_STATES.includes(locked.state)) {
    await transitionOrder(tx, id, locked.state, "cancelled", "system", "cash code expired unpaid");
  } else if (locked.state !== "expired") {
    // Paid some other way, or cancelled by its owner before: nothing to release.
    return;
  }
  const order = await loadOrder(tx, id);
  if (!order) return;
  // The items of an order that had already expired are released again: every product's release is idempotent.
  // The e-mail names the code that lapsed and its deadline.
  const cash = payment.cash ? { code: payment.cash.code, expiresAt: payment.cash.expiresAt } : null;
  await releaseEndedOrder(tx, order, { reason: "cash_expired", now: new Date(), states: ["held", "released"], cash });
}

/** The order payable's callbacks. A declined card changes nothing: the order, its adjustments and hold stay. */
export const orderPayable: PayableHandler = {
  amountDue,
  onApproved,
  onDeclined: async () => undefined,
  onCashExpired: (tx, id, payment) => onCashExpired(tx, id, payment),
};
