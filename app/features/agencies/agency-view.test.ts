import { describe, expect, it } from "vitest";
import { filterAgencies, mapEmbedUrl, normalizeSearch } from "./agency-view.ts";

const AGENCIES = [
  { name: "Agencia San Isidro", address: "Av. Camino Real 456", city: "San Isidro" },
  { name: "Agencia Centro de Lima", address: "Jr. Camaná 780", city: "Cercado de Lima" },
  { name: "Agencia Arequipa", address: "Calle Mercaderes 214", city: "Arequipa" },
];

describe("branch search", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeSearch("  Jesús   MARÍA ")).toBe("jesus maria");
  });

  it("finds branches by street or district, every word having to match", () => {
    expect(filterAgencies(AGENCIES, "camana").map((agency) => agency.city)).toEqual(["Cercado de Lima"]);
    expect(filterAgencies(AGENCIES, "san isidro")).toHaveLength(1);
    expect(filterAgencies(AGENCIES, "calle mercaderes")).toHaveLength(1);
    expect(filterAgencies(AGENCIES, "lima")).toHaveLength(1);
    expect(filterAgencies(AGENCIES, "San Borja")).toEqual([]);
  });

  it("keeps every branch for an empty query", () => {
    expect(filterAgencies(AGENCIES, "   ")).toBe(AGENCIES);
  });
});

describe("map embed", () => {
  it("fills the coordinates and a bounding box around them", () => {
    const url = mapEmbedUrl("https://maps.example.org/embed?bbox={bbox}&marker={lat}%2C{lng}", -12.12618, -77.02695);
    expect(url).toBe(
      "https://maps.example.org/embed?bbox=-77.03295%2C-12.13018%2C-77.02095%2C-12.12218&marker=-12.12618%2C-77.02695",
    );
  });
});
