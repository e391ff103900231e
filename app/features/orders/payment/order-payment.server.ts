/**
 * Paying an order, whatever its products (the order core's payment use case): the order is the payable ("order",
 * order-payable.server.ts). startOrderPayment refuses a paid or ended order, charges what is due by the one money
 * function less what the ledger kept, and starts a card redirect or a cash code; a cash code moves the order to
 * pending payment and holds it past the code's deadline. The order's main product supplies only what differs: its
 * `paymentTerms` (description, return page, latest cash deadline), `cashCodeStarted` (its own hold) and
 * `cashCodeEmail` (the code's e-mail in its words, which the core queues).
 */
import { basketOrderPath, isBasket } from "#app/features/orders/order-basket.ts";
import type { Db } from "#db";
import { paymentsOf, startPayment } from "#app/features/payments/index.server.ts";
import type { BankSteps, Money, PaymentMethod, PaymentView } from "#app/features/payments/payment-contract.ts";
import { orderAccessConfig } from "#app/features/orders/access/access-config.server.ts";
import { ORDER_PAYABLE, type Order } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/order-money.ts";
import type { OrderProduct, PaymentTerms } from "#app/features/orders/order-product-contract.ts";
import { orderProduct } from "#app/features/orders/order-products.server.ts";
import {
  extendOrderHold,
  loadOrder,
  lockOrder,
  orderPaymentSummary,
  transitionOrder,
} from "#app/features/orders/order-service.server.ts";
import { PAID_ORDER_STATES, PAYABLE_ORDER_STATES } from "#app/features/orders/order-states.ts";
import { queueOrderCashCodeEmail } from "#app/features/orders/documents/order-confirmation.server.ts";
import { orderAttemptKey } from "./attempt-key.server.ts";

/** The order outlasts a cash code by this much, so the code's own expiry (which ends the order) runs first. */
export const CASH_HOLD_GRACE_MS = 60_000;

export type OrderPaymentOutcome =
  /** Send the buyer to the gateway's card page (a full navigation). */
  | { status: "redirect"; url: string; paymentId: string }
  /** A cash code to pay by its deadline (a retried cash choice answers the one already out). */
  | { status: "cash"; paymentId: string; code: string; expiresAt: string; bankSteps: BankSteps[] }
  /** The 4th declined card disabled cards for this order: offer the cash code. */
  | { status: "cards_disabled" }
  | { status: "already_paid" }
  /** Ended, or nothing due. */
  | { status: "not_payable" };

export type StartOrderPaymentOptions = {
  method: PaymentMethod;
  /** The caller's own key for this attempt, used as given; without one, the core's attempt key (orderAttemptKey). */
  idempotencyKey?: string | undefined;
  /** What else makes a click another attempt for the core's key (a promo code typed, a price accepted). */
  attempt?: string[];
  /** Who pays (the gateway's and the bank's records); the order's contact when not given. */
  buyer?: { email: string; firstName: string; lastName: string };
  /** Terms the caller knows best, over the product's `paymentTerms` (plain arguments). */
  terms?: Partial<PaymentTerms>;
};

/** Why an order takes no payment now, or null when it does. */
export function orderPaymentRefusal(order: Pick<Order, "state">): "already_paid" | "not_payable" | null {
  if (PAID_ORDER_STATES.includes(order.state)) return "already_paid";
  if (!PAYABLE_ORDER_STATES.includes(order.state)) return "not_payable";
  return null;
}

/** The order's pending cash code, if one is out. */
export async function pendingCashPayment(db: Db, orderId: string): Promise<PaymentView | null> {
  const list = await paymentsOf(db, { kind: ORDER_PAYABLE, id: orderId });
  return list.find((payment) => payment.method === "cash" && payment.status === "pending" && payment.cash) ?? null;
}

/** The order's products, the main one first, each once. */
function productsOf(order: Order, main: OrderProduct): OrderProduct[] {
  const others = order.items.flatMap((item) => {
    const found = orderProduct(item.product);
    return found && found !== main ? [found] : [];
  });
  return [main, ...new Set(others)];
}

const mainProductOf = (order: Order): OrderProduct | null => {
  const main = [...order.items].sort((a, b) => a.position - b.position)[0];
  return main ? orderProduct(main.product) : null;
};

/**
 * The payment's terms: the main product's, over the core's defaults. A basket comes back to its own page and is
 * described as the order it is; its cash deadline is its main product's (the first service).
 */
