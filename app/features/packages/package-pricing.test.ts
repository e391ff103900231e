import { describe, expect, it } from "vitest";
import { describePackageCancellation, packagePenalty } from "./package-order-item.ts";
import { departurePrices, netOfIgv, packageLines, packageTotal, roomsProblem } from "./package-pricing.ts";

const prices = departurePrices(
  { singleMinor: 64_900, doubleMinor: 45_900, tripleMinor: 42_900, childMinor: 31_900, childMaxAge: 11 },
  4_000,
);
const rooms = [
  { adults: 2, childrenAges: [5] },
  { adults: 1, childrenAges: [] },
];
const tiers = [
  { daysBefore: 21, penaltyPercent: 0 },
  { daysBefore: 8, penaltyPercent: 30 },
  { daysBefore: 0, penaltyPercent: 100 },
];

describe("package prices", () => {
  it("prices each traveller by the room's occupancy plus the departure's supplement", () => {
    expect(packageTotal(prices, rooms)).toBe(2 * 49_900 + 35_900 + 68_900);
  });

  it("shows IGV within Peru as its own line, and the lines add up to the same total", () => {
    const lines = packageLines(prices, rooms, true);
    expect(lines.map((line) => line.code)).toEqual(["ADT_SINGLE", "ADT_DOUBLE", "CHD", "IGV"]);
    expect(lines[1]).toMatchObject({
      quantity: 2,
      unitMinor: netOfIgv(49_900),
      label: expect.stringMatching(/^2 adultos en habitación doble x US\$\s422\.88$/) as unknown,
    });
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(packageTotal(prices, rooms));
    expect(packageLines(prices, rooms, false).map((line) => line.code)).toEqual(["ADT_SINGLE", "ADT_DOUBLE", "CHD"]);
  });

  it("refuses rooms it cannot sell, and children past the age limit", () => {
    expect(roomsProblem([], 11)).toMatch(/Elige entre 1 y 4/);
    expect(roomsProblem([{ adults: 4, childrenAges: [] }], 11)).toMatch(/entre 1 y 3 adultos/);
    expect(roomsProblem([{ adults: 2, childrenAges: [12] }], 11)).toMatch(/hasta los 11 años/);
    expect(roomsProblem(rooms, 11)).toBeNull();
  });
});

describe("package cancellation", () => {
  it("keeps the tier's share of what was paid, and refuses once the trip began", () => {
    expect(packagePenalty(tiers, 100_000, "2027-03-30", "2027-03-01")).toMatchObject({ retainedMinor: 0 });
    expect(packagePenalty(tiers, 100_000, "2027-03-30", "2027-03-15")).toMatchObject({ retainedMinor: 30_000 });
    expect(packagePenalty(tiers, 100_000, "2027-03-30", "2027-03-25")).toMatchObject({ retainedMinor: 100_000 });
    expect(packagePenalty(tiers, 100_000, "2027-03-30", "2027-03-30").outcome).toBe("refuse");
  });

  it("says the tiers in dates", () => {
    expect(describePackageCancellation(tiers, "2027-03-30", "2027-03-01")).toEqual([
      "Sin penalidad del operador hasta el 9 de marzo.",
      "Del 10 de marzo al 22 de marzo se retiene el 30 % del paquete.",
      "Desde el 23 de marzo, o si no viajas, se retiene el 100 % del paquete.",
      "Si cancelas, la agencia retiene además su comisión: el 10 % de lo pagado.",
    ]);
  });
});
