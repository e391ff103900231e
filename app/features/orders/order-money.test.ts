import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CurrencyCode, ExchangeRate, ItemLine, OrderAdjustment, OrderItem } from "./order-contract.ts";
import {
  allocate,
  computeOrderAmounts,
  convert,
  percentDiscount,
  rateLabel,
  referenceText,
  type MoneyInput,
} from "./order-money.ts";

const rate = (value: string): ExchangeRate => ({ from: "USD", to: "PEN", value, date: "2026-11-28", source: "test" });

const lineArb = fc
  .record({
    kind: fc.constantFrom("base" as const, "tax" as const, "fee" as const, "extra" as const),
    quantity: fc.integer({ min: 1, max: 9 }),
    unitMinor: fc.integer({ min: 0, max: 500_000 }),
  })
  .map((line): ItemLine => ({
    ...line,
    code: "L",
    label: "Línea",
    amountMinor: line.quantity * line.unitMinor,
  }));

const itemArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    currency: fc.constantFrom<CurrencyCode>("USD", "PEN"),
    state: fc.constantFrom("held" as const, "confirmed" as const, "fulfilled" as const, "released" as const),
  })
  .map((item): OrderItem => ({
    id: "item",
    orderId: "order",
    product: "flight",
    state: item.state,
    position: 0,
    currency: item.currency,
    lines: item.lines,
    subtotalMinor: item.lines.reduce((sum, line) => sum + line.amountMinor, 0),
    travellerIndexes: [0],
    details: {},
    supplierRef: null,
    holdExpiresAt: null,
    priceValidUntil: null,
  }));

const adjustmentArb = fc
  .oneof(
    fc.record({
      kind: fc.constant("promo" as const),
      rule: fc.record({
        type: fc.constant("percent" as const),
        percent: fc.integer({ min: 1, max: 100 }),
        capMinor: fc.integer({ min: 0, max: 100_000 }),
        currency: fc.constantFrom<CurrencyCode>("USD", "PEN"),
      }),
    }),
    fc.record({
      kind: fc.constant("bundle" as const),
      rule: fc.record({
        type: fc.constant("percent" as const),
        percent: fc.integer({ min: 1, max: 100 }),
        capMinor: fc.integer({ min: 0, max: 100_000 }),
        currency: fc.constantFrom<CurrencyCode>("USD", "PEN"),
      }),
    }),
    fc.record({
      kind: fc.constant("price_change" as const),
      rule: fc.record({
        type: fc.constant("fixed" as const),
        amountMinor: fc.integer({ min: -200_000, max: 200_000 }),
        currency: fc.constantFrom<CurrencyCode>("USD", "PEN"),
      }),
    }),
  )
  .map((adjustment): OrderAdjustment => ({
    id: "adjustment",
    ...adjustment,
    label: "Ajuste",
    reason: "test",
    promoCode: adjustment.kind === "promo" ? "PROMO1" : null,
    itemId: null,
    active: true,
    createdAt: "2026-11-28T00:00:00Z",
  }));

const rateArb = fc.integer({ min: 1, max: 99_999 }).map((scaled) => {
  const units = Math.floor(scaled / 10_000) + 1;
  return rate(`${String(units)}.${String(scaled % 10_000).padStart(4, "0")}`);
});

type RawOrder = {
  chargeCurrency: CurrencyCode;
  exchangeRate: ExchangeRate;
  items: OrderItem[];
  adjustments: OrderAdjustment[];
};

// Unique ids, so a line can be traced to its item or adjustment.
const orderArb: fc.Arbitrary<RawOrder> = fc
  .record({
    chargeCurrency: fc.constantFrom<CurrencyCode>("USD", "PEN"),
    exchangeRate: rateArb,
    items: fc.array(itemArb, { minLength: 1, maxLength: 4 }),
    adjustments: fc.array(adjustmentArb, { maxLength: 3 }),
  })
  .map((order) => ({
    ...order,
    items: order.items.map((item, index) => ({ ...item, id: `item-${String(index)}`, position: index })),
    // A bundle's discount belongs to one item (the first, which may be released).
    adjustments: order.adjustments.map((adjustment, index) => ({
      ...adjustment,
      id: `adj-${String(index)}`,
      itemId: adjustment.kind === "bundle" ? "item-0" : null,
    })),
  }));

