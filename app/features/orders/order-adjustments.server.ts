/**
 * Adjustments an order takes on the review step (issue 31): a promo code ('Aplicar') and an accepted price change.
 * Both are rows of the order (they survive a declined card and show everywhere), computed by the money function.
 */
import type { Tx } from "#db";
import { redeemPromo } from "#app/features/discounts/index.server.ts";
import { promoSummaryLine } from "#app/features/discounts/index.ts";
import { ORDER_PAYABLE, type Order } from "./order-contract.ts";
import { computeOrderAmounts } from "./order-money.ts";
import { addAdjustment } from "./order-service.server.ts";

export const PROMO_INVALID_MESSAGE = "El código promocional no existe o ya no está vigente.";
export const PROMO_EXHAUSTED_MESSAGE = "El código promocional ya se usó el máximo de veces permitido.";

export type PromoOutcome = { status: "applied"; discountMinor: number } | { status: "refused"; message: string };

/**
 * Applies a promo code to an order inside the caller's transaction: one use taken (none again for the same code),
 * the adjustment recorded with its percentage and cap. A refused code writes nothing and keeps any earlier one.
 */
export async function applyPromoCode(tx: Tx, order: Order, code: string): Promise<PromoOutcome> {
  const active = order.adjustments.find((adjustment) => adjustment.active && adjustment.kind === "promo");
  const itemsTotal = computeOrderAmounts(order).itemsTotal.chargeMinor;
  const outcome = await redeemPromo(tx, code, { kind: ORDER_PAYABLE, id: order.id }, itemsTotal);
  if (outcome.status !== "applied") {
    return {
      status: "refused",
      message: outcome.status === "invalid" ? PROMO_INVALID_MESSAGE : PROMO_EXHAUSTED_MESSAGE,
    };
  }
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
