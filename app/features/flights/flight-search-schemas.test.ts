import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { FLIGHT_SEARCH_MESSAGES as M, makeFlightSearchSchema } from "./flight-search-schemas.ts";
import type { FlightSearch } from "./flight-search-url.ts";
import { passengerLimits, withAdults } from "./passengers-field.tsx";

const TODAY = "2026-05-01";
const schema = makeFlightSearchSchema(TODAY);

const valid: FlightSearch = {
  tripType: 0,
  legs: [{ origin: "LIM", destination: "CUZ", date: "2026-05-10" }],
  returnDate: "2026-05-17",
  adults: 1,
  children: 0,
  infants: 0,
  cabinClass: 0,
  language: "ES",
};

function errorsOf(search: FlightSearch) {
  const result = schema.safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

describe("flight search rules", () => {
  it("accepts a complete round trip, a same-day return and a one-way trip", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, returnDate: "2026-05-10" })).toEqual({});
    expect(errorsOf({ ...valid, tripType: 1, returnDate: null })).toEqual({});
  });

  it("asks for origin, destination and dates", () => {
    expect(errorsOf({ ...valid, legs: [{ origin: "", destination: "", date: "" }], returnDate: "" })).toEqual({
      "legs.0.origin": M.origin,
      "legs.0.destination": M.destination,
      "legs.0.date": M.departureDate,
      returnDate: M.returnDate,
    });
  });

  it("refuses past dates, a return before the departure and the same city", () => {
    expect(errorsOf({ ...valid, legs: [{ origin: "LIM", destination: "CUZ", date: "2026-04-30" }] })).toMatchObject({
      "legs.0.date": M.pastDate,
    });
    expect(errorsOf({ ...valid, returnDate: "2026-05-09" })).toEqual({ returnDate: M.returnBeforeDeparture });
    expect(errorsOf({ ...valid, legs: [{ origin: "LIM", destination: "LIM", date: "2026-05-10" }] })).toEqual({
      "legs.0.destination": M.sameCity,
    });
  });

  it("takes 2 to 6 multi-city flights in date order", () => {
    const leg = (origin: string, destination: string, date: string) => ({ origin, destination, date });
    const multi = { ...valid, tripType: 2 as const, returnDate: null };
    expect(errorsOf({ ...multi, legs: [leg("LIM", "CUZ", "2026-05-10"), leg("CUZ", "AQP", "2026-05-12")] })).toEqual(
      {},
    );
    expect(errorsOf({ ...multi, legs: [leg("LIM", "CUZ", "2026-05-10")] })).toEqual({ legs: M.legCount });
    expect(errorsOf({ ...multi, legs: [leg("LIM", "CUZ", "2026-05-10"), leg("CUZ", "AQP", "2026-05-08")] })).toEqual({
      "legs.1.date": M.legOrder,
    });
    const seven = Array.from({ length: 7 }, (_, index) => leg("LIM", "CUZ", `2026-05-1${index}`));
    expect(schema.safeParse({ ...multi, legs: seven }).success).toBe(false);
  });

  it("applies the passenger rules: 1-9 adults, up to 8 children, infants <= adults, 9 in total", () => {
    expect(errorsOf({ ...valid, adults: 0 })).toMatchObject({ adults: M.adults });
    expect(errorsOf({ ...valid, adults: 2, infants: 3 })).toEqual({ infants: M.infants });
    expect(errorsOf({ ...valid, adults: 5, children: 3, infants: 2 })).toEqual({ passengers: M.total });
    expect(errorsOf({ ...valid, adults: 1, children: 9 })).toMatchObject({ children: M.children });
    expect(errorsOf({ ...valid, adults: 4, children: 3, infants: 2 })).toEqual({});
  });

  it("rejects unknown fields", () => {
    expect(schema.safeParse({ ...valid, promo: "x" }).success).toBe(false);
  });
});

describe("passenger counters", () => {
  it("caps each counter by the others", () => {
    expect(passengerLimits({ adults: 1, children: 0, infants: 0 })).toEqual({
      adults: { min: 1, max: 9 },
      children: { min: 0, max: 8 },
      infants: { min: 0, max: 1 },
    });
    expect(passengerLimits({ adults: 4, children: 3, infants: 2 })).toEqual({
      adults: { min: 1, max: 4 },
      children: { min: 0, max: 3 },
      infants: { min: 0, max: 2 },
    });
  });

  it("lowers infants with the adults", () => {
    expect(withAdults({ adults: 3, children: 0, infants: 3 }, 2)).toEqual({ adults: 2, children: 0, infants: 2 });
  });
});