function inputOf(order: RawOrder): MoneyInput {
  return { ...order, referenceCurrency: order.chargeCurrency === "USD" ? "PEN" : "USD" };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("computeOrderAmounts (property-based)", () => {
  it("lines add up to each item's subtotal and to the total, in both currencies", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const amounts = computeOrderAmounts(inputOf(raw));
        for (const key of ["chargeMinor", "referenceMinor"] as const) {
          for (const item of amounts.items) {
            expect(sum(item.lines.map((line) => line.amount[key]))).toBe(item.subtotal[key]);
          }
          const allLines = [...amounts.items.flatMap((item) => item.lines), ...amounts.adjustments];
          expect(sum(allLines.map((line) => line.amount[key]))).toBe(amounts.total[key]);
          expect(amounts.total[key]).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the reference total is the charge total converted once at the order's rate", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const input = inputOf(raw);
        const amounts = computeOrderAmounts(input);
        const converted = convert(
          amounts.total.chargeMinor,
          input.chargeCurrency,
          input.referenceCurrency,
          input.exchangeRate,
        );
        expect(amounts.total.referenceMinor).toBe(converted);
      }),
      { numRuns: 400 },
    );
  });

  it("a promo discount never exceeds its cap nor the items' total", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const input = inputOf(raw);
        const amounts = computeOrderAmounts(input);
        amounts.adjustments.forEach((line) => {
          const rule = input.adjustments.find((adjustment) => adjustment.id === line.sourceId)?.rule;
          if (rule?.type !== "percent") return;
          const cap = convert(rule.capMinor, rule.currency, input.chargeCurrency, input.exchangeRate);
          expect(-line.amount.chargeMinor).toBeLessThanOrEqual(cap);
          expect(-line.amount.chargeMinor).toBeLessThanOrEqual(amounts.itemsTotal.chargeMinor);
          expect(line.amount.chargeMinor).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("an item's own discount is a line of that item, on its price, within its cap; the order's come after", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const input = inputOf(raw);
        const amounts = computeOrderAmounts(input);
        const first = amounts.items.find((item) => item.itemId === "item-0");
        const bundles = input.adjustments.filter((adjustment) => adjustment.kind === "bundle");
        expect(amounts.adjustments.some((line) => line.kind === "bundle")).toBe(false);
        if (!first) return;
        const own = first.lines.filter((line) => line.kind === "bundle");
        expect(own.map((line) => line.sourceId)).toEqual(bundles.map((adjustment) => adjustment.id));
        const price = sum(
          first.lines.filter((line) => line.sourceId === "item-0").map((line) => line.amount.chargeMinor),
        );
        expect(-sum(own.map((line) => line.amount.chargeMinor))).toBeLessThanOrEqual(price);
        expect(first.subtotal.chargeMinor).toBeGreaterThanOrEqual(0);
        for (const line of own) {
          const rule = bundles.find((adjustment) => adjustment.id === line.sourceId)?.rule;
          if (rule?.type !== "percent") continue;
          const cap = convert(rule.capMinor, rule.currency, input.chargeCurrency, input.exchangeRate);
          expect(-line.amount.chargeMinor).toBeLessThanOrEqual(cap);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("released items count for nothing; same-currency lines keep their exact amounts", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const input = inputOf(raw);
        const amounts = computeOrderAmounts(input);
        const live = input.items.filter((item) => item.state !== "released");
        expect(amounts.items.map((item) => item.itemId)).toEqual(live.map((item) => item.id));
        live.forEach((item, index) => {
          if (item.currency !== input.chargeCurrency) return;
          const own = amounts.items[index]?.lines.filter((line) => line.sourceId === item.id);
          expect(own?.map((line) => line.amount.chargeMinor)).toEqual(item.lines.map((line) => line.amountMinor));
        });
      }),
      { numRuns: 200 },
    );
  });

  it("is deterministic: the same order gives the same amounts (what the pages show is what is charged)", () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const input = inputOf(raw);
        expect(computeOrderAmounts(structuredClone(input))).toEqual(computeOrderAmounts(input));
      }),
      { numRuns: 100 },
    );
  });
});

describe("allocate", () => {
  it("gives integers adding up to the rounded exact sum, each within one unit of its exact value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 100_000 }),
        (numerators, den) => {
          const parts = allocate(numerators, den);
          const exactSum = sum(numerators) / den;
          expect(Math.abs(sum(parts) - exactSum)).toBeLessThanOrEqual(0.5);
          parts.forEach((part, index) => expect(Math.abs(part - (numerators[index] ?? 0) / den)).toBeLessThan(1));
        },
      ),
    );
  });
});

