import { describe, expect, it } from "vitest";
import type { FlightOffer, ItineraryOption } from "#app/features/flights/flight-offer-types.ts";
import {
  applyFilters,
  emptyFilters,
  facetCounts,
  filterChips,
  parseResultView,
  resetFiltersParams,
  sortOffers,
  timeWindowOf,
  writeResultView,
  type ResultFilters,
  type ResultView,
} from "./result-view.ts";

const SEARCH =
  "tipo=0&origen=LIM&destino=CUZ&ida=2026-12-10&vuelta=2026-12-17&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES";

/** An option on 2026-12-10 leaving at `departure` ("hh:mm"), arriving at `arrival`; layovers make its stops. */
function option(
  id: string,
  departure: string,
  arrival: string,
  { durationMinutes = 80, layovers = [] as string[] } = {},
): ItineraryOption {
  return {
    id,
    segments: [],
    layovers: layovers.map((airport) => ({ airport, durationMinutes: 60, changeOfTerminal: false })),
    stops: layovers.length,
    durationMinutes,
    departureLocal: `2026-12-10T${departure}`,
    arrivalLocal: `2026-12-10T${arrival}`,
    arrivalDayOffset: 0,
    overnight: false,
    seatsLeft: 9,
  };
}

function offer(
  id: string,
  totalMinor: number,
  slices: ItineraryOption[][],
  { carriers = ["LA"], cabinBag = false, checkedBags = 0 } = {},
): FlightOffer {
  const [carrier = "LA"] = carriers;
  return {
    id,
    supplier: "test",
    expiresAt: "2026-12-01T00:00:00Z",
    validatingCarrier: carrier,
    carriers,
    slices: slices.map((options) => ({ origin: "LIM", destination: "CUZ", date: "2026-12-10", options })),
    fareFamily: {
      code: `${carrier}-LIGHT`,
      name: "Light",
      carrier,
      personalItem: true,
      cabinBag,
      checkedBags,
      checkedBagKg: 23,
      seatChoice: "paid",
      changes: { allowed: false },
      refund: { allowed: false },
    },
    price: {
      currency: "USD",
      perPassenger: [{ type: "ADT", count: 1, baseMinor: totalMinor, taxesMinor: 0, totalMinor }],
      taxes: [],
      serviceChargeMinor: 0,
      baseMinor: totalMinor,
      taxesMinor: 0,
      totalMinor,
    },
  };
}

const ids = (offers: FlightOffer[]) => offers.map((o) => o.id);
const optionIds = (offers: FlightOffer[]) => offers.map((o) => o.slices.map((s) => s.options.map((x) => x.id)));
const filters = (patch: Partial<ResultFilters>, sliceCount = 2): ResultFilters => ({
  ...emptyFilters(sliceCount),
  ...patch,
});
const view = (patch: Partial<ResultView> = {}, sliceCount = 2): ResultView => ({
  sort: "mejor",
  sortSlice: 0,
  filters: emptyFilters(sliceCount),
  currency: "USD",
  shown: 10,
  ...patch,
});
const parse = (query: string, sliceCount = 2) => parseResultView(new URLSearchParams(query), sliceCount);

// Round trips LIM-CUZ: direct LATAM, via AQP on Sky, via AQP and JUL on a two-carrier offer.
const direct = offer("direct", 30000, [[option("d1", "06:00", "07:20")], [option("d2", "18:00", "19:20")]], {
  cabinBag: true,
  checkedBags: 1,
});
const oneStop = offer(
  "oneStop",
  20000,
  [
    [option("o1", "05:59", "09:00", { durationMinutes: 181, layovers: ["AQP"] })],
    [option("o2", "12:00", "15:00", { durationMinutes: 180, layovers: ["AQP"] })],
  ],
  { carriers: ["H2"], cabinBag: true },
);
const twoStops = offer(
  "twoStops",
  15000,
  [
    [option("t1", "22:00", "23:59", { durationMinutes: 600, layovers: ["AQP", "JUL"] })],
    [option("t2", "08:00", "18:00", { durationMinutes: 600, layovers: ["JUL", "AQP"] })],
  ],
  { carriers: ["JA", "LA"], checkedBags: 2 },
);
const OFFERS = [direct, oneStop, twoStops];

