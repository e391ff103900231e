import { describe, expect, it } from "vitest";
import { computeCancellation, convert } from "#app/features/orders/index.ts";
import {
  cancellationCharge,
  describeCancellation,
  freeCancellationUntil,
  HOTEL_COMMISSION_NOTE,
  hotelPenalty,
  penaltyPercent,
  STAY_STARTED_MESSAGE,
} from "./cancellation.ts";

const flexible = [
  { daysBefore: 7, penaltyPercent: 0 },
  { daysBefore: 2, penaltyPercent: 50 },
  { daysBefore: 0, penaltyPercent: 100 },
];

describe("cancellation tiers", () => {
  it("charges by the days left before arrival", () => {
    expect(penaltyPercent(flexible, 30)).toBe(0);
    expect(penaltyPercent(flexible, 7)).toBe(0);
    expect(penaltyPercent(flexible, 6)).toBe(50);
    expect(penaltyPercent(flexible, 2)).toBe(50);
    expect(penaltyPercent(flexible, 1)).toBe(100);
    expect(penaltyPercent(flexible, -1)).toBe(100);
  });

  it("computes the penalty and the refund due", () => {
    expect(cancellationCharge(flexible, 45001, "2027-01-19", "2027-01-14")).toEqual({
      penaltyPercent: 50,
      penaltyMinor: 22501,
      refundMinor: 22500,
    });
  });

  it("says it in plain Spanish, with dates", () => {
    expect(describeCancellation(flexible, "2027-01-19", "2027-01-02")).toEqual([
      "Sin penalidad del hotel hasta el 12 de enero.",
      "Del 13 al 17 de enero se cobra el 50% de la estadía.",
      "Desde el 18 de enero, o si no llegas, se cobra el 100% de la estadía.",
      HOTEL_COMMISSION_NOTE,
    ]);
    expect(freeCancellationUntil(flexible, "2027-01-19", "2027-01-02")).toBe("2027-01-12");
  });

  it("leaves out the tiers whose days have passed", () => {
    expect(describeCancellation(flexible, "2027-01-19", "2027-01-15")).toEqual([
      "Del 15 al 17 de enero se cobra el 50% de la estadía.",
      "Desde el 18 de enero, o si no llegas, se cobra el 100% de la estadía.",
      HOTEL_COMMISSION_NOTE,
    ]);
    expect(freeCancellationUntil(flexible, "2027-01-19", "2027-01-15")).toBeNull();
  });

  it("names a non-refundable rate as such", () => {
    expect(describeCancellation([{ daysBefore: 0, penaltyPercent: 100 }], "2027-01-19", "2027-01-02")).toEqual([
      "No reembolsable: si cancelas o no llegas, se cobra el 100% de la estadía.",
    ]);
  });
});

describe("the stay's rule in the order core's one cancellation computation", () => {
  const rate = { from: "USD", to: "PEN", value: "3.7450", date: "2027-01-02", source: "seed" } as const;
  const cancel = (paidMinor: number, today: string) =>
    computeCancellation({
      chargeCurrency: "USD",
      referenceCurrency: "PEN",
      exchangeRate: rate,
      paid: { chargeMinor: paidMinor, referenceMinor: convert(paidMinor, "USD", "PEN", rate) },
      items: [
        {
          itemId: "stay",
          product: "hotel",
          title: "Hotel Killa",
          subtotalMinor: paidMinor,
          rule: (share) => hotelPenalty(flexible, share, "2027-01-19", today),
        },
      ],
    });
  const figures = (paidMinor: number, today: string) => {
    const outcome = cancel(paidMinor, today);
    if (!outcome.allowed) throw new Error(outcome.reason);
    return [
      outcome.figures.retained.chargeMinor,
      outcome.figures.commission.chargeMinor,
      outcome.figures.refund.chargeMinor,
    ];
  };

  it("applies each tier to what was paid, and the agency's 10 % on top", () => {
    // US$ 540.44 paid: free tier, 50 % tier, 100 % tier.
    expect(figures(54_044, "2027-01-02")).toEqual([0, 5_404, 48_640]);
    expect(figures(54_044, "2027-01-14")).toEqual([27_022, 5_404, 21_618]);
    expect(figures(54_044, "2027-01-18")).toEqual([54_044, 0, 0]);
  });

  it("is refused once the stay began", () => {
    expect(cancel(54_044, "2027-01-19")).toEqual({ allowed: false, reason: STAY_STARTED_MESSAGE });
  });
});
