import { describe, expect, it } from "vitest";
import type { FlightSearch } from "#app/features/flights/flight-search-url.ts";
import type { CabinCounts } from "./fares.ts";
import { buildNetwork, type NetworkAirport, type ScheduledFlight } from "./network-types.ts";
import { ROUND_TRIP_PERCENT, type CountsLookup, type FamilyData, type FareData } from "./fare-quotes.ts";
import { buildOffers, candidateItineraries, searchSlices } from "./search-engine.ts";
import { priceSelection } from "./selection-pricing.ts";

const TODAY = "2026-11-26";
const DAY = "2027-01-13"; // a Wednesday, 48 days ahead: no outlet, plain advance price
const BACK = "2027-01-20";

const airport = (iata: string, countryCode: string, latitude: number, longitude: number): NetworkAirport => ({
  iata,
  countryCode,
  timeZone: countryCode === "ES" ? "Europe/Madrid" : "America/Lima",
  mctDomesticMinutes: 45,
  mctInternationalMinutes: 90,
  latitude,
  longitude,
});

let nextId = 0;
function flight(carrier: string, number: string, origin: string, destination: string, time: string, minutes: number) {
  nextId += 1;
  const scheduled: ScheduledFlight = {
    id: String(nextId),
    marketingCarrier: carrier,
    marketingFlightNumber: number,
    operatingCarrier: carrier,
    operatingFlightNumber: number,
    origin,
    destination,
    departureTime: time,
    durationMinutes: minutes,
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    validFrom: "2026-11-01",
    validTo: "2027-12-31",
    aircraft: "320",
    departureTerminal: null,
    arrivalTerminal: null,
  };
  return scheduled;
}

const family = (
  carrier: string,
  suffix: string,
  rank: number,
  pricePercent: number,
  checkedBags: number,
): FamilyData => ({
  code: `${carrier}-${suffix}`,
  name: suffix,
  carrier,
  rank,
  pricePercent,
  personalItem: true,
  cabinBag: true,
  checkedBags,
  checkedBagKg: 23,
  seatChoice: "paid",
  changes: { allowed: false },
  refund: { allowed: false },
});

function fixture(): FareData {
  const schedules = [
    flight("LA", "2021", "LIM", "CUZ", "08:00", 80),
    flight("LA", "2023", "LIM", "CUZ", "11:00", 80),
    flight("H2", "5201", "LIM", "CUZ", "09:00", 85),
    flight("LA", "2022", "CUZ", "LIM", "10:00", 80),
    flight("LA", "2024", "CUZ", "LIM", "18:00", 80),
    flight("H2", "5202", "CUZ", "LIM", "12:00", 85),
    flight("LA", "2101", "LIM", "AQP", "06:00", 90),
    flight("LA", "2061", "AQP", "CUZ", "08:30", 60),
  ];
  return {
    network: buildNetwork(
      [
        airport("LIM", "PE", -12.02, -77.11),
        airport("CUZ", "PE", -13.54, -71.94),
        airport("AQP", "PE", -16.34, -71.58),
      ],
      schedules,
      [],
    ),
    airlines: new Map([
      ["LA", { code: "LA", name: "LATAM Airlines", childPercent: 75, infantPercent: 10 }],
      ["H2", { code: "H2", name: "SKY Airline", childPercent: 100, infantPercent: 10 }],
    ]),
    aircraft: new Map([["320", { code: "320", name: "Airbus A320", seats: { 0: 100, 1: 0, 2: 0, 3: 0 } }]]),
    families: new Map([
      ["LA", [family("LA", "LIGHT", 1, 100, 0), family("LA", "PLUS", 2, 125, 1)]],
      ["H2", [family("H2", "ZERO", 1, 100, 0)]],
    ]),
    taxes: [{ kind: "domestic-percent", code: "IGV", name: "IGV (18%)", country: "PE", percent: 18 }],
    serviceChargeMinor: 1_500,
  };
}

/** Every flight-date 10% sold (bucket O), unless listed. */
const counts =
  (overrides: Record<string, CabinCounts> = {}): CountsLookup =>
  (scheduleId, date) =>
    overrides[`${scheduleId}@${date}`] ?? { capacity: 100, sold: 10, held: 0 };

const search = (overrides: Partial<FlightSearch> = {}): FlightSearch => ({
  tripType: 1,
  legs: [{ origin: "LIM", destination: "CUZ", date: DAY }],
  returnDate: null,
  adults: 1,
  children: 0,
  infants: 0,
  cabinClass: 0,
  language: "ES",
  ...overrides,
});

function offersFor(data: FareData, flightSearch: FlightSearch, lookup: CountsLookup = counts()) {
  return buildOffers(data, flightSearch, candidateItineraries(data.network, flightSearch), lookup, TODAY);
}