describe("examples", () => {
  it("the issue's S/ case: lines converted one by one no longer disagree with the total", () => {
    const item: OrderItem = {
      id: "flight",
      orderId: "o",
      product: "flight",
      state: "held",
      position: 0,
      currency: "USD",
      lines: [
        { kind: "base", code: "ADT", label: "Adultos (2)", quantity: 2, unitMinor: 15_123, amountMinor: 30_246 },
        { kind: "tax", code: "IGV", label: "IGV", quantity: 1, unitMinor: 5_445, amountMinor: 5_445 },
        { kind: "tax", code: "TUUA", label: "TUUA", quantity: 1, unitMinor: 1_225, amountMinor: 1_225 },
        {
          kind: "fee",
          code: "SERVICE",
          label: "Cargo por servicio",
          quantity: 1,
          unitMinor: 3_995,
          amountMinor: 3_995,
        },
      ],
      subtotalMinor: 40_911,
      travellerIndexes: [0, 1],
      details: {},
      supplierRef: null,
      holdExpiresAt: null,
      priceValidUntil: null,
    };
    const amounts = computeOrderAmounts({
      chargeCurrency: "USD",
      referenceCurrency: "PEN",
      exchangeRate: rate("3.7450"),
      items: [item],
      adjustments: [],
    });
    expect(amounts.total).toEqual({ chargeMinor: 40_911, referenceMinor: 153_212 });
    expect(sum(amounts.items[0]?.lines.map((line) => line.amount.referenceMinor) ?? [])).toBe(153_212);
  });

  it("a bundle's discount is taken on its item's price, and a promo on the basket's price after it", () => {
    const item = (id: string, amountMinor: number): OrderItem => ({
      id,
      orderId: "o",
      product: id === "hotel" ? "hotel" : "flight",
      state: "held",
      position: id === "hotel" ? 1 : 0,
      currency: "USD",
      lines: [{ kind: "base", code: "B", label: "Tarifa", quantity: 1, unitMinor: amountMinor, amountMinor }],
      subtotalMinor: amountMinor,
      travellerIndexes: [0],
      details: {},
      supplierRef: null,
      holdExpiresAt: null,
      priceValidUntil: null,
    });
    const adjustment = (id: string, kind: "bundle" | "promo", itemId: string | null): OrderAdjustment => ({
      id,
      kind,
      rule: { type: "percent", percent: 10, capMinor: 1_000_000, currency: "USD" },
      label: kind,
      reason: "test",
      promoCode: kind === "promo" ? "PROMO1" : null,
      itemId,
      active: true,
      createdAt: "2026-12-04T00:00:00Z",
    });
    const amounts = computeOrderAmounts({
      chargeCurrency: "USD",
      referenceCurrency: "PEN",
      exchangeRate: rate("3.7450"),
      items: [item("flight", 30_000), item("hotel", 50_000)],
      adjustments: [adjustment("p", "promo", null), adjustment("b", "bundle", "hotel")],
    });
    expect(amounts.items[1]?.lines.map((line) => line.amount.chargeMinor)).toEqual([50_000, -5_000]);
    expect(amounts.items[1]?.subtotal.chargeMinor).toBe(45_000);
    expect(amounts.adjustments.map((line) => line.amount.chargeMinor)).toEqual([-7_500]);
    expect(amounts.total.chargeMinor).toBe(67_500);
  });

  it("percentDiscount rounds half up within the cap", () => {
    expect(percentDiscount(55_572, 10, 5_000)).toBe(5_000);
    expect(percentDiscount(10_005, 10, 5_000)).toBe(1_001);
    expect(percentDiscount(0, 10, 5_000)).toBe(0);
  });

  it("names the rate's date unless it is today's", () => {
    expect(rateLabel({ date: "2026-11-28" }, "2026-11-28")).toBe("Tipo de cambio del día");
    expect(rateLabel({ date: "2025-11-03" }, "2026-11-28")).toBe("Tipo de cambio del 03/11/2025");
    expect(referenceText({ referenceCurrency: "PEN", exchangeRate: rate("3.7450") }, 208_117)).toBe(
      "Referencial: S/\u00a02,081.17 al tipo de cambio del 28/11/2026",
    );
  });
});
