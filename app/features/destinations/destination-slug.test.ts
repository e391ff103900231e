import { describe, expect, it } from "vitest";
import { destinationPath, MAX_SLUG_LENGTH, resolveSlug } from "./destination-slug.ts";

describe("resolveSlug", () => {
  it("treats an absent or blank slug as missing (the page redirects home)", () => {
    for (const raw of [undefined, null, "", "   "]) expect(resolveSlug(raw)).toEqual({ kind: "missing" });
  });

  it("accepts lowercase words joined by hyphens, forgiving case and surrounding spaces", () => {
    expect(resolveSlug("vuelos-baratos-a-cusco")).toEqual({ kind: "valid", slug: "vuelos-baratos-a-cusco" });
    expect(resolveSlug(" Vuelos-Baratos-A-Cusco ")).toEqual({ kind: "valid", slug: "vuelos-baratos-a-cusco" });
    expect(resolveSlug("vuelos-a-madrid-2026")).toEqual({ kind: "valid", slug: "vuelos-a-madrid-2026" });
  });

  it("rejects what no page can be called (no database query, straight to /404)", () => {
    for (const raw of [
      "vuelos baratos",
      "vuelos--dobles",
      "-inicio",
      "fin-",
      "cañón",
      "../etc/passwd",
      "a/b",
      "%20",
      "x".repeat(MAX_SLUG_LENGTH + 1),
    ]) {
      expect(resolveSlug(raw), raw).toEqual({ kind: "invalid" });
    }
    expect(resolveSlug("x".repeat(MAX_SLUG_LENGTH)).kind).toBe("valid");
  });

  it("builds the page path", () => {
    expect(destinationPath("vuelos-baratos-a-cusco")).toBe("/vuelos/vuelos-baratos-a-cusco");
  });
});
