/**
 * One item of a basket cancelled alone (decision 063), by the one computation: its share of what was paid after its
 * bundle discount and its pro-rata part of the order's promo, its supplier's retention, the 10 % commission on that
 * share, the refund, to the cent in US$ and S/.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExchangeRate, OrderAdjustment, OrderItem } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts, type MoneyInput } from "#app/features/orders/order-money.ts";
import {
  computeCancellation,
  NOT_AN_ITEM_MESSAGE,
  type CancellationFigures,
  type CancellationInput,
} from "./cancellation-figures.ts";
import { cancellationRows } from "./cancellation-text.ts";

const RATE: ExchangeRate = { from: "USD", to: "PEN", value: "3.7450", date: "2026-12-01", source: "seed" };

const item = (id: string, product: "flight" | "hotel", position: number, amountMinor: number): OrderItem => ({
  id,
  orderId: "order",
  product,
  state: "fulfilled",
  position,
  currency: "USD",
  lines: [{ kind: "base", code: "BASE", label: "Tarifa", quantity: 1, unitMinor: amountMinor, amountMinor }],
  subtotalMinor: amountMinor,
  travellerIndexes: [0],
  details: {},
  supplierRef: null,
  holdExpiresAt: null,
  priceValidUntil: null,
});

const adjustment = (id: string, kind: "bundle" | "promo", percent: number, itemId: string | null): OrderAdjustment => ({
  id,
  kind,
  rule: { type: "percent", percent, capMinor: 100_000_00, currency: "USD" },
  label: kind,
  reason: kind,
  promoCode: kind === "promo" ? "PROMO" : null,
  itemId,
  active: true,
  createdAt: "2026-12-01T00:00:00Z",
});

/** A flight (retains US$ 150.00) and a hotel (free cancellation), the hotel 10 % off as a bundle, the basket 7 % off. */
function basket(flightMinor = 600_00, hotelMinor = 400_00, promo = 7): MoneyInput {
  return {
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate: RATE,
    items: [item("flight", "flight", 0, flightMinor), item("hotel", "hotel", 1, hotelMinor)],
    adjustments: [adjustment("b", "bundle", 10, "hotel"), adjustment("p", "promo", promo, null)],
  };
}

/** The computation's input as the core builds it: paid = the order's total, weights = the items' subtotals. */
function inputOf(order: MoneyInput, flightRetainsMinor = 150_00): CancellationInput {
  const amounts = computeOrderAmounts(order);
  const subtotal = (id: string) => amounts.items.find((entry) => entry.itemId === id)?.subtotal.chargeMinor ?? 0;
  return {
    ...order,
    paid: amounts.total,
    items: [
      {
        itemId: "flight",
        product: "flight",
        title: "Vuelo LIM - CUZ",
        subtotalMinor: subtotal("flight"),
        rule: (paidMinor) => ({ outcome: "cancel", retainedMinor: Math.min(paidMinor, flightRetainsMinor), rule: "t" }),
      },
      {
        itemId: "hotel",
        product: "hotel",
        title: "Hotel Cusco",
        subtotalMinor: subtotal("hotel"),
        rule: () => ({ outcome: "cancel", retainedMinor: 0, rule: "Cancelación gratuita" }),
      },
    ],
  };
}

function figures(input: CancellationInput): CancellationFigures {
  const outcome = computeCancellation(input);
  if (!outcome.allowed) throw new Error(outcome.reason);
  return outcome.figures;
}

const KEYS = ["chargeMinor", "referenceMinor"] as const;

