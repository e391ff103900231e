/**
 * Adjustments an order takes on the review step (issue 31): a promo code ('Aplicar') and an accepted price change.
 * Both are rows of the order (they survive a declined card and show everywhere), computed by the money function.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#db";
import { orderAdjustments, orders } from "#server/db/schema/orders.ts";
import { redeemPromo, releasePromo, type RedeemOutcome } from "#app/features/discounts/index.server.ts";
import { PROMO_CUSTOMER_LIMIT_MESSAGE, promoMinimumMessage, promoSummaryLine } from "#app/features/discounts/index.ts";
import {
  ORDER_PAYABLE,
  type AdjustmentKind,
  type AdjustmentRule,
  type Order,
  type OrderActor,
} from "./order-contract.ts";
import { PROMO_MESSAGES, promoNotForMessage } from "./order-checkout-contract.ts";
import { computeOrderAmounts } from "./order-money.ts";
import { loadOrder, lockOrder, orderPaymentSummary, recordOrderEvent } from "./order-service.server.ts";
import { PAYABLE_ORDER_STATES } from "./order-states.ts";

export const PROMO_INVALID_MESSAGE = PROMO_MESSAGES.invalid;
export const PROMO_EXHAUSTED_MESSAGE = PROMO_MESSAGES.exhausted;

export type PromoOutcome = { status: "applied"; discountMinor: number } | { status: "refused"; message: string };

/** The order's kind for promo codes: its main item's product (add-ons follow it). */
const orderKind = (order: Order) => [...order.items].sort((a, b) => a.position - b.position)[0]?.product ?? "flight";

/**
 * Applies a promo code to an order inside the caller's transaction: one use taken (none again for the same code),
 * the adjustment recorded with its percentage and cap. A code must be valid for the order's main product. A refused
 * code writes nothing and keeps any earlier one.
 */
export async function applyPromoCode(tx: Tx, order: Order, code: string): Promise<PromoOutcome> {
  const active = order.adjustments.find((adjustment) => adjustment.active && adjustment.kind === "promo");
  const amounts = computeOrderAmounts(order);
  const itemsTotal = amounts.itemsTotal.chargeMinor;
  // A code's minimum is in US$: the money function's items total in that currency, whichever one is charged.
  const totalUsdMinor = order.chargeCurrency === "USD" ? itemsTotal : amounts.itemsTotal.referenceMinor;
  const product = orderKind(order);
  const outcome = await redeemPromo(tx, code, { kind: ORDER_PAYABLE, id: order.id }, itemsTotal, {
    product,
    customer: order.contact.email,
    totalUsdMinor,
  });
  if (outcome.status !== "applied") return { status: "refused", message: refusalMessage(outcome, product) };
  if (active?.promoCode !== code) {
    await addAdjustment(
      tx,
      order.id,
      {
        kind: "promo",
        rule: { type: "percent", percent: outcome.terms.percent, capMinor: outcome.terms.capMinor, currency: "USD" },
        label: promoSummaryLine(outcome.terms),
        reason: `promo code ${code}`,
        promoCode: code,
      },
      "customer",
    );
  }
  return { status: "applied", discountMinor: outcome.discountMinor };
}

/**
 * 'Aplicar' on any order's review: the code becomes the order's promo adjustment at once (the order locked), while
 * the order can still be paid and no cash code fixes its amount. A retry with the same code changes nothing.
 */
export async function applyOrderPromo(db: Db, orderId: string, code: string): Promise<PromoOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const order = await loadOrder(tx, orderId);
    if (!locked || !order || !PAYABLE_ORDER_STATES.includes(locked.state)) {
      return { status: "refused", message: PROMO_MESSAGES.notPayable };
    }
    if ((await orderPaymentSummary(tx, order)).pendingCash) {
      return { status: "refused", message: PROMO_MESSAGES.notPayable };
    }
    return applyPromoCode(tx, order, code);
  });
}

