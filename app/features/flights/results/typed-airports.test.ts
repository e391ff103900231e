import { describe, expect, it } from "vitest";
import { resolveTypedAirport, withTypedAirports } from "./typed-airports.ts";

const AIRPORTS = [
  { iata: "LIM", city: "Lima" },
  { iata: "CUZ", city: "Cusco" },
  { iata: "SAO", city: "São Paulo" },
  { iata: "GRU", city: "São Paulo" },
];

describe("airports typed in a search without JavaScript", () => {
  it("reads a code, a label with its code, or a city with one airport (case and accents ignored)", () => {
    expect(resolveTypedAirport("cuz", AIRPORTS)).toBe("CUZ");
    expect(resolveTypedAirport(" Cusco (CUZ), Perú ", AIRPORTS)).toBe("CUZ");
    expect(resolveTypedAirport("cúsco", AIRPORTS)).toBe("CUZ");
    expect(resolveTypedAirport("Lima, Perú", AIRPORTS)).toBe("LIM");
  });

  it("finds nothing for an unknown name, an unknown code or a city with two airports", () => {
    expect(resolveTypedAirport("Cuzko", AIRPORTS)).toBeNull();
    expect(resolveTypedAirport("XYZ", AIRPORTS)).toBeNull();
    expect(resolveTypedAirport("Sao Paulo", AIRPORTS)).toBeNull();
  });

  it("rewrites the query only when something was typed and every name was found", () => {
    const query = new URLSearchParams("tipo=0&origen=LIM&destino=cusco&ida=2026-12-10");
    expect(withTypedAirports(query, AIRPORTS)?.toString()).toBe("tipo=0&origen=LIM&destino=CUZ&ida=2026-12-10");
    expect(withTypedAirports(new URLSearchParams("origen=LIM&destino=CUZ"), AIRPORTS)).toBeNull();
    expect(withTypedAirports(new URLSearchParams("origen=lima&destino=Cuzko"), AIRPORTS)).toBeNull();
  });
});