describe("one item of a basket cancelled alone", () => {
  it("takes the hotel's share after its bundle discount and its pro-rata part of the promo", () => {
    // Hotel 400.00 - 10 % = 360.00; flight 600.00; items 960.00; promo 7 % = 67.20; paid 892.80.
    // The hotel's share: 892.80 x 360 / 960 = 334.80 (= 360.00 less 7 % of it, 25.20).
    const hotel = figures({ ...inputOf(basket()), only: ["hotel"] });
    expect(hotel.only).toEqual(["hotel"]);
    expect(hotel.paid.chargeMinor).toBe(334_80);
    expect(hotel.retained.chargeMinor).toBe(0);
    expect(hotel.commission.chargeMinor).toBe(33_48);
    expect(hotel.refund.chargeMinor).toBe(301_32);
    // S/ at 3.7450: the share's reference is its part of the one allocation of the paid total (S/ 3,343.54).
    expect(computeOrderAmounts(basket()).total.referenceMinor).toBe(3343_54);
    expect(hotel.paid.referenceMinor).toBe(1253_83);
    expect(hotel.commission.referenceMinor).toBe(125_38);
    expect(hotel.refund.referenceMinor).toBe(1128_45);
    for (const key of KEYS) {
      expect(hotel.retained[key] + hotel.kept[key] + hotel.commission[key] + hotel.refund[key]).toBe(hotel.paid[key]);
    }
    expect(hotel.items.map((line) => line.itemId)).toEqual(["hotel"]);
    expect(cancellationRows(hotel).map((row) => row.label)[0]).toBe("Pagaste por este servicio");
  });

  it("takes the flights' share with their retention and the commission on the whole share", () => {
    const flight = figures({ ...inputOf(basket()), only: ["flight"] });
    expect(flight.paid.chargeMinor).toBe(558_00);
    expect(flight.retained.chargeMinor).toBe(150_00);
    expect(flight.commission.chargeMinor).toBe(55_80);
    expect(flight.refund.chargeMinor).toBe(352_20);
    expect(flight.paid.referenceMinor).toBe(2089_71);
  });

  it("adds up to the whole order's figures when each item is cancelled at the same moment", () => {
    const input = inputOf(basket());
    const whole = figures(input);
    const parts = ["flight", "hotel"].map((id) => figures({ ...input, only: [id] }));
    for (const key of KEYS) {
      for (const figure of ["paid", "retained", "commission", "refund"] as const) {
        expect(
          parts.reduce((sum, part) => sum + part[figure][key], 0),
          `${figure} ${key}`,
        ).toBe(whole[figure][key]);
      }
    }
  });

  it("differs from the whole order by at most a cent of commission per item, from rounding each share's 10 %", () => {
    fc.assert(
      fc.property(
        // Retentions below 90 % of the share: the commission's cap (what the retention leaves) applies per share.
        fc.integer({ min: 400_00, max: 5000_00 }),
        fc.integer({ min: 1_00, max: 5000_00 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 200_00 }),
        (flightMinor, hotelMinor, promo, retains) => {
          const input = inputOf(basket(flightMinor, hotelMinor, promo), retains);
          const whole = figures(input);
          const parts = ["flight", "hotel"].map((id) => figures({ ...input, only: [id] }));
          const total = (figure: "paid" | "retained" | "commission" | "refund", key: (typeof KEYS)[number]) =>
            parts[0]![figure][key] + parts[1]![figure][key];
          // What was paid is shared exactly: one allocation of the whole for every item, in both currencies.
          for (const key of KEYS) expect(total("paid", key)).toBe(whole.paid[key]);
          // US$: the suppliers' retention is each product's on the same share; the commission is rounded per share.
          expect(total("retained", "chargeMinor")).toBe(whole.retained.chargeMinor);
          expect(Math.abs(total("commission", "chargeMinor") - whole.commission.chargeMinor)).toBeLessThanOrEqual(1);
          // S/: each part is within a cent of its exact conversion in each allocation (the whole's, each item's), so
          // the items' sum may differ from the whole's by up to 3 cents, plus the US$ cent of commission converted.
          for (const figure of ["retained", "commission", "refund"] as const) {
            const chargeCents = Math.abs(total(figure, "chargeMinor") - whole[figure].chargeMinor);
            const bound = 3 + Math.ceil(chargeCents * 3.745);
            expect(Math.abs(total(figure, "referenceMinor") - whole[figure].referenceMinor)).toBeLessThanOrEqual(bound);
          }
          for (const key of KEYS) {
            const parts = total("retained", key) + total("commission", key) + total("refund", key);
            expect(parts).toBe(whole.paid[key]);
          }
        },
      ),
    );
  });

  it("cancels the rest on what is left: the flights' share is the same after the hotel went", () => {
    const input = inputOf(basket());
    const hotel = figures({ ...input, only: ["hotel"] });
    const flightNow = figures({ ...input, only: ["flight"] });
    // What the core's paidOf answers after the hotel's row: paid less the hotel's whole share, in each currency.
    const left = {
      chargeMinor: input.paid.chargeMinor - hotel.paid.chargeMinor,
      referenceMinor: input.paid.referenceMinor - hotel.paid.referenceMinor,
    };
    const flightAfter = figures({
      ...input,
      paid: left,
      items: input.items.filter((entry) => entry.itemId === "flight"),
    });
    expect(flightAfter.paid).toEqual(flightNow.paid);
    expect(flightAfter.refund).toEqual(flightNow.refund);
  });

  it("an item with its add-on: one cancellation of both shares, the add-on's share its own", () => {
    const input = inputOf(basket());
    const assistance = {
      itemId: "assistance",
      product: "insurance" as const,
      title: "Asistencia en viaje",
      subtotalMinor: 40_00,
      rule: () => ({ outcome: "cancel" as const, retainedMinor: 0, rule: "Sin vigencia iniciada" }),
    };
    const withAddOn = { ...input, items: [input.items[0]!, assistance, input.items[1]!] };
    const both = figures({ ...withAddOn, only: ["flight", "assistance"] });
    expect(both.items.map((line) => line.itemId)).toEqual(["flight", "assistance"]);
    const whole = figures(withAddOn);
    const shareOf = (id: string) => whole.items.find((line) => line.itemId === id)?.paid;
    for (const key of KEYS) {
      expect(both.paid[key]).toBe((shareOf("flight")?.[key] ?? 0) + (shareOf("assistance")?.[key] ?? 0));
    }
    expect(both.commission.chargeMinor).toBe(Math.round(both.paid.chargeMinor / 10));
  });

  it("refuses an item that is not in force, and leaves the other items unasked", () => {
    const input = inputOf(basket());
    expect(computeCancellation({ ...input, only: ["gone"] })).toEqual({ allowed: false, reason: NOT_AN_ITEM_MESSAGE });
    const refusing = {
      ...input,
      items: input.items.map((entry) =>
        entry.itemId === "flight"
          ? { ...entry, rule: () => ({ outcome: "refuse" as const, reason: "Ya voló" }) }
          : entry,
      ),
    };
    expect(computeCancellation(refusing).allowed).toBe(false);
    expect(computeCancellation({ ...refusing, only: ["hotel"] }).allowed).toBe(true);
  });
});
