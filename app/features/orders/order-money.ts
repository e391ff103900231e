/**
 * The one money function (issue 31): an order's amounts from its items and adjustments, in the charge currency and
 * the reference currency. Every page, e-mail, PDF, the gateway call, the cash code and 'Mis reservas' show its result;
 * nothing else adds amounts up. Integer minor units only; conversions are exact rationals rounded once.
 *
 * Rounding: each group of lines is allocated by largest remainder, so the lines always add up to their total in both
 * currencies (S/ lines of 1,534.71 under a total of 1,534.70 cannot happen). The charge currency is the source of
 * truth; the reference currency is the charge amounts converted at the order's dated rate.
 */
import { formatMoney, parseRate } from "#app/utils/money.ts";
import type {
  AdjustmentRule,
  AmountLine,
  CurrencyCode,
  DualAmount,
  ExchangeRate,
  ItemAmounts,
  Order,
  OrderAmounts,
} from "./order-contract.ts";

const RATE_SCALE = 10_000;

/** An exact amount: numerator / denominator, in minor units. */
type Exact = { num: number; den: number };

/** The exact value of `amountMinor` of `from` in `to`, at `rate` (units of rate.to per rate.from). */
export function exactConversion(amountMinor: number, from: CurrencyCode, to: CurrencyCode, rate: ExchangeRate): Exact {
  if (from === to) return { num: amountMinor, den: 1 };
  const scaled = parseRate(rate.value);
  if (from === rate.from && to === rate.to) return { num: amountMinor * scaled, den: RATE_SCALE };
  if (from === rate.to && to === rate.from) return { num: amountMinor * RATE_SCALE, den: scaled };
  throw new Error(`No rate from ${from} to ${to}`);
}

/** Half up (away from zero for halves of negative amounts too), exactly. */
export function roundHalfUp(value: Exact): number {
  const sign = value.num < 0 ? -1 : 1;
  const magnitude = Math.abs(value.num);
  return sign * Math.floor((2 * magnitude + value.den) / (2 * value.den));
}

/** Converts minor units, rounded half up (the one conversion of a single amount). */
export function convert(amountMinor: number, from: CurrencyCode, to: CurrencyCode, rate: ExchangeRate): number {
  return roundHalfUp(exactConversion(amountMinor, from, to, rate));
}

/**
 * Largest-remainder allocation: integers, one per exact value (all on one denominator), that add up to the rounded
 * exact sum. Each integer is its value rounded down or up; the units left go to the largest remainders (ties: the
 * first line), so the result is deterministic.
 */
