import { describe, expect, it } from "vitest";
import { INSURANCE_PLAN_SEEDS } from "#server/db/seed/insurance.ts";
import {
  ageBand,
  ageOn,
  coverDays,
  IMPOSSIBLE_TRIP_MESSAGES,
  medicalAssistance,
  meetsSchengen,
  quoteTrip,
  rankQuotes,
  totalWithTax,
  twoDecimals,
  type PlanQuote,
} from "./insurance-rules.ts";
import type { InsurancePlan } from "./insurance-types.ts";

const PLANS: InsurancePlan[] = INSURANCE_PLAN_SEEDS.map(({ prices, ...plan }) => ({
  ...plan,
  company: "Cóndor",
  assistancePhone: "+51 1 700 4455",
  pricePerDayMinor: { 1: prices[0], 2: prices[1], 3: prices[2] },
}));

describe("ages and bands", () => {
  it("computes the age on the trip's start date", () => {
    expect(ageOn("1990-06-15", "2026-06-14")).toBe(35);
    expect(ageOn("1990-06-15", "2026-06-15")).toBe(36);
    expect(ageOn("2024-02-29", "2025-02-28")).toBe(0);
    expect(ageOn("2024-02-29", "2025-03-01")).toBe(1);
  });

  it("bands 0-64, 65-74, 75-85 and nothing above 85", () => {
    expect([0, 64, 65, 74, 75, 85].map(ageBand)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(ageBand(86)).toBeNull();
    expect(ageBand(-1)).toBeNull();
  });
});

describe("days and totals", () => {
  it("counts both the start and the end date", () => {
    expect(coverDays("2026-12-01", "2026-12-01")).toBe(1);
    expect(coverDays("2026-12-01", "2026-12-10")).toBe(10);
    expect(coverDays("2026-12-30", "2027-01-02")).toBe(4);
  });

  it("multiplies a national total by 1.18 and leaves others as they are", () => {
    expect(totalWithTax(10_000, true)).toEqual({ taxMinor: 1_800, totalMinor: 11_800 });
    expect(totalWithTax(1_234, true)).toEqual({ taxMinor: 222, totalMinor: 1_456 });
    expect(totalWithTax(10_000, false)).toEqual({ taxMinor: 0, totalMinor: 10_000 });
  });

  it("writes totals with 2 decimals", () => {
    expect(twoDecimals(12_345)).toBe("123.45");
    expect(twoDecimals(12_300)).toBe("123.00");
    expect(twoDecimals(5)).toBe("0.05");
  });
});

describe("coverage", () => {
  it("takes medical assistance from code C.{ip}, else 0", () => {
    expect(medicalAssistance([{ Codigo: "C.{ip}", Valor: "USD 40,000", NombreVisible: "Asistencia médica" }])).toBe(
      "USD 40,000",
    );
    expect(medicalAssistance([{ Codigo: "C.MED", Valor: "USD 800", NombreVisible: "Medicamentos" }])).toBe("0");
  });

  it("seeds 5-7 plans, every Europe plan Schengen-compliant (EUR 30,000 or more)", () => {
    expect(PLANS.length).toBeGreaterThanOrEqual(5);
    expect(PLANS.length).toBeLessThanOrEqual(7);
    for (const plan of PLANS) expect(meetsSchengen(plan)).toBe(true);
    expect(
      meetsSchengen({ zones: ["europe"], coverage: [{ Codigo: "C.{ip}", Valor: "EUR 29,999", NombreVisible: "x" }] }),
    ).toBe(false);
  });
});

describe("quotes", () => {
  const quote = (totalMinor: number, id: string) => ({ plan: { id }, totalMinor, best: false }) as unknown as PlanQuote;

  it("keeps up to 5 plans with the median-priced first and marked best", () => {
    const ranked = rankQuotes([600, 100, 500, 200, 400, 300].map((total) => quote(total, `P${total}`)));
    expect(ranked.map((item) => item.totalMinor)).toEqual([300, 100, 200, 400, 500]);
    expect(ranked.map((item) => item.best)).toEqual([true, false, false, false, false]);
    expect(rankQuotes([quote(100, "A"), quote(200, "B")]).map((item) => item.plan.id)).toEqual(["A", "B"]);
  });

  it("prices a national trip per traveller and day, with IGV", () => {
    const outcome = quoteTrip(PLANS, { region: "PE", startDate: "2026-12-01", endDate: "2026-12-10", ages: [35, 70] });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const peru = outcome.quotes.find((item) => item.plan.id === "CONDOR-PERU");
    expect(peru?.travellers.map((item) => item.priceMinor)).toEqual([1_500, 2_500]);
    expect(peru?.totalMinor).toBe(4_720);
  });

  it("sells Europe only with Schengen cover and says why an impossible trip gets nothing", () => {
    const europe = quoteTrip(PLANS, { region: "EU", startDate: "2026-12-01", endDate: "2026-12-15", ages: [30] });
    expect(europe.ok && europe.quotes.every((item) => item.plan.zones.includes("europe"))).toBe(true);
    expect(
      quoteTrip(PLANS, { region: "EU", startDate: "2026-12-01", endDate: "2026-12-15", ages: [30, 86] }),
    ).toMatchObject({
      ok: false,
      reason: IMPOSSIBLE_TRIP_MESSAGES.tooOld,
    });
    expect(
      quoteTrip(PLANS, { region: "PE", startDate: "2026-01-01", endDate: "2026-12-01", ages: [30] }),
    ).toMatchObject({
      ok: false,
      reason: IMPOSSIBLE_TRIP_MESSAGES.tooLong(90),
    });
  });
});
