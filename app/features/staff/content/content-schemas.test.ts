import { describe, expect, it } from "vitest";
import { limaInstant, limaLocalValue, PromoFormSchema } from "./content-schemas.ts";

const valid = {
  advertisementContent: "¡Cusco desde S/ 199!",
  startDate: "2026-12-01T00:00",
  endDate: "2026-12-24T23:59",
  active: "on",
  version: "",
};

describe("the promo strip form", () => {
  it("reads Lima times (UTC-5, no daylight saving) and back", () => {
    expect(limaInstant("2026-12-01T00:00").toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(limaLocalValue(new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01T00:00");
  });

  it("takes a text of 1 to 300 characters and an end after the start", () => {
    expect(PromoFormSchema.parse(valid).active).toBe(true);
    expect(PromoFormSchema.parse({ ...valid, active: "" }).active).toBe(false);
    const errors = (input: object) =>
      PromoFormSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(errors({ advertisementContent: "  " })).toEqual(["Escribe el texto de la franja"]);
    expect(errors({ advertisementContent: "x".repeat(301) })).toEqual(["El texto admite hasta 300 caracteres"]);
    expect(errors({ endDate: "2026-11-30T10:00" })).toEqual(["El fin debe ser posterior al inicio"]);
    expect(errors({ startDate: "mañana" })).toContain("Indica fecha y hora");
  });
});