function refusalMessage(
  outcome: Exclude<RedeemOutcome, { status: "applied" }>,
  product: Order["items"][number]["product"],
) {
  switch (outcome.status) {
    case "invalid":
      return PROMO_INVALID_MESSAGE;
    case "not_applicable":
      return promoNotForMessage(product, outcome.products);
    case "below_minimum":
      return promoMinimumMessage(outcome.minOrderMinor);
    case "customer_limit":
      return PROMO_CUSTOMER_LIMIT_MESSAGE;
    case "exhausted":
      return PROMO_EXHAUSTED_MESSAGE;
  }
}

/** The promo code an order carries now (its active promo adjustment), or null. */
export function activePromoCode(order: Pick<Order, "adjustments">): string | null {
  return order.adjustments.find((adjustment) => adjustment.active && adjustment.kind === "promo")?.promoCode ?? null;
}

/** An order that ended unpaid gives its promo use back (no-op without one). */
export async function releaseOrderPromo(tx: Tx, orderId: string): Promise<void> {
  await releasePromo(tx, { kind: ORDER_PAYABLE, id: orderId });
}

/** The items' total with accepted price changes: the price before any discount. */
export function priceBeforeDiscount(order: Order): number {
  const amounts = computeOrderAmounts(order);
  const changes = amounts.adjustments
    .filter((line) => line.kind === "price_change")
    .reduce((sum, line) => sum + line.amount.chargeMinor, 0);
  return amounts.itemsTotal.chargeMinor + changes;
}

/** Records a new price the buyer accepted ('Aceptar el nuevo precio'): the difference, with both prices as reason. */
export async function acceptPriceChange(tx: Tx, order: Order, newPriceMinor: number): Promise<void> {
  const previous = priceBeforeDiscount(order);
  if (newPriceMinor === previous) return;
  await addAdjustment(
    tx,
    order.id,
    {
      kind: "price_change",
      rule: { type: "fixed", amountMinor: newPriceMinor - previous, currency: order.chargeCurrency },
      label: "Nuevo precio aceptado",
      reason: `repriced ${String(previous)} -> ${String(newPriceMinor)}`,
      promoCode: null,
    },
    "customer",
  );
}

export type NewAdjustment = {
  kind: AdjustmentKind;
  rule: AdjustmentRule;
  label: string;
  reason: string;
  promoCode: string | null;
  itemId?: string | null;
};

/** Adds an adjustment (an active promo of the order is replaced by a new one) and records it. */
export async function addAdjustment(tx: Tx, orderId: string, adjustment: NewAdjustment, actor: OrderActor) {
  if (adjustment.kind === "promo") {
    await tx
      .update(orderAdjustments)
      .set({ active: false })
      .where(
        and(
          eq(orderAdjustments.orderId, orderId),
          eq(orderAdjustments.kind, "promo"),
          eq(orderAdjustments.active, true),
        ),
      );
  }
  const [row] = await tx
    .insert(orderAdjustments)
    .values({ orderId, ...adjustment, itemId: adjustment.itemId ?? null })
    .returning({ id: orderAdjustments.id });
  await recordOrderEvent(tx, orderId, "adjustment", actor, `${adjustment.kind}: ${adjustment.reason}`);
  await tx
    .update(orders)
    .set({ updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  return row?.id ?? null;
}

/** Stops active adjustments of a kind from counting (a removed promo code); answers how many. */
export async function deactivateAdjustments(
  tx: Tx,
  orderId: string,
  kind: AdjustmentKind,
  actor: OrderActor,
  reason: string,
): Promise<number> {
  const changed = await tx
    .update(orderAdjustments)
    .set({ active: false })
    .where(
      and(eq(orderAdjustments.orderId, orderId), eq(orderAdjustments.kind, kind), eq(orderAdjustments.active, true)),
    )
    .returning({ id: orderAdjustments.id });
  if (changed.length > 0) await recordOrderEvent(tx, orderId, "adjustment", actor, `${kind} removed: ${reason}`);
  return changed.length;
}