describe("the search engine", () => {
  it("groups the schedules that keep a price into one offer per airline and price, cheapest first", () => {
    const data = fixture();
    const offers = offersFor(data, search());
    const la = offers.filter((offer) => offer.validatingCarrier === "LA");
    // Both LA direct flights cost the same: one offer with two schedules; the LIM-AQP-CUZ connection costs more.
    expect(la[0]?.slices[0]?.options.map((option) => option.segments[0]?.marketingFlightNumber)).toEqual([
      "2021",
      "2023",
    ]);
    expect(la.some((offer) => offer.slices[0]?.options[0]?.stops === 1)).toBe(true);
    const totals = offers.map((offer) => offer.price.totalMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(offers[0]?.fareFamily.code).toMatch(/-(LIGHT|ZERO)$/);
  });

  it("raises the price when a flight fills and leaves it out when the party does not fit", () => {
    const data = fixture();
    const cheap = offersFor(data, search());
    const first = cheap.find((offer) => offer.validatingCarrier === "LA")?.slices[0]?.options[0];
    const key = first?.segments[0]?.id ?? "";
    const fuller = offersFor(data, search(), counts({ [key]: { capacity: 100, sold: 70, held: 0 } }));
    const option = fuller
      .flatMap((offer) => offer.slices[0]?.options ?? [])
      .find((candidate) => candidate.id === first?.id);
    expect(option?.segments[0]?.bookingClass).toBe("M");
    const full = offersFor(data, search({ adults: 2 }), counts({ [key]: { capacity: 100, sold: 99, held: 0 } }));
    expect(
      full.flatMap((offer) => offer.slices[0]?.options ?? []).some((candidate) => candidate.id === first?.id),
    ).toBe(false);
  });

  it("prices round trips as a whole on one airline, cheaper than two one-ways", () => {
    const data = fixture();
    const roundTrip = search({ tripType: 0, returnDate: BACK });
    expect(searchSlices(roundTrip).map((slice) => `${slice.origin}-${slice.destination}-${slice.date}`)).toEqual([
      `LIM-CUZ-${DAY}`,
      `CUZ-LIM-${BACK}`,
    ]);
    const offers = offersFor(data, roundTrip);
    for (const offer of offers) {
      const carriers = offer.slices.flatMap((slice) =>
        slice.options.map((option) => option.segments[0]?.marketingCarrier),
      );
      expect(new Set(carriers)).toEqual(new Set([offer.validatingCarrier]));
    }
    const out = offersFor(data, search()).find((offer) => offer.validatingCarrier === "H2");
    const back = offersFor(data, search({ legs: [{ origin: "CUZ", destination: "LIM", date: BACK }] })).find(
      (offer) => offer.validatingCarrier === "H2",
    );
    const both = offers.find((offer) => offer.validatingCarrier === "H2");
    const base = (out?.price.baseMinor ?? 0) + (back?.price.baseMinor ?? 0);
    expect(both?.price.baseMinor).toBe(Math.round((base * ROUND_TRIP_PERCENT) / 100));
  });

  it("charges children and infants their airline's share; infants pay no service charge", () => {
    const data = fixture();
    const [offer] = offersFor(data, search({ adults: 2, children: 1, infants: 1 })).filter(
      (candidate) => candidate.validatingCarrier === "LA",
    );
    const rows = Object.fromEntries(offer?.price.perPassenger.map((row) => [row.type, row]) ?? []);
    expect(rows.CHD?.baseMinor).toBe(Math.round(((rows.ADT?.baseMinor ?? 0) * 75) / 100));
    expect(rows.INF?.baseMinor).toBe(Math.round(((rows.ADT?.baseMinor ?? 0) * 10) / 100));
    expect(offer?.price.serviceChargeMinor).toBe(1_500 * 3);
    expect(offer?.price.taxes.map((tax) => tax.code)).toEqual(["IGV"]);
  });

  it("re-prices a selection in another family, and refuses ids of other flights", () => {
    const data = fixture();
    const offer = offersFor(data, search()).find((candidate) => candidate.validatingCarrier === "LA");
    const optionId = offer?.slices[0]?.options[0]?.id ?? "";
    const quote = priceSelection(data, search(), [optionId], "LA-PLUS", counts(), TODAY);
    expect(quote.status).toBe("available");
    if (quote.status !== "available") return;
    expect(quote.fareFamilies.map((option) => option.fareFamily.code)).toEqual(["LA-LIGHT", "LA-PLUS"]);
    expect(quote.price.baseMinor).toBe(Math.round(((offer?.price.baseMinor ?? 0) * 125) / 100));
    expect(priceSelection(data, search(), [optionId], "H2-ZERO", counts(), TODAY).status).toBe("not_found");
    const otherDay = search({ legs: [{ origin: "LIM", destination: "CUZ", date: BACK }] });
    expect(priceSelection(data, otherDay, [optionId], "LA-LIGHT", counts(), TODAY).status).toBe("not_found");
    expect(priceSelection(data, search(), ["999@2027-01-13"], "LA-LIGHT", counts(), TODAY).status).toBe("not_found");
    const [key] = optionId.split("_");
    const soldOut = counts({ [key ?? ""]: { capacity: 100, sold: 100, held: 0 } });
    expect(priceSelection(data, search(), [optionId], "LA-LIGHT", soldOut, TODAY).status).toBe("sold_out");
  });

  it("offers nothing in a cabin the aircraft does not have", () => {
    expect(offersFor(fixture(), search({ cabinClass: 2 }))).toEqual([]);
  });
});
