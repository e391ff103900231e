import { describe, expect, it } from "vitest";
import { searchSummary } from "./search-summary.ts";

const cities: Record<string, string> = { LIM: "Lima", CUZ: "Cusco", AQP: "Arequipa" };
const cityOf = (iata: string) => cities[iata] ?? iata;
const form = {
  tripType: 0,
  legs: [{ origin: "LIM", destination: "CUZ", date: "2026-12-18" }],
  returnDate: "2026-12-25",
  adults: 2,
  children: 1,
  infants: 0,
  cabinClass: 0,
};

describe("searchSummary", () => {
  it("says the route, both dates, the travellers and the class of a round trip", () => {
    expect(searchSummary(form, cityOf)).toEqual({
      route: "Lima → Cusco",
      details: "vie. 18 dic. – vie. 25 dic. · 3 pasajeros · Económica",
    });
  });

  it("gives one date for a one-way trip and each flight's date for a multi-city search", () => {
    expect(searchSummary({ ...form, tripType: 1, adults: 1, children: 0, cabinClass: 2 }, cityOf).details).toBe(
      "vie. 18 dic. · 1 pasajero · Ejecutiva",
    );
    const multi = searchSummary(
      { ...form, tripType: 2, legs: [...form.legs, { origin: "CUZ", destination: "AQP", date: "2026-12-22" }] },
      cityOf,
    );
    expect(multi.route).toBe("Multidestino: 2 vuelos");
    expect(multi.details).toBe("vie. 18 dic., mar. 22 dic. · 3 pasajeros · Económica");
  });

  it("marks what a bad search left out", () => {
    expect(searchSummary({ ...form, legs: [{ origin: "LIM", destination: "", date: "" }] }, cityOf)).toEqual({
      route: "Lima → ?",
      details: "sin fecha – vie. 25 dic. · 3 pasajeros · Económica",
    });
  });
});