describe("parseResultView / writeResultView", () => {
  it("defaults to the best sort in dollars, ten results and no filter", () => {
    expect(parse(SEARCH)).toEqual(view());
    expect(writeResultView(new URLSearchParams(SEARCH), view()).toString()).toBe(SEARCH);
  });

  it("round-trips a full view, keeping the search as it was and writing the view in a stable order", () => {
    const full = view({
      sort: "llegada-tarde",
      sortSlice: 1,
      currency: "PEN",
      shown: 30,
      filters: {
        stops: [0, 2],
        airlines: ["H2", "LA"],
        baggage: ["mano", "bodega"],
        minPriceMinor: 10000,
        maxPriceMinor: 25000,
        departureWindows: [["manana", "tarde"], []],
        arrivalWindows: [[], ["noche"]],
        maxDurationMinutes: 600,
        layoverAirports: ["AQP", "PTY"],
      },
    });
    const written = writeResultView(new URLSearchParams(`${SEARCH}&orden=barato&ver=20&utm_source=x`), full);
    expect(written.toString()).toBe(
      `${SEARCH}&utm_source=x&orden=llegada-tarde&orden_tramo=2&escalas=0&escalas=2&aerolinea=H2&aerolinea=LA` +
        "&equipaje=mano&equipaje=bodega&precio_min=100&precio_max=250&salida1=manana%2Ctarde&llegada2=noche" +
        "&duracion_max=10&escala_en=AQP&escala_en=PTY&moneda=PEN&ver=30",
    );
    expect(parseResultView(written, 2)).toEqual(full);
  });

  it("writes values deduplicated in a canonical order and returns a new object", () => {
    const params = new URLSearchParams(SEARCH);
    const written = writeResultView(
      params,
      view({ filters: filters({ stops: [2, 0, 2], airlines: ["LA", "AV"], departureWindows: [["noche", "manana"]] }) }),
    );
    expect(written).not.toBe(params);
    expect(params.toString()).toBe(SEARCH);
    expect(written.toString()).toBe(`${SEARCH}&escalas=0&escalas=2&aerolinea=AV&aerolinea=LA&salida1=manana%2Cnoche`);
  });

  it("omits orden_tramo for the first slice and for sorts that are not by time", () => {
    const write = (patch: Partial<ResultView>) => writeResultView(new URLSearchParams(), view(patch)).toString();
    expect(write({ sort: "salida-temprana", sortSlice: 0 })).toBe("orden=salida-temprana");
    expect(write({ sort: "barato", sortSlice: 1 })).toBe("orden=barato");
    expect(parse("orden=barato&orden_tramo=2").sortSlice).toBe(0);
  });

  it("ignores unknown and invalid values", () => {
    const parsed = parse(
      "orden=caro&orden_tramo=3&escalas=3&escalas=x&escalas=1&escalas=1&aerolinea=la&aerolinea=LAN&aerolinea=4M" +
        "&aerolinea=4M&equipaje=maleta&precio_min=-5&precio_max=12.5&salida1=manana,ayer,manana&salida3=noche" +
        "&llegada7=tarde&duracion_max=0&escala_en=pty&escala_en=PTY&escala_en=PTY1&moneda=EUR&ver=abc",
    );
    expect(parsed).toEqual(
      view({
        filters: filters({
          stops: [1],
          airlines: ["4M"],
          departureWindows: [["manana"], []],
          layoverAirports: ["PTY"],
        }),
      }),
    );
    expect(parse("orden=salida-tarde&orden_tramo=3").sortSlice).toBe(0);
    expect(parse("orden=salida-tarde&orden_tramo=0").sortSlice).toBe(0);
    expect(() => parseResultView(new URLSearchParams("salida1=manana"), -1)).not.toThrow();
  });

  it("drops a minimum price above the maximum and converts dollars and hours", () => {
    expect(parse("precio_min=300&precio_max=200").filters).toMatchObject({ minPriceMinor: null, maxPriceMinor: null });
    expect(parse("precio_min=200&precio_max=200&duracion_max=12").filters).toMatchObject({
      minPriceMinor: 20000,
      maxPriceMinor: 20000,
      maxDurationMinutes: 720,
    });
  });

  it("keeps ver a whole page between 10 and 200", () => {
    expect(parse("ver=20").shown).toBe(20);
    expect(parse("ver=25").shown).toBe(30);
    expect(parse("ver=5").shown).toBe(10);
    expect(parse("ver=0").shown).toBe(10);
    expect(parse("ver=5000").shown).toBe(200);
  });

  it("ignores windows of slices the search does not have", () => {
    expect(parse("salida1=noche&salida2=tarde&llegada2=madrugada", 1).filters).toMatchObject({
      departureWindows: [["noche"]],
      arrivalWindows: [[]],
    });
  });
});