function termsFor(order: Order, product: OrderProduct, dueMinor: number, given?: Partial<PaymentTerms>) {
  const basket = isBasket(order);
  const path = basket ? basketOrderPath(order.id) : (product.orderPath?.(order) ?? "/mis-reservas");
  const defaults: PaymentTerms = {
    description: `Pedido ${order.code}`,
    returnUrl: `${orderAccessConfig().siteUrl}${path}`,
  };
  const own = product.paymentTerms?.(order, { dueMinor });
  const basketTerms = basket ? { description: defaults.description, returnUrl: defaults.returnUrl } : {};
  return { ...defaults, ...own, ...basketTerms, ...given };
}

/**
 * Starts (or, for the same attempt, answers again) the payment of an order for what is due: the gateway's card page,
 * or a cash code that holds the order until it lapses. Throws AppError for a provider that cannot start one.
 */
export async function startOrderPayment(
  db: Db,
  order: Pick<Order, "id">,
  options: StartOrderPaymentOptions,
): Promise<OrderPaymentOutcome> {
  // The order as it is now: an adjustment written just before (a promo, an accepted price) is in the amount.
  const current = await loadOrder(db, order.id);
  if (!current) return { status: "not_payable" };
  const refusal = orderPaymentRefusal(current);
  if (refusal) return { status: refusal };
  const product = mainProductOf(current);
  if (!product) return { status: "not_payable" };
  if (options.method === "cash") {
    const pending = await pendingCashPayment(db, current.id);
    if (pending?.cash) {
      const { code, expiresAt, bankSteps } = pending.cash;
      return cashCodeOut(db, current, product, {
        paymentId: pending.id,
        code,
        expiresAt,
        bankSteps,
        amount: pending.amount,
      });
    }
  }
  const summary = await orderPaymentSummary(db, current);
  if (summary.dueMinor <= 0) return { status: "not_payable" };
  const amount = { amountMinor: summary.dueMinor, currency: current.chargeCurrency };
  const terms = termsFor(current, product, summary.dueMinor, options.terms);
  const started = await startPayment(db, {
    payable: { kind: ORDER_PAYABLE, id: current.id },
    method: options.method,
    amount,
    description: terms.description,
    buyer: options.buyer ?? {
      email: current.contact.email,
      firstName: current.contact.firstName,
      lastName: current.contact.lastName,
    },
    idempotencyKey:
      options.idempotencyKey ?? (await orderAttemptKey(db, current.id, [options.method, ...(options.attempt ?? [])])),
    returnUrl: terms.returnUrl,
    ...(terms.cashDeadline ? { cashDeadline: terms.cashDeadline } : {}),
  });
  if (started.kind === "refused") {
    return started.reason === "already_paid" ? { status: "already_paid" } : { status: "cards_disabled" };
  }
  if (started.kind === "redirect") return { status: "redirect", url: started.url, paymentId: started.paymentId };
  const { paymentId, code, expiresAt, bankSteps } = started;
  return cashCodeOut(db, current, product, { paymentId, code, expiresAt, bankSteps, amount });
}

type CashOut = { paymentId: string; code: string; expiresAt: string; bankSteps: BankSteps[]; amount: Money };

/**
 * A cash code is out: the order waits for it (pending payment) and holds past its deadline by a grace, then every
 * product keeps its own hold as long and the core queues the code's e-mail. Idempotent: a retried cash choice runs it again.
 */
async function cashCodeOut(db: Db, order: Order, product: OrderProduct, cash: CashOut): Promise<OrderPaymentOutcome> {
  const { paymentId, amount, ...code } = cash;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || !PAYABLE_ORDER_STATES.includes(locked.state)) return;
    if (locked.state === "held") await transitionOrder(tx, order.id, "held", "pending_payment", "customer");
    const holdUntil = new Date(Date.parse(code.expiresAt) + CASH_HOLD_GRACE_MS);
    await extendOrderHold(tx, order.id, holdUntil);
    const waiting = (await loadOrder(tx, order.id)) ?? order;
    // Every product of the order keeps its hold as long (a basket's room nights with its seats); the core queues the
    // code's one e-mail (decision 062).
    const started = { paymentId, holdUntil, cash: { ...code, amount, amounts: computeOrderAmounts(waiting) } };
    for (const other of productsOf(waiting, product)) {
      await other.cashCodeStarted?.(tx, waiting, { ...started, main: other === product });
    }
    await queueOrderCashCodeEmail(tx, waiting, product, started.cash);
  });
  return { status: "cash", paymentId, ...code };
}
