import { describe, expect, it } from "vitest";
import { addDays } from "#app/utils/dates.ts";
import type { CabinCounts } from "./fares.ts";
import {
  carrierRoutes,
  LOWEST_FARE_LEAD_DAYS,
  lowestFareDates,
  planConnections,
  planLowestFares,
  priceLowestFares,
  roundTripSearch,
} from "./lowest-fares.ts";
import { buildNetwork, type NetworkAirport, type ScheduledFlight } from "./network-types.ts";
import type { CountsLookup, FareData } from "./fare-quotes.ts";
import { buildOffers, candidateItineraries, flightDateKeys } from "./search-engine.ts";

const TODAY = "2026-11-26";

const airport = (iata: string, latitude: number, longitude: number): NetworkAirport => ({
  iata,
  countryCode: "PE",
  timeZone: "America/Lima",
  mctDomesticMinutes: 45,
  mctInternationalMinutes: 90,
  latitude,
  longitude,
});

let nextId = 0;
function flight(carrier: string, origin: string, destination: string, time: string): ScheduledFlight {
  nextId += 1;
  return {
    id: String(nextId),
    marketingCarrier: carrier,
    marketingFlightNumber: String(1000 + nextId),
    operatingCarrier: carrier,
    operatingFlightNumber: String(1000 + nextId),
    origin,
    destination,
    departureTime: time,
    durationMinutes: 80,
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    validFrom: "2026-11-01",
    validTo: "2027-12-31",
    aircraft: "320",
    departureTerminal: null,
    arrivalTerminal: null,
  };
}

const family = (carrier: string, suffix: string, rank: number, pricePercent: number) => ({
  code: `${carrier}-${suffix}`,
  name: suffix,
  carrier,
  rank,
  pricePercent,
  personalItem: true,
  cabinBag: true,
  checkedBags: rank - 1,
  checkedBagKg: 23,
  seatChoice: "paid" as const,
  changes: { allowed: false as const },
  refund: { allowed: false as const },
});

function fixture(): FareData {
  return {
    network: buildNetwork(
      [airport("LIM", -12.02, -77.11), airport("CUZ", -13.54, -71.94), airport("AQP", -16.34, -71.58)],
      [
        flight("LA", "LIM", "CUZ", "08:00"),
        flight("LA", "LIM", "CUZ", "11:00"),
        flight("LA", "CUZ", "LIM", "10:00"),
        flight("H2", "LIM", "CUZ", "09:00"),
        flight("H2", "CUZ", "LIM", "12:00"),
        flight("LA", "LIM", "AQP", "06:00"),
      ],
      [],
    ),
    airlines: new Map([
      ["LA", { code: "LA", name: "Aerolínea Demo", childPercent: 75, infantPercent: 10 }],
      ["H2", { code: "H2", name: "Otra Demo", childPercent: 100, infantPercent: 10 }],
    ]),
    aircraft: new Map([["320", { code: "320", name: "Airbus A320", seats: { 0: 100, 1: 0, 2: 0, 3: 0 } }]]),
    families: new Map([
      ["LA", [family("LA", "LIGHT", 1, 100), family("LA", "PLUS", 2, 125)]],
      ["H2", [family("H2", "ZERO", 1, 100)]],
    ]),
    taxes: [{ kind: "domestic-percent", code: "IGV", name: "IGV (18%)", country: "PE", percent: 18 }],
    serviceChargeMinor: 1_500,
  };
}

/** Every flight-date 10% sold (bucket O) unless listed. */
const counts =
  (overrides: Record<string, CabinCounts> = {}): CountsLookup =>
  (scheduleId, date) =>
    overrides[`${scheduleId}@${date}`] ?? { capacity: 100, sold: 10, held: 0 };

describe("an airline's lowest round trip per route", () => {
  it("lists the airline's non-stop routes, each direction once, and no other airline's", () => {
    expect(carrierRoutes(fixture(), "LA").map((route) => `${route.origin}-${route.destination}`)).toEqual([
      "CUZ-LIM",
      "LIM-AQP",
      "LIM-CUZ",
    ]);
    expect(carrierRoutes(fixture(), "XX")).toEqual([]);
  });

  it("looks at a week of departures two weeks ahead with a one-week stay", () => {
    const dates = lowestFareDates(TODAY);
    expect(dates).toHaveLength(7);
    expect(dates[0]).toEqual({ departureDate: addDays(TODAY, LOWEST_FARE_LEAD_DAYS), returnDate: addDays(TODAY, 21) });
    expect(new Set(dates.map((pair) => new Date(`${pair.departureDate}T12:00:00Z`).getUTCDay())).size).toBe(7);
  });

  it("is the cheapest offer of that airline the linked search finds", () => {
    const data = fixture();
    const route = { carrier: "LA", origin: "LIM", destination: "CUZ" };
    const plan = planLowestFares(data, [route], TODAY);
    const [lowest] = priceLowestFares(data, plan, counts(), TODAY);
    if (!lowest) throw new Error("no fare");
    const search = roundTripSearch(route, lowest.departureDate, lowest.returnDate);
    const offers = buildOffers(data, search, candidateItineraries(data.network, search), counts(), TODAY);
    const cheapestOfAirline = offers.find((offer) => offer.validatingCarrier === "LA");
    expect(lowest.totalMinor).toBe(cheapestOfAirline?.price.totalMinor);
    // No other date of the window is cheaper for this airline.
    for (const pair of lowestFareDates(TODAY)) {
      const other = roundTripSearch(route, pair.departureDate, pair.returnDate);
      const found = buildOffers(data, other, candidateItineraries(data.network, other), counts(), TODAY).find(
        (offer) => offer.validatingCarrier === "LA",
      );
      expect(found?.price.totalMinor).toBeGreaterThanOrEqual(lowest.totalMinor);
    }
  });

  it("prices from current seat counts: a full cheap bucket raises the fare", () => {
    const data = fixture();
    const route = { carrier: "H2", origin: "LIM", destination: "CUZ" };
    const plan = planLowestFares(data, [route], TODAY);
    const [open] = priceLowestFares(data, plan, counts(), TODAY);
    const fuller: Record<string, CabinCounts> = {};
    for (const key of flightDateKeys(planConnections(plan))) {
      fuller[`${key.scheduleId}@${key.date}`] = { capacity: 100, sold: 50, held: 0 };
    }
    const [filled] = priceLowestFares(data, plan, counts(fuller), TODAY);
    expect(filled?.totalMinor).toBeGreaterThan(open?.totalMinor ?? Infinity);
  });

  it("leaves out a route the airline cannot sell as a round trip (no flight back, or sold out)", () => {
    const data = fixture();
    const oneWayOnly = { carrier: "LA", origin: "LIM", destination: "AQP" };
    expect(priceLowestFares(data, planLowestFares(data, [oneWayOnly], TODAY), counts(), TODAY)).toEqual([]);
    const route = { carrier: "H2", origin: "LIM", destination: "CUZ" };
    const plan = planLowestFares(data, [route], TODAY);
    const full: Record<string, CabinCounts> = {};
    for (const key of flightDateKeys(planConnections(plan))) {
      full[`${key.scheduleId}@${key.date}`] = { capacity: 100, sold: 100, held: 0 };
    }
    expect(priceLowestFares(data, plan, counts(full), TODAY)).toEqual([]);
  });
});
