/**
 * An order's amounts before it exists: the checkouts' preview of what the order will hold (a stay, a package, a
 * flight+hotel basket), through the one money function, so the page before the hold and the order page after it show
 * the same lines and total to the cent in both currencies.
 */
import type {
  AdjustmentKind,
  AdjustmentRule,
  CurrencyCode,
  ExchangeRate,
  ItemLine,
  OrderAmounts,
  ProductKind,
} from "./order-contract.ts";
import { computeOrderAmounts } from "./order-money.ts";

/** An item as the order will have it: its product, currency and priced lines. */
export type PreviewItem = { product: ProductKind; currency: CurrencyCode; lines: ItemLine[] };

/** An adjustment the order will get; `itemIndex` names the item it belongs to (null: the whole order). */
export type PreviewAdjustment = { kind: AdjustmentKind; rule: AdjustmentRule; label: string; itemIndex: number | null };

const previewItemId = (index: number) => `preview-${String(index)}`;

/** The amounts an order of `items` with `adjustments` will have, at `exchangeRate` (charged in US$, S/ as reference). */
export function previewOrderAmounts(
  items: readonly PreviewItem[],
  exchangeRate: ExchangeRate,
  adjustments: readonly PreviewAdjustment[] = [],
): OrderAmounts {
  return computeOrderAmounts({
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate,
    items: items.map((item, index) => ({
      id: previewItemId(index),
      orderId: "preview",
      product: item.product,
      state: "held",
      position: index,
      currency: item.currency,
      lines: item.lines,
      subtotalMinor: item.lines.reduce((sum, line) => sum + line.amountMinor, 0),
      travellerIndexes: [],
      details: null,
      supplierRef: null,
      holdExpiresAt: null,
      priceValidUntil: null,
    })),
    adjustments: adjustments.map((adjustment, index) => ({
      id: `preview-adjustment-${String(index)}`,
      kind: adjustment.kind,
      rule: adjustment.rule,
      label: adjustment.label,
      reason: "preview",
      promoCode: null,
      itemId: adjustment.itemIndex === null ? null : previewItemId(adjustment.itemIndex),
      active: true,
      createdAt: new Date(0).toISOString(),
    })),
  });
}