describe("applyFilters", () => {
  it("combines stops with OR, counting 2 as 2 or more", () => {
    expect(ids(applyFilters(OFFERS, filters({ stops: [0] })))).toEqual(["direct"]);
    expect(ids(applyFilters(OFFERS, filters({ stops: [0, 2] })))).toEqual(["direct", "twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ stops: [1, 2] })))).toEqual(["oneStop", "twoStops"]);
  });

  it("keeps offers with one of the chosen airlines", () => {
    expect(ids(applyFilters(OFFERS, filters({ airlines: ["LA"] })))).toEqual(["direct", "twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ airlines: ["H2", "JA"] })))).toEqual(["oneStop", "twoStops"]);
    expect(applyFilters(OFFERS, filters({ airlines: ["AV"] }))).toEqual([]);
  });

  it("requires every chosen kind of baggage", () => {
    expect(ids(applyFilters(OFFERS, filters({ baggage: ["mano"] })))).toEqual(["direct", "oneStop"]);
    expect(ids(applyFilters(OFFERS, filters({ baggage: ["bodega"] })))).toEqual(["direct", "twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ baggage: ["mano", "bodega"] })))).toEqual(["direct"]);
  });

  it("filters the total price, bounds included", () => {
    expect(ids(applyFilters(OFFERS, filters({ minPriceMinor: 20000 })))).toEqual(["direct", "oneStop"]);
    expect(ids(applyFilters(OFFERS, filters({ maxPriceMinor: 20000 })))).toEqual(["oneStop", "twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ minPriceMinor: 15001, maxPriceMinor: 29999 })))).toEqual(["oneStop"]);
  });

  it("puts 06:00 in the morning and 05:59 before dawn", () => {
    expect(timeWindowOf("2026-12-10T05:59")).toBe("madrugada");
    expect(timeWindowOf("2026-12-10T06:00")).toBe("manana");
    expect(timeWindowOf("2026-12-10T12:00")).toBe("tarde");
    expect(timeWindowOf("2026-12-10T17:59")).toBe("tarde");
    expect(timeWindowOf("2026-12-10T18:00")).toBe("noche");
    expect(timeWindowOf("2026-12-10T23:59")).toBe("noche");
  });

  it("filters departure and arrival windows per slice", () => {
    expect(ids(applyFilters(OFFERS, filters({ departureWindows: [["manana"], []] })))).toEqual(["direct"]);
    expect(ids(applyFilters(OFFERS, filters({ departureWindows: [["madrugada", "noche"], []] })))).toEqual([
      "oneStop",
      "twoStops",
    ]);
    // The return slice: direct leaves 18:00, oneStop 12:00, twoStops 08:00.
    expect(ids(applyFilters(OFFERS, filters({ departureWindows: [[], ["tarde"]] })))).toEqual(["oneStop"]);
    expect(ids(applyFilters(OFFERS, filters({ arrivalWindows: [["noche"], ["noche"]] })))).toEqual(["twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ arrivalWindows: [[], ["tarde"]] })))).toEqual(["oneStop"]);
  });

  it("filters the duration of each option", () => {
    expect(ids(applyFilters(OFFERS, filters({ maxDurationMinutes: 180 })))).toEqual(["direct"]);
    expect(ids(applyFilters(OFFERS, filters({ maxDurationMinutes: 181 })))).toEqual(["direct", "oneStop"]);
  });

  it("keeps options with a layover at a chosen airport, never direct ones", () => {
    expect(ids(applyFilters(OFFERS, filters({ layoverAirports: ["AQP"] })))).toEqual(["oneStop", "twoStops"]);
    expect(ids(applyFilters(OFFERS, filters({ layoverAirports: ["JUL", "PTY"] })))).toEqual(["twoStops"]);
  });

  it("narrows each slice's options, drops offers left without options and never mutates", () => {
    const flexible = offer("flexible", 25000, [
      [
        option("f1", "06:30", "07:50"),
        option("f2", "09:00", "12:00", { layovers: ["AQP"] }),
        option("f3", "19:00", "20:20"),
      ],
      [option("f4", "10:00", "11:20"), option("f5", "20:00", "23:00", { layovers: ["AQP"] })],
    ]);
    const before = structuredClone(flexible);
    const result = applyFilters([flexible], filters({ stops: [0], departureWindows: [["manana", "tarde"], []] }));
    expect(optionIds(result)).toEqual([[["f1"], ["f4"]]]);
    expect(result[0]).not.toBe(flexible);
    expect(flexible).toEqual(before);
    expect(applyFilters([flexible], filters({ stops: [1], departureWindows: [["noche"], []] }))).toEqual([]);
    expect(applyFilters(OFFERS, emptyFilters(2))).toEqual(OFFERS);
  });
});

describe("facetCounts", () => {
  it("counts every value of a facet ignoring that facet's own selection", () => {
    const counts = facetCounts(OFFERS, filters({ stops: [0], airlines: ["LA"], baggage: ["bodega"] }));
    // Stops with the airline (direct, twoStops) and baggage (direct, twoStops) filters.
    expect(counts.stops).toEqual({ 0: 1, 1: 0, 2: 1 });
    // Airlines with the direct-only and checked-bag filters: only `direct` (LA) survives.
    expect(counts.airlines).toEqual([
      { code: "H2", count: 0, minTotalMinor: 20000 },
      { code: "JA", count: 0, minTotalMinor: 15000 },
      { code: "LA", count: 1, minTotalMinor: 30000 },
    ]);
    expect(counts.baggage).toEqual({ mano: 1, bodega: 1 });
    expect(counts.layoverAirports).toEqual([
      { code: "AQP", count: 0 },
      { code: "JUL", count: 0 },
    ]);
  });

  it("counts with no filter and gives the unfiltered ranges", () => {
    const counts = facetCounts(OFFERS, filters({ maxPriceMinor: 16000, maxDurationMinutes: 100 }));
    expect(counts.price).toEqual({ minMinor: 15000, maxMinor: 30000 });
    expect(counts.maxDurationMinutes).toBe(600);
    const all = facetCounts(OFFERS, emptyFilters(2));
    expect(all.stops).toEqual({ 0: 1, 1: 1, 2: 1 });
    expect(all.airlines).toEqual([
      { code: "H2", count: 1, minTotalMinor: 20000 },
      { code: "JA", count: 1, minTotalMinor: 15000 },
      { code: "LA", count: 2, minTotalMinor: 15000 },
    ]);
    expect(all.baggage).toEqual({ mano: 2, bodega: 2 });
    expect(all.layoverAirports).toEqual([
      { code: "AQP", count: 2 },
      { code: "JUL", count: 1 },
    ]);
  });

  it("answers nulls for no offers", () => {
    expect(facetCounts([], emptyFilters(1))).toEqual({
      stops: { 0: 0, 1: 0, 2: 0 },
      airlines: [],
      baggage: { mano: 0, bodega: 0 },
      layoverAirports: [],
      price: null,
      maxDurationMinutes: null,
    });
  });
});

describe("sortOffers", () => {
  const cheapA = offer("cheapA", 10000, [[option("a", "10:00", "11:00", { durationMinutes: 60 })]]);
  const cheapB = offer("cheapB", 10000, [[option("b", "07:00", "08:00", { durationMinutes: 60 })]]);
  const slowDirect = offer("slowDirect", 12000, [[option("s", "09:00", "11:30", { durationMinutes: 150 })]]);
  const viaAqp = offer("viaAqp", 8000, [[option("v", "05:00", "09:00", { durationMinutes: 240, layovers: ["AQP"] })]]);

  it("sorts by price, keeping ties in their order, in a new array", () => {
    const input = [slowDirect, cheapA, viaAqp, cheapB];
    expect(ids(sortOffers(input, "barato", 0))).toEqual(["viaAqp", "cheapA", "cheapB", "slowDirect"]);
    expect(ids(sortOffers([cheapB, cheapA], "barato", 0))).toEqual(["cheapB", "cheapA"]);
    expect(ids(input)).toEqual(["slowDirect", "cheapA", "viaAqp", "cheapB"]);
  });

  it("puts direct first for 'mejor', then price, then total duration", () => {
    const shortDirect = offer("shortDirect", 12000, [[option("x", "13:00", "14:00", { durationMinutes: 60 })]]);
    expect(ids(sortOffers([viaAqp, slowDirect, shortDirect, cheapA], "mejor", 0))).toEqual([
      "cheapA",
      "shortDirect",
      "slowDirect",
      "viaAqp",
    ]);
    // Stops are the least of each slice's options, summed over slices.
    expect(ids(sortOffers([twoStops, oneStop, direct], "mejor", 0))).toEqual(["direct", "oneStop", "twoStops"]);
  });

  it("sorts by total duration then price for 'rapido'", () => {
    expect(ids(sortOffers([viaAqp, slowDirect, cheapB, cheapA], "rapido", 0))).toEqual([
      "cheapB",
      "cheapA",
      "slowDirect",
      "viaAqp",
    ]);
  });

  it("sorts by the earliest or latest departure or arrival of the chosen slice, then price", () => {
    const early = offer("early", 9000, [[option("e", "06:00", "07:00")], [option("e2", "20:00", "21:00")]]);
    const late = offer("late", 9000, [
      [option("l1", "21:00", "22:00"), option("l2", "05:30", "06:30")],
      [option("l3", "07:00", "08:00")],
    ]);
    const sameDeparture = offer("sameDeparture", 8000, [
      [option("s1", "06:00", "09:00")],
      [option("s2", "07:00", "10:00")],
    ]);
    const input = [early, late, sameDeparture];
    expect(ids(sortOffers(input, "salida-temprana", 0))).toEqual(["late", "sameDeparture", "early"]);
    expect(ids(sortOffers(input, "salida-tarde", 0))).toEqual(["late", "sameDeparture", "early"]);
    expect(ids(sortOffers(input, "salida-temprana", 1))).toEqual(["sameDeparture", "late", "early"]);
    expect(ids(sortOffers(input, "salida-tarde", 1))).toEqual(["early", "sameDeparture", "late"]);
    expect(ids(sortOffers(input, "llegada-temprana", 0))).toEqual(["late", "early", "sameDeparture"]);
    expect(ids(sortOffers(input, "llegada-tarde", 1))).toEqual(["early", "sameDeparture", "late"]);
  });

  it("sorts each slice's options by departure", () => {
    const flexible = offer("flexible", 9000, [
      [option("c", "19:00", "20:00"), option("a", "06:00", "07:00"), option("b", "12:00", "13:00")],
    ]);
    expect(optionIds(sortOffers([flexible], "barato", 0))).toEqual([[["a", "b", "c"]]]);
    expect(flexible.slices[0]!.options.map((o) => o.id)).toEqual(["c", "a", "b"]);
  });
});

describe("filterChips and resetFiltersParams", () => {
  const query = `${SEARCH}&orden=barato&escalas=0&escalas=1&aerolinea=LA&equipaje=bodega&precio_max=250&salida2=manana,noche&duracion_max=10&escala_en=PTY&moneda=PEN&ver=30`;
  const params = new URLSearchParams(query);
  const chips = filterChips(params, parseResultView(params, 2), { LA: "LATAM Airlines" }, ["Ida", "Vuelta"]);
  const rest = (removed: string) => {
    const next = new URLSearchParams(query.replace(`&${removed}`, "").replace("&ver=30", ""));
    return next.toString();
  };

  it("labels each active filter value in Spanish", () => {
    expect(chips.map((chip) => chip.label)).toEqual([
      "Directo",
      "1 escala",
      "LATAM Airlines",
      "Equipaje de bodega",
      "Hasta US$\u00a0250",
      "Vuelta: salida Mañana",
      "Vuelta: salida Noche",
      "Duración máx. 10 h",
      "Escala en PTY",
    ]);
    expect(new Set(chips.map((chip) => chip.id)).size).toBe(chips.length);
  });

  it("removes only its own value and goes back to the first page", () => {
    const byId = Object.fromEntries(chips.map((chip) => [chip.id, chip.params]));
    expect(byId["escalas-0"]).toBe(rest("escalas=0"));
    expect(byId["aerolinea-LA"]).toBe(rest("aerolinea=LA"));
    expect(byId["precio_max"]).toBe(rest("precio_max=250"));
    expect(byId["escala_en-PTY"]).toBe(rest("escala_en=PTY"));
    expect(byId["salida2-manana"]).toBe(
      new URLSearchParams(query.replace("manana,", "").replace("&ver=30", "")).toString(),
    );
  });

  it("names airlines without a known name by code, slices without a label by number and shows a minimum price", () => {
    const labels = filterChips(
      new URLSearchParams("aerolinea=AV&precio_min=99&llegada3=tarde"),
      parseResultView(new URLSearchParams("aerolinea=AV&precio_min=99&llegada3=tarde"), 3),
      {},
      ["Tramo 1"],
    ).map((chip) => chip.label);
    expect(labels).toEqual(["AV", "Desde US$\u00a099", "Tramo 3: llegada Tarde"]);
  });

  it("resets every filter, keeping the search, the sort and the currency", () => {
    expect(resetFiltersParams(params)).toBe(`${SEARCH}&orden=barato&moneda=PEN`);
    expect(filterChips(new URLSearchParams(SEARCH), view(), {}, [])).toEqual([]);
  });
});
