import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { INSURANCE_SEARCH_MESSAGES as M, makeInsuranceSearchSchema } from "./insurance-search-schemas.ts";
import { buildInsuranceResultsUrl, parseInsuranceResultsQuery, type InsuranceSearch } from "./insurance-search-url.ts";

const schema = makeInsuranceSearchSchema("2026-05-01");
const trip: InsuranceSearch = {
  region: "EU",
  departureDate: "2026-06-01",
  returnDate: "2026-06-15",
  ages: [35, 33, 6],
};

function errorsOf(search: InsuranceSearch) {
  const result = schema.safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

describe("travel insurance search", () => {
  it("puts the region, dates and ages in the results URL and reads them back", () => {
    const url = buildInsuranceResultsUrl(trip);
    expect(url).toBe("/resultados/seguros?destino=EU&salida=2026-06-01&regreso=2026-06-15&edades=35%2C33%2C6");
    expect(parseInsuranceResultsQuery(url.split("?")[1] ?? "")).toEqual(trip);
    expect(parseInsuranceResultsQuery("destino=EU&edades=a")).toBeNull();
    // The search form without JavaScript sends one `edades` per traveller.
    expect(
      parseInsuranceResultsQuery("destino=EU&salida=2026-06-01&regreso=2026-06-15&edades=35&edades=33&edades=6"),
    ).toEqual(trip);
  });

  it("accepts a national or international trip", () => {
    expect(errorsOf(trip)).toEqual({});
    expect(errorsOf({ ...trip, region: "PE", returnDate: "2026-06-01" })).toEqual({});
  });

  it("asks for the destination, the dates and every traveller's age", () => {
    expect(errorsOf({ region: "", departureDate: "", returnDate: "", ages: [null, 40] })).toEqual({
      region: M.region,
      departureDate: M.departureDate,
      returnDate: M.returnDate,
      "ages.0": M.age,
    });
    expect(errorsOf({ ...trip, region: "XX" })).toEqual({ region: M.region });
  });

  it("refuses a past departure, a return before it, and covers of more than a year", () => {
    expect(errorsOf({ ...trip, departureDate: "2026-04-01" })).toEqual({ departureDate: M.pastDate });
    expect(errorsOf({ ...trip, returnDate: "2026-05-30" })).toEqual({ returnDate: M.returnBeforeDeparture });
    expect(errorsOf({ ...trip, returnDate: "2027-06-01" })).toEqual({ returnDate: M.maxDays });
  });

  it("takes 1 to 5 travellers aged 0 to 99", () => {
    expect(errorsOf({ ...trip, ages: [] })).toEqual({ ages: M.travellers });
    expect(errorsOf({ ...trip, ages: Array.from({ length: 6 }, () => 30) })).toEqual({ ages: M.travellers });
    expect(errorsOf({ ...trip, ages: [100] })).toEqual({ "ages.0": M.age });
  });
});
