import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/utils/form-errors.ts";
import { makeStaySearchSchema, STAY_SEARCH_MESSAGES as M } from "./stay-search-schemas.ts";
import { buildStayResultsUrl, parseStayResultsQuery, type StaySearch } from "./stay-search-url.ts";

const schema = makeStaySearchSchema("2026-05-01");
const hotel: StaySearch = {
  product: "hoteles",
  origin: "",
  destination: "CUZ",
  startDate: "2026-05-10",
  endDate: "2026-05-14",
  rooms: [
    { adults: 2, childrenAges: [5, 8] },
    { adults: 1, childrenAges: [] },
  ],
};

function errorsOf(search: StaySearch) {
  const result = schema.safeParse(search);
  return result.success ? {} : fieldErrors(result.error);
}

describe("packages, hotels and flight+hotel URLs", () => {
  it("encodes rooms with adults and children's ages", () => {
    expect(buildStayResultsUrl(hotel)).toBe(
      "/resultados/hoteles?destino=CUZ&entrada=2026-05-10&salida=2026-05-14&habitacion=2-5-8&habitacion=1",
    );
    expect(buildStayResultsUrl({ ...hotel, product: "paquetes", rooms: [{ adults: 2, childrenAges: [] }] })).toBe(
      "/resultados/paquetes?destino=CUZ&salida=2026-05-10&regreso=2026-05-14&habitacion=2",
    );
    expect(
      buildStayResultsUrl({
        ...hotel,
        product: "vuelohotel",
        origin: "LIM",
        rooms: [{ adults: 1, childrenAges: [0] }],
      }),
    ).toBe("/resultados/vuelohotel?origen=LIM&destino=CUZ&ida=2026-05-10&vuelta=2026-05-14&habitacion=1-0");
  });

  it("reads back what it wrote", () => {
    for (const product of ["hoteles", "paquetes", "vuelohotel"] as const) {
      const search = { ...hotel, product, origin: product === "vuelohotel" ? "LIM" : "" };
      const query = buildStayResultsUrl(search).split("?")[1] ?? "";
      expect(parseStayResultsQuery(product, query)).toEqual(search);
    }
    expect(parseStayResultsQuery("hoteles", "destino=CUZ")).toBeNull();
    expect(parseStayResultsQuery("hoteles", "destino=CUZ&habitacion=2-x")).toBeNull();
  });
});

describe("packages, hotels and flight+hotel rules", () => {
  it("accepts a complete search", () => {
    expect(errorsOf(hotel)).toEqual({});
  });

  it("asks for destination, dates, and every child's age", () => {
    expect(
      errorsOf({ ...hotel, destination: "", startDate: "", endDate: "", rooms: [{ adults: 1, childrenAges: [null] }] }),
    ).toEqual({
      destination: M.destination,
      startDate: M.startDate,
      endDate: M.endDate,
      "rooms.0.childrenAges.0": M.childAge,
    });
  });

  it("needs at least one night, at most 30, and no past start", () => {
    expect(errorsOf({ ...hotel, endDate: "2026-05-10" })).toEqual({ endDate: M.endNotAfterStart });
    expect(errorsOf({ ...hotel, endDate: "2026-06-10" })).toEqual({ endDate: M.maxNights });
    expect(errorsOf({ ...hotel, startDate: "2026-04-30" })).toEqual({ startDate: M.pastDate });
  });

  it("allows 1 to 4 rooms", () => {
    expect(errorsOf({ ...hotel, rooms: [] })).toEqual({ rooms: M.rooms });
    const five = Array.from({ length: 5 }, () => ({ adults: 1, childrenAges: [] }));
    expect(errorsOf({ ...hotel, rooms: five })).toEqual({ rooms: M.rooms });
  });

  it("asks flight+hotel for a different origin and keeps flights to 9 travellers", () => {
    const trip = { ...hotel, product: "vuelohotel" as const };
    expect(errorsOf(trip)).toEqual({ origin: M.origin });
    expect(errorsOf({ ...trip, origin: "CUZ" })).toEqual({ destination: M.sameCity });
    const crowded = [
      { adults: 4, childrenAges: [3, 4] },
      { adults: 4, childrenAges: [] },
    ];
    expect(errorsOf({ ...trip, origin: "LIM", rooms: crowded })).toEqual({ rooms: M.total });
    expect(errorsOf({ ...hotel, rooms: crowded })).toEqual({});
  });
});
