import { describe, expect, it } from "vitest";
import type { RoomNight } from "./hotel-types.ts";
import { checkStay, fitsRoomType, stayNights } from "./stay-rules.ts";

const night = (date: string, patch: Partial<RoomNight> = {}): RoomNight => ({
  night: date,
  allotment: 5,
  sold: 0,
  held: 0,
  stopSell: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: 1,
  maxStay: 30,
  releaseDays: 0,
  singleMinor: 8000,
  doubleMinor: 10000,
  tripleMinor: 13000,
  ...patch,
});
const stay = { checkIn: "2027-01-10", checkOut: "2027-01-13", rooms: 1, today: "2027-01-01" };
const rows = (patch: (date: string) => Partial<RoomNight> = () => ({})) =>
  ["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13"].map((date) => night(date, patch(date)));

describe("night-by-night availability", () => {
  it("lists the nights from check-in to the night before check-out", () => {
    expect(stayNights("2027-01-30", "2027-02-02")).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
  });

  it("sells a stay whose every night is open", () => {
    expect(checkStay(rows(), stay)).toEqual({ ok: true });
  });

  it("refuses the whole stay when one night is on stop-sell or missing", () => {
    expect(
      checkStay(
        rows((d) => ({ stopSell: d === "2027-01-11" })),
        stay,
      ),
    ).toEqual({
      ok: false,
      reason: "No hay habitaciones a la venta la noche del 11 de enero.",
    });
    expect(
      checkStay(
        rows().filter((row) => row.night !== "2027-01-12"),
        stay,
      ).ok,
    ).toBe(false);
  });

  it("refuses a night with fewer free rooms than asked, counting sold and held", () => {
    const full = rows((d) => (d === "2027-01-12" ? { sold: 3, held: 1 } : {}));
    expect(checkStay(full, stay).ok).toBe(true);
    expect(checkStay(full, { ...stay, rooms: 2 })).toEqual({
      ok: false,
      reason: "No quedan habitaciones libres la noche del 12 de enero.",
    });
  });

  it("ignores the check-out day's stop-sell but honours its closed-to-departure", () => {
    expect(
      checkStay(
        rows((d) => ({ stopSell: d === "2027-01-13" })),
        stay,
      ).ok,
    ).toBe(true);
    expect(
      checkStay(
        rows((d) => ({ closedToDeparture: d === "2027-01-13" })),
        stay,
      ),
    ).toEqual({
      ok: false,
      reason: "El hotel no permite salidas el 13 de enero en esta habitación.",
    });
  });

  it("closes arrival on a closed-to-arrival night only when the stay starts on it", () => {
    expect(
      checkStay(
        rows((d) => ({ closedToArrival: d === "2027-01-10" })),
        stay,
      ).ok,
    ).toBe(false);
    expect(
      checkStay(
        rows((d) => ({ closedToArrival: d === "2027-01-11" })),
        stay,
      ).ok,
    ).toBe(true);
  });

  it("applies the arrival night's minimum and maximum stay", () => {
    expect(
      checkStay(
        rows(() => ({ minStay: 4 })),
        stay,
      ),
    ).toEqual({
      ok: false,
      reason: "Llegando el 10 de enero, la estadía mínima es de 4 noches.",
    });
    expect(
      checkStay(
        rows(() => ({ minStay: 3 })),
        stay,
      ).ok,
    ).toBe(true);
    expect(
      checkStay(
        rows(() => ({ maxStay: 2, minStay: 1 })),
        stay,
      ).ok,
    ).toBe(false);
  });

  it("stops selling a night inside its release days", () => {
    expect(
      checkStay(
        rows(() => ({ releaseDays: 9 })),
        stay,
      ).ok,
    ).toBe(true);
    expect(
      checkStay(
        rows(() => ({ releaseDays: 10 })),
        stay,
      ),
    ).toEqual({
      ok: false,
      reason: "Esta habitación se reserva con al menos 10 días de anticipación.",
    });
  });
});

describe("occupancy", () => {
  const limits = { maxAdults: 2, maxChildren: 1, maxGuests: 3 };
  it("fits each room within the adults, children and guests of the room type", () => {
    expect(fitsRoomType(limits, [{ adults: 2, childrenAges: [5] }])).toBe(true);
    expect(fitsRoomType(limits, [{ adults: 3, childrenAges: [] }])).toBe(false);
    expect(fitsRoomType(limits, [{ adults: 1, childrenAges: [1, 4] }])).toBe(false);
    expect(fitsRoomType({ ...limits, maxChildren: 2, maxGuests: 3 }, [{ adults: 2, childrenAges: [1, 4] }])).toBe(
      false,
    );
  });
});
