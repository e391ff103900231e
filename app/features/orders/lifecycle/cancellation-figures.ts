/**
 * The one cancellation computation of an order, for its owner's page and for the desk alike. Pure.
 *
 * It works on what was actually paid (approved payments less refunds already made, so after promo discounts): that
 * amount is shared among the items in proportion to their prices, each product's own penalty rule says what its
 * supplier keeps of its share, and the agency's commission (SPEC 9 purchase conditions: "retención de los costos no
 * reembolsables de los proveedores más una comisión del 10 %") is taken on the whole amount paid for what is
 * cancelled, including the part the supplier retains and the travel-assistance premium cancelled with the flight.
 * An item that stays in force (a policy whose cover began) is neither refunded nor charged the commission.
 * Both currencies: the charge currency is the truth, the reference one is allocated so every figure adds up.
 */
import type { CurrencyCode, DualAmount, ExchangeRate, ProductKind } from "#app/features/orders/order-contract.ts";
import type { PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import { allocate, roundHalfUp } from "#app/features/orders/order-money.ts";

export const CANCELLATION_COMMISSION_PERCENT = 10;

/** What the page and the e-mail say the commission is taken on. */
export const COMMISSION_BASIS_TEXT =
  "La comisión de la agencia es el 10 % de todo lo que pagaste por lo que se anula, incluida la parte que retiene el proveedor.";

/** What becomes of the travel-assistance add-on when its flight is cancelled (the insurance rule it follows). */
export const ADD_ON_POLICY_TEXT =
  "La asistencia en viaje se anula con el vuelo mientras su vigencia no haya empezado; si ya empezó, la póliza sigue vigente y no se reembolsa.";

/** One item as the computation reads it: its price in the charge currency and its product's rule. */
export type CancellationItemInput = {
  itemId: string;
  product: ProductKind;
  /** 'Vuelo LIM - CUZ', 'Asistencia en viaje' (the product's own description). */
  title: string;
  /** The item's subtotal before order adjustments (charge currency): the weight of its share of what was paid. */
  subtotalMinor: number;
  /** The product's rule for a share of what was paid. */
  rule: (paidMinor: number) => PenaltyRule;
};

export type CancellationInput = {
  chargeCurrency: CurrencyCode;
  referenceCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  /** What was actually paid and not yet given back, in both currencies. */
  paid: DualAmount;
  /** Every live item: what was paid is shared among all of them, whatever is cancelled. */
  items: CancellationItemInput[];
  /** Cancel only these items (decision 063): the figures are of their shares; absent, the whole order. */
  only?: readonly string[];
};

export type CancellationLine = {
  itemId: string;
  product: ProductKind;
  title: string;
  /** "cancel": cancelled now; "keep": stays in force, not refunded. */
  outcome: "cancel" | "keep";
  /** The product's rule, or why the item is kept (Spanish). */
  note: string;
  /** The item's share of what was paid. */
  paid: DualAmount;
  /** What its supplier retains (0 for a kept item). */
  retained: DualAmount;
  /** Its part of the refund (charge currency): the refund shared in proportion to what each item leaves. */
  refundMinor: number;
};

export type CancellationFigures = {
  chargeCurrency: CurrencyCode;
  referenceCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  /** Set when only these items are cancelled (the order stays with the others); absent: the whole order. */
  only?: string[];
  /** paid = retained + kept + commission + refund, in each currency: the cancelled items' shares of what was paid. */
  paid: DualAmount;
  /** Retained by the suppliers under the products' penalty rules. */
  retained: DualAmount;
  /** Paid for items that stay in force (not refunded). */
  kept: DualAmount;
  /** What the commission is taken on: the amount paid for the cancelled items. */
  commissionBase: DualAmount;
  /** The agency's commission (10 % of commissionBase, never more than what is left after the retention). */
  commission: DualAmount;
  /** What the customer gets back. */
  refund: DualAmount;
  items: CancellationLine[];
};

export type CancellationOutcome = { allowed: true; figures: CancellationFigures } | { allowed: false; reason: string };

export const NOTHING_PAID_MESSAGE = "Este pedido no tiene un pago que anular.";
export const NOT_AN_ITEM_MESSAGE = "Ese servicio ya no está vigente en este pedido.";

const dual = (chargeMinor: number, referenceMinor: number): DualAmount => ({ chargeMinor, referenceMinor });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `amounts` (charge currency, adding up to paid.chargeMinor) shared out in the reference currency. */
function inReference(amounts: number[], paid: DualAmount): number[] {
  if (paid.chargeMinor === 0) return amounts.map(() => 0);
  return allocate(
    amounts.map((amount) => amount * paid.referenceMinor),
    paid.chargeMinor,
  );
}

/** What cancelling now keeps and gives back, or why it cannot be cancelled. */
export function computeCancellation(input: CancellationInput): CancellationOutcome {
  const whole = input.paid;
  if (whole.chargeMinor <= 0 || input.items.length === 0) return { allowed: false, reason: NOTHING_PAID_MESSAGE };
  const only = input.only ? new Set(input.only) : null;
  if (only && (only.size === 0 || [...only].some((id) => !input.items.some((item) => item.itemId === id)))) {
    return { allowed: false, reason: NOT_AN_ITEM_MESSAGE };
  }
  const weights = input.items.map((item) => Math.max(0, item.subtotalMinor));
  const weightTotal = sum(weights);
  const shares =
    weightTotal === 0
      ? input.items.map((_, index) => (index === 0 ? whole.chargeMinor : 0))
      : allocate(
          weights.map((weight) => weight * whole.chargeMinor),
          weightTotal,
        );
  // Every item's share in both currencies, from the whole; a selection's paid is its items' shares.
  const wholeSharesRef = inReference(shares, whole);
  const scoped = input.items
    .map((item, index) => ({ item, share: shares[index] ?? 0, shareRef: wholeSharesRef[index] ?? 0 }))
    .filter(({ item }) => !only || only.has(item.itemId));
  const paid = only ? dual(sum(scoped.map((entry) => entry.share)), sum(scoped.map((e) => e.shareRef))) : whole;
  const decided = scoped.map((entry) => ({ ...entry, rule: entry.item.rule(entry.share) }));
  const refused = decided.find((entry) => entry.rule.outcome === "refuse");
  if (refused && refused.rule.outcome === "refuse") return { allowed: false, reason: refused.rule.reason };
  if (!decided.some((entry) => entry.rule.outcome === "cancel")) {
    const kept = decided.find((entry) => entry.rule.outcome === "keep");
    return { allowed: false, reason: kept?.rule.outcome === "keep" ? kept.rule.reason : NOTHING_PAID_MESSAGE };
  }
  const retainedOf = decided.map(({ rule, share }) =>
    rule.outcome === "cancel" ? Math.min(share, Math.max(0, rule.retainedMinor)) : 0,
  );
  const keptOf = decided.map(({ rule, share }) => (rule.outcome === "keep" ? share : 0));
  const base = sum(decided.map(({ rule, share }) => (rule.outcome === "cancel" ? share : 0)));
  const retained = sum(retainedOf);
  const commission = Math.min(roundHalfUp({ num: base * CANCELLATION_COMMISSION_PERCENT, den: 100 }), base - retained);
  const refund = base - retained - commission;
  // Reference currency: one allocation over every part of what was paid, so the parts add up to paid exactly.
  const parts = inReference([...retainedOf, ...keptOf, commission, refund], paid);
  const count = decided.length;
  const retainedRef = parts.slice(0, count);
  const keptRef = parts.slice(count, 2 * count);
  const commissionRef = parts[2 * count] ?? 0;
  const refundRef = parts[2 * count + 1] ?? 0;
  const left = decided.map(({ rule, share }, index) =>
    rule.outcome === "cancel" ? share - (retainedOf[index] ?? 0) : 0,
  );
  const leftTotal = base - retained;
  const refundOf =
    leftTotal === 0
      ? left.map(() => 0)
      : allocate(
          left.map((value) => value * refund),
          leftTotal,
        );
  const keptTotalRef = sum(keptRef);
  return {
    allowed: true,
    figures: {
      chargeCurrency: input.chargeCurrency,
      referenceCurrency: input.referenceCurrency,
      exchangeRate: input.exchangeRate,
      ...(only ? { only: [...only] } : {}),
      paid,
      retained: dual(retained, sum(retainedRef)),
      kept: dual(sum(keptOf), keptTotalRef),
      commissionBase: dual(base, paid.referenceMinor - keptTotalRef),
      commission: dual(commission, commissionRef),
      refund: dual(refund, refundRef),
      items: decided.map(({ item, rule, share, shareRef }, index) => ({
        itemId: item.itemId,
        product: item.product,
        title: item.title,
        outcome: rule.outcome === "cancel" ? "cancel" : "keep",
        note: rule.outcome === "cancel" ? rule.rule : rule.outcome === "keep" ? rule.reason : "",
        paid: dual(share, shareRef),
        retained: dual(retainedOf[index] ?? 0, retainedRef[index] ?? 0),
        refundMinor: refundOf[index] ?? 0,
      })),
    },
  };
}

/** A refunds-ledger row as the balance reads it (charge currency). */
export type LedgerRefund = {
  reason: string;
  amountMinor: number;
  retainedMinor: number;
  commissionMinor: number;
  paidOn: string | null;
};

/** The desk's money of an order: paid, retained (suppliers and commission), refunded, and what is still owed back. */
export type OrderBalance = { paidMinor: number; retainedMinor: number; refundedMinor: number; owedMinor: number };

/** From the kept payments and the ledger's rows (cancellations and overpayments alike are owed until paid back). */
export function orderBalance(paidMinor: number, refunds: readonly LedgerRefund[]): OrderBalance {
  const cancellations = refunds.filter((row) => row.reason === "cancellation");
  return {
    paidMinor,
    retainedMinor: sum(cancellations.map((row) => row.retainedMinor + row.commissionMinor)),
    refundedMinor: sum(refunds.filter((row) => row.paidOn !== null).map((row) => row.amountMinor)),
    owedMinor: sum(refunds.filter((row) => row.paidOn === null).map((row) => row.amountMinor)),
  };
}
