import { describe, expect, it } from "vitest";
import type { ExchangeRate } from "#app/features/orders/order-contract.ts";
import type { PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import { convert } from "#app/features/orders/order-money.ts";
import {
  computeCancellation,
  NOTHING_PAID_MESSAGE,
  orderBalance,
  type CancellationFigures,
  type CancellationInput,
  type CancellationItemInput,
} from "./cancellation-figures.ts";

const RATE: ExchangeRate = { from: "USD", to: "PEN", value: "3.7450", date: "2026-12-01", source: "seed" };

/** The flight's rule: a fixed retention, never more than its share. */
const retains =
  (retainedMinor: number): CancellationItemInput["rule"] =>
  (paidMinor) => ({ outcome: "cancel", retainedMinor: Math.min(paidMinor, retainedMinor), rule: "tarifa" });
const policy =
  (rule: PenaltyRule): CancellationItemInput["rule"] =>
  () =>
    rule;

function input(paidMinor: number, items: CancellationItemInput[]): CancellationInput {
  return {
    chargeCurrency: "USD",
    referenceCurrency: "PEN",
    exchangeRate: RATE,
    paid: { chargeMinor: paidMinor, referenceMinor: convert(paidMinor, "USD", "PEN", RATE) },
    items,
  };
}

const flight = (subtotalMinor: number, retainedMinor: number): CancellationItemInput => ({
  itemId: "flight",
  product: "flight",
  title: "Vuelo LIM - MIA",
  subtotalMinor,
  rule: retains(retainedMinor),
});
const addOn = (subtotalMinor: number, rule: PenaltyRule): CancellationItemInput => ({
  itemId: "assistance",
  product: "insurance",
  title: "Asistencia en viaje",
  subtotalMinor,
  rule: policy(rule),
});

function figuresOf(value: CancellationInput): CancellationFigures {
  const outcome = computeCancellation(value);
  if (!outcome.allowed) throw new Error(outcome.reason);
  return outcome.figures;
}

/** paid = retained + kept + commission + refund, in both currencies, and the items add up too. */
function expectConsistent(figures: CancellationFigures) {
  for (const key of ["chargeMinor", "referenceMinor"] as const) {
    const parts = figures.retained[key] + figures.kept[key] + figures.commission[key] + figures.refund[key];
    expect(parts).toBe(figures.paid[key]);
    expect(figures.items.reduce((sum, line) => sum + line.paid[key], 0)).toBe(figures.paid[key]);
  }
  expect(figures.items.reduce((sum, line) => sum + line.refundMinor, 0)).toBe(figures.refund.chargeMinor);
}

describe("the one cancellation computation", () => {
  it("works on what was paid after a promo: US$ 796.24 paid after US$ 50 off gives back US$ 112.15", () => {
    // The order: a flight of US$ 846.24, a US$ 50 promo, the fare retains US$ 604.47.
    const figures = figuresOf(input(79_624, [flight(84_624, 60_447)]));
    expect(figures.paid.chargeMinor).toBe(79_624);
    expect(figures.retained.chargeMinor).toBe(60_447);
    // 10 % of everything paid for what is cancelled, the retained part included: 79.624 -> 79.62.
    expect(figures.commissionBase.chargeMinor).toBe(79_624);
    expect(figures.commission.chargeMinor).toBe(7_962);
    expect(figures.refund.chargeMinor).toBe(11_215);
    expectConsistent(figures);
  });

  it("cancels the add-on's policy with the flight: its premium is in the commission basis and goes back", () => {
    // Flight 774.24 + assistance 72.00 = 846.24; 50.00 off: each item's share of the 796.24 paid.
    const figures = figuresOf(
      input(79_624, [
        flight(77_424, 60_447),
        addOn(7_200, { outcome: "cancel", retainedMinor: 0, rule: "sin retención" }),
      ]),
    );
    const [flightLine, addOnLine] = figures.items;
    expect(flightLine?.paid.chargeMinor).toBe(72_849);
    expect(addOnLine?.paid.chargeMinor).toBe(6_775);
    expect(addOnLine?.outcome).toBe("cancel");
    expect(figures.commissionBase.chargeMinor).toBe(79_624);
    expect(figures.commission.chargeMinor).toBe(7_962);
    expect(figures.refund.chargeMinor).toBe(79_624 - 60_447 - 7_962);
    expect(figures.kept.chargeMinor).toBe(0);
    expectConsistent(figures);
  });

  it("keeps a policy whose cover began: not refunded, no commission on it, the flight still cancelled", () => {
    const figures = figuresOf(
      input(79_624, [flight(77_424, 60_447), addOn(7_200, { outcome: "keep", reason: "La cobertura ya empezó." })]),
    );
    expect(figures.kept.chargeMinor).toBe(6_775);
    expect(figures.commissionBase.chargeMinor).toBe(72_849);
    expect(figures.commission.chargeMinor).toBe(7_285);
    expect(figures.refund.chargeMinor).toBe(72_849 - 60_447 - 7_285);
    expect(figures.items[1]).toMatchObject({ outcome: "keep", note: "La cobertura ya empezó." });
    expectConsistent(figures);
  });

  it("never takes a commission beyond what the supplier leaves: a fare retaining everything gives nothing back", () => {
    const all = figuresOf(input(50_000, [flight(50_000, 50_000)]));
    expect([all.retained.chargeMinor, all.commission.chargeMinor, all.refund.chargeMinor]).toEqual([50_000, 0, 0]);
    const most = figuresOf(input(50_000, [flight(50_000, 47_500)]));
    expect([most.commission.chargeMinor, most.refund.chargeMinor]).toEqual([2_500, 0]);
    expectConsistent(all);
    expectConsistent(most);
  });

  it("rounds the commission half up and agrees to the cent in both currencies", () => {
    // 10 % of 123.45 = 12.345 -> 12.35; S/ amounts allocated so that they add up to the paid S/ exactly.
    const figures = figuresOf(
      input(12_345, [flight(10_001, 3_333), addOn(2_344, { outcome: "cancel", retainedMinor: 1, rule: "x" })]),
    );
    expect(figures.commission.chargeMinor).toBe(1_235);
    expect(figures.paid.referenceMinor).toBe(convert(12_345, "USD", "PEN", RATE));
    expect(
      Math.abs(figures.refund.referenceMinor - convert(figures.refund.chargeMinor, "USD", "PEN", RATE)),
    ).toBeLessThanOrEqual(1);
    expectConsistent(figures);
  });

  it("is refused when a product refuses, when every item stays in force, or when nothing was paid", () => {
    const started = addOn(7_200, { outcome: "refuse", reason: "La estadía ya empezó." });
    expect(computeCancellation(input(79_624, [flight(77_424, 0), started]))).toEqual({
      allowed: false,
      reason: "La estadía ya empezó.",
    });
    const kept = addOn(7_200, { outcome: "keep", reason: "La cobertura ya empezó." });
    expect(computeCancellation(input(7_200, [kept]))).toEqual({ allowed: false, reason: "La cobertura ya empezó." });
    expect(computeCancellation(input(0, [flight(10_000, 0)]))).toEqual({
      allowed: false,
      reason: NOTHING_PAID_MESSAGE,
    });
  });

  it("asks each product's rule about its share of what was paid, not its price before the discount", () => {
    const asked: number[] = [];
    const hotel: CancellationItemInput = {
      itemId: "stay",
      product: "hotel",
      title: "Hotel",
      subtotalMinor: 54_044,
      rule: (paidMinor) => {
        asked.push(paidMinor);
        return { outcome: "cancel", retainedMinor: Math.round(paidMinor / 2), rule: "50 %" };
      },
    };
    const figures = figuresOf(input(49_044, [hotel]));
    expect(asked).toEqual([49_044]);
    expect(figures.retained.chargeMinor).toBe(24_522);
    expect(figures.commission.chargeMinor).toBe(4_904);
    expect(figures.refund.chargeMinor).toBe(19_618);
  });
});

describe("the order's balance for the desk", () => {
  it("adds what the ledger retained, what was paid back and what is still owed", () => {
    const rows = [
      { reason: "cancellation", amountMinor: 11_215, retainedMinor: 60_447, commissionMinor: 7_962, paidOn: null },
      { reason: "overpayment", amountMinor: 79_624, retainedMinor: 0, commissionMinor: 0, paidOn: "2026-12-02" },
    ];
    expect(orderBalance(79_624, rows)).toEqual({
      paidMinor: 79_624,
      retainedMinor: 68_409,
      refundedMinor: 79_624,
      owedMinor: 11_215,
    });
  });
});
