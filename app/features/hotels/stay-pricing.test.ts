import { describe, expect, it } from "vitest";
import type { ChildBand, RatePlanTerms, RoomNight } from "./hotel-types.ts";
import {
  childNightPrice,
  occupancyPrice,
  paysIgv,
  priceStay,
  roomNightPrice,
  stayAmounts,
  taxExplanation,
} from "./stay-pricing.ts";

const row = (night: string, doubleMinor = 10000): RoomNight => ({
  night,
  allotment: 5,
  sold: 0,
  held: 0,
  stopSell: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: 1,
  maxStay: 30,
  releaseDays: 0,
  singleMinor: 8500,
  doubleMinor,
  tripleMinor: 13000,
});
const bands: ChildBand[] = [
  { fromAge: 0, toAge: 2, percentOfAdult: 0 },
  { fromAge: 3, toAge: 11, percentOfAdult: 50 },
  { fromAge: 12, toAge: 17, percentOfAdult: 100 },
];
const roomOnly: RatePlanTerms = {
  board: "room_only",
  boardPerGuestMinor: 0,
  discountPercent: 0,
  refundable: true,
  cancellationTiers: [],
};

describe("prices by occupancy", () => {
  it("prices one, two, three and four adults from the night's row", () => {
    expect(occupancyPrice(row("2027-01-10"), 1)).toBe(8500);
    expect(occupancyPrice(row("2027-01-10"), 2)).toBe(10000);
    expect(occupancyPrice(row("2027-01-10"), 3)).toBe(13000);
    expect(occupancyPrice(row("2027-01-10"), 4)).toBe(16000);
    expect(occupancyPrice({ singleMinor: null, doubleMinor: 10000, tripleMinor: null }, 1)).toBe(10000);
    expect(occupancyPrice({ singleMinor: null, doubleMinor: 10000, tripleMinor: null }, 3)).toBe(13000);
  });

  it("prices children by age band: babies free, 3 to 11 half an extra adult, 12 to 17 a whole one", () => {
    expect(childNightPrice(bands, 1, 10000)).toBe(0);
    expect(childNightPrice(bands, 7, 10000)).toBe(1500);
    expect(childNightPrice(bands, 14, 10000)).toBe(3000);
  });

  it("takes the plan's discount off the room and adds the board for every guest aged 3 or more", () => {
    const plan: RatePlanTerms = { ...roomOnly, board: "breakfast", boardPerGuestMinor: 1200, discountPercent: 10 };
    // (10000 + 1500 + 0) - 10% = 10350; board for 2 adults and the child of 7.
    expect(roomNightPrice(row("2027-01-10"), { adults: 2, childrenAges: [7, 1] }, plan, bands)).toBe(10350 + 3 * 1200);
  });

  it("adds every night and every room of the stay", () => {
    const price = priceStay(
      [row("2027-01-10"), row("2027-01-11", 12000)],
      [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [] },
      ],
      roomOnly,
      bands,
    );
    expect(price.nights).toEqual([
      { night: "2027-01-10", amountMinor: 18500 },
      { night: "2027-01-11", amountMinor: 20500 },
    ]);
    expect(price.netMinor).toBe(39000);
  });
});

describe("IGV", () => {
  it("adds 18% per night to hotels in Peru and nothing abroad", () => {
    expect(stayAmounts([10000, 10000], true)).toEqual({
      nights: 2,
      perNightNetMinor: 10000,
      perNightIgvMinor: 1800,
      perNightMinor: 11800,
      netMinor: 20000,
      igvMinor: 3600,
      totalMinor: 23600,
      exemptTotalMinor: 20000,
      igvApplies: true,
      averaged: false,
    });
    expect(stayAmounts([10000], false)).toMatchObject({ perNightMinor: 10000, totalMinor: 10000, igvMinor: 0 });
  });
});

describe("the nightly price and the total multiply out", () => {
  it("prices three equal nights of US$ 230.32 at US$ 271.78 a night and US$ 815.34 in all", () => {
    // IGV on the stay's sum would give 815.33, which no nightly figure times 3 can show.
    const amounts = stayAmounts([23032, 23032, 23032], true);
    expect(amounts.perNightMinor).toBe(27178);
    expect(amounts.totalMinor).toBe(81534);
    expect(amounts.averaged).toBe(false);
  });

  it("averages nights of different prices, half a cent up, and says so", () => {
    const amounts = stayAmounts([20000, 22001, 24000], true);
    // (20000 + 22001 + 24000) / 3 = 22000.33 -> 22000; IGV 3960.
    expect(amounts).toMatchObject({ perNightNetMinor: 22000, perNightMinor: 25960, totalMinor: 77880 });
    expect(amounts.averaged).toBe(true);
    expect(stayAmounts([10001, 10002], false).perNightNetMinor).toBe(10002);
  });

  it("keeps nights x the nightly price equal to the total for any stay", () => {
    for (let nights = 1; nights <= 14; nights += 1) {
      const nightly = Array.from({ length: nights }, (_, index) => 15_000 + ((index * 7919) % 3301));
      for (const igv of [true, false]) {
        const amounts = stayAmounts(nightly, igv);
        expect(amounts.perNightMinor * nights).toBe(amounts.totalMinor);
        expect(amounts.perNightNetMinor * nights).toBe(amounts.exemptTotalMinor);
        expect(amounts.netMinor + amounts.igvMinor).toBe(amounts.totalMinor);
        const exact = nightly.reduce((sum, amount) => sum + amount, 0);
        expect(Math.abs(amounts.netMinor - exact)).toBeLessThanOrEqual(nights / 2);
      }
    }
  });

  describe("IGV exemption", () => {
    it("exempts foreign tourists with the migration card for up to 59 days", () => {
      expect(paysIgv({ resident: true, daysInPeru: 3, hasMigrationCard: false })).toBe(true);
      expect(paysIgv({ resident: false, daysInPeru: 59, hasMigrationCard: true })).toBe(false);
      expect(paysIgv({ resident: false, daysInPeru: 60, hasMigrationCard: true })).toBe(true);
      expect(paysIgv({ resident: false, daysInPeru: 5, hasMigrationCard: false })).toBe(true);
    });

    it("explains the tax in plain Spanish before payment", () => {
      expect(taxExplanation("PE").join(" ")).toMatch(/IGV \(18%\).*pasaporte y tu Tarjeta Andina de Migración/);
      expect(taxExplanation("DO").join(" ")).toMatch(/no se cobra IGV/);
    });
  });
});