export function allocate(numerators: number[], den: number): number[] {
  const total = roundHalfUp({ num: numerators.reduce((sum, value) => sum + value, 0), den });
  const floors = numerators.map((value) => Math.floor(value / den));
  let left = total - floors.reduce((sum, value) => sum + value, 0);
  const order = numerators
    .map((value, index) => ({ index, remainder: value - (floors[index] ?? 0) * den }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = [...floors];
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** A promo's discount on `baseMinor` (charge currency): the percentage rounded half up, within the cap and the base. */
export function percentDiscount(baseMinor: number, percent: number, capMinor: number): number {
  const raw = roundHalfUp({ num: baseMinor * percent, den: 100 });
  return Math.max(0, Math.min(raw, capMinor, baseMinor));
}

/** The signed amount of one adjustment in the charge currency (discounts negative). */
function adjustmentCharge(rule: AdjustmentRule, itemsTotalMinor: number, order: MoneyInput): number {
  if (rule.type === "fixed") return convert(rule.amountMinor, rule.currency, order.chargeCurrency, order.exchangeRate);
  const cap = convert(rule.capMinor, rule.currency, order.chargeCurrency, order.exchangeRate);
  return -percentDiscount(itemsTotalMinor, rule.percent, cap);
}

/** What the money function reads of an order. */
export type MoneyInput = Pick<Order, "chargeCurrency" | "referenceCurrency" | "exchangeRate" | "items" | "adjustments">;

const dual = (chargeMinor: number, referenceMinor: number): DualAmount => ({ chargeMinor, referenceMinor });

/**
 * Every amount anyone shows or charges for `order` (released or cancelled items and inactive adjustments excluded).
 * An adjustment of one item (`itemId`: a bundle's discount on its hotel) is taken on that item's price and shown as a
 * line of that item, so the item's subtotal is what it is sold for; the order's own adjustments (a promo code, an
 * accepted price change) are then taken on the items' total after those (the basket's price as sold).
 */
export function computeOrderAmounts(order: MoneyInput): OrderAmounts {
  const { chargeCurrency, referenceCurrency, exchangeRate } = order;
  const liveItems = order.items.filter((item) => item.state !== "released" && item.state !== "cancelled");
  const activeAdjustments = order.adjustments.filter((adjustment) => adjustment.active);
  const orderAdjustments = activeAdjustments.filter((adjustment) => adjustment.itemId === null);
  // 1. Items in the charge currency: each item's lines allocated to its converted subtotal, then its own adjustments
  // (never below zero).
  const itemAdjustmentsOf = liveItems.map((item) =>
    activeAdjustments.filter((adjustment) => adjustment.itemId === item.id),
  );
  const itemCharges = liveItems.map((item, itemIndex) => {
    const exact = item.lines.map((line) =>
      exactConversion(line.amountMinor, item.currency, chargeCurrency, exchangeRate),
    );
    const den = exact[0]?.den ?? 1;
    const lines = allocate(
      exact.map((value) => value.num),
      den,
    );
    const linesTotal = lines.reduce((sum, value) => sum + value, 0);
    let itemRunning = linesTotal;
    const own = (itemAdjustmentsOf[itemIndex] ?? []).map((adjustment) => {
      const amount = Math.max(adjustmentCharge(adjustment.rule, linesTotal, order), -itemRunning);
      itemRunning += amount;
      return amount;
    });
    return [...lines, ...own];
  });
  const itemsCharge = itemCharges.flat().reduce((sum, value) => sum + value, 0);
  // 2. The order's adjustments in the charge currency; the total never goes below zero (the last ones give way).
  let running = itemsCharge;
  const adjustmentCharges = orderAdjustments.map((adjustment) => {
    const amount = Math.max(adjustmentCharge(adjustment.rule, itemsCharge, order), -running);
    running += amount;
    return amount;
  });
  // 3. The reference currency: every charge amount converted, allocated to the converted total.
  const flatCharges = [...itemCharges.flat(), ...adjustmentCharges];
  const exactReference = flatCharges.map((amount) =>
    exactConversion(amount, chargeCurrency, referenceCurrency, exchangeRate),
  );
  const referenceDen = exactReference[0]?.den ?? 1;
  const references = allocate(
    exactReference.map((value) => value.num),
    referenceDen,
  );
  let cursor = 0;
  const items: ItemAmounts[] = liveItems.map((item, itemIndex) => {
    const charges = itemCharges[itemIndex] ?? [];
    const own = itemAdjustmentsOf[itemIndex] ?? [];
    const sources: Array<Omit<AmountLine, "amount">> = [
      ...item.lines.map((line) => ({
        sourceId: item.id,
        kind: line.kind,
        code: line.code,
        label: line.label,
        quantity: line.quantity,
      })),
      ...own.map((adjustment) => ({
        sourceId: adjustment.id,
        kind: adjustment.kind,
        code: adjustment.promoCode ?? adjustment.kind,
        label: adjustment.label,
        quantity: 1,
      })),
    ];
    const lines: AmountLine[] = sources.map((source, lineIndex) => ({
      ...source,
      amount: dual(charges[lineIndex] ?? 0, references[cursor + lineIndex] ?? 0),
    }));
    cursor += lines.length;
    return { itemId: item.id, product: item.product, lines, subtotal: sumOf(lines.map((line) => line.amount)) };
  });
  const adjustments: AmountLine[] = orderAdjustments.map((adjustment, index) => ({
    sourceId: adjustment.id,
    kind: adjustment.kind,
    code: adjustment.promoCode ?? adjustment.kind,
    label: adjustment.label,
    quantity: 1,
    amount: dual(adjustmentCharges[index] ?? 0, references[cursor + index] ?? 0),
  }));
  const itemsTotal = sumOf(items.map((item) => item.subtotal));
  const adjustmentsTotal = sumOf(adjustments.map((line) => line.amount));
  return {
    chargeCurrency,
    referenceCurrency,
    exchangeRate,
    items,
    itemsTotal,
    adjustments,
    adjustmentsTotal,
    total: dual(
      itemsTotal.chargeMinor + adjustmentsTotal.chargeMinor,
      itemsTotal.referenceMinor + adjustmentsTotal.referenceMinor,
    ),
  };
}

function sumOf(amounts: DualAmount[]): DualAmount {
  return amounts.reduce(
    (sum, amount) => dual(sum.chargeMinor + amount.chargeMinor, sum.referenceMinor + amount.referenceMinor),
    dual(0, 0),
  );
}

/** "dd/mm/aaaa" of a yyyy-mm-dd date. */
export function formatRateDate(isoDate: string): string {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * How a rate is named: 'Tipo de cambio del día' only when it is today's (Lima), otherwise 'Tipo de cambio del
 * 28/11/2026'.
 */
export function rateLabel(rate: Pick<ExchangeRate, "date">, todayInLima: string): string {
  return rate.date === todayInLima ? "Tipo de cambio del día" : `Tipo de cambio del ${formatRateDate(rate.date)}`;
}

/** 'Referencial: S/ 2,081.17 al tipo de cambio del 28/11/2026': the other currency, with the rate's date. */
export function referenceText(
  amounts: Pick<OrderAmounts, "referenceCurrency" | "exchangeRate">,
  referenceMinor: number,
): string {
  const money = formatMoney(referenceMinor, amounts.referenceCurrency, { alwaysDecimals: true });
  return `Referencial: ${money} al tipo de cambio del ${formatRateDate(amounts.exchangeRate.date)}`;
}

/** 'Pagar US$ 555.72': the pay button names the charge currency. */
export function chargeText(amounts: Pick<OrderAmounts, "chargeCurrency" | "total">): string {
  return formatMoney(amounts.total.chargeMinor, amounts.chargeCurrency, { alwaysDecimals: true });
}
