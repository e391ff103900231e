import { describe, expect, it } from "vitest";
import type { ItineraryOption, Segment } from "#app/features/flights/flight-offer-types.ts";
import {
  deepLinkPrice,
  encodeSegments,
  optionMatches,
  parseDeepLink,
  parseSegments,
  type DeepLinkParams,
} from "./deep-link.ts";

const roundTrip: DeepLinkParams = {
  transactionId: "tx-8841",
  idGroup: "g1",
  segments: "LA2047-LIM-CUZ-20261210~LA2048-CUZ-LIM-20261217",
  flightType: "0",
  departureLocation: "LIM",
  arrivalLocation: "CUZ",
  departureDate: "2026-12-10",
  arrivalDate: "20261217",
  adults: "2",
  children: "1",
  infants: "0",
  flightClass: "0",
};

describe("booking deep link", () => {
  it("rebuilds the search and the flights of each slice", () => {
    const link = parseDeepLink({ ...roundTrip, upsellName: "Plus" });
    expect(link?.search).toEqual({
      tripType: 0,
      legs: [{ origin: "LIM", destination: "CUZ", date: "2026-12-10" }],
      returnDate: "2026-12-17",
      adults: 2,
      children: 1,
      infants: 0,
      cabinClass: 0,
      language: "ES",
    });
    expect(link?.slices).toEqual([
      [{ carrier: "LA", number: "2047", origin: "LIM", destination: "CUZ", date: "2026-12-10" }],
      [{ carrier: "LA", number: "2048", origin: "CUZ", destination: "LIM", date: "2026-12-17" }],
    ]);
    expect(link?.upsellName).toBe("Plus");
  });

  it("reads connections, one way and multi-city", () => {
    const connection = parseSegments("H24012-LIM-CUZ-20261210_H24090-CUZ-PEM-20261210");
    expect(connection?.[0]).toHaveLength(2);
    expect(parseSegments("H24012-LIM-CUZ-20261210_H24090-AQP-PEM-20261210")).toBeNull();
    const oneWay = parseDeepLink({
      ...roundTrip,
      flightType: "1",
      segments: "LA2047-LIM-CUZ-20261210",
      arrivalDate: "-",
    });
    expect(oneWay?.search.returnDate).toBeNull();
    const multi = parseDeepLink({
      ...roundTrip,
      flightType: "2",
      segments: "LA2047-LIM-CUZ-20261210~LA2101-CUZ-AQP-20261214",
      arrivalDate: "2026-12-14",
    });
    expect(multi?.search.legs).toEqual([
      { origin: "LIM", destination: "CUZ", date: "2026-12-10" },
      { origin: "CUZ", destination: "AQP", date: "2026-12-14" },
    ]);
  });

  it("refuses malformed or inconsistent links", () => {
    for (const bad of [
      { segments: "garbage" },
      { segments: "" },
      { segments: "LA2047-LIM-CUZ-20261210" },
      { segments: "LA2047-LIM-CUZ-2026121~LA2048-CUZ-LIM-20261217" },
      { departureLocation: "AQP" },
      { departureDate: "2026-12-11" },
      { arrivalDate: "2026-12-18" },
      { flightType: "7" },
      { adults: "x" },
      { flightClass: "Z" },
      { transactionId: "<script>" },
      { upsellName: "Plus<>" },
      { segments: "LA1-LIM-CUZ-20261210~".repeat(40) },
    ]) {
      expect(parseDeepLink({ ...roundTrip, ...bad }), JSON.stringify(bad)).toBeNull();
    }
  });

  it("matches an offer's schedule and encodes one back", () => {
    const segment = (number: string, origin: string, destination: string, day: string): Segment =>
      ({
        marketingCarrier: "LA",
        marketingFlightNumber: number,
        origin,
        destination,
        departureLocal: `${day}T06:15`,
      }) as Segment;
    const outbound = { segments: [segment("2047", "LIM", "CUZ", "2026-12-10")] } as ItineraryOption;
    const inbound = { segments: [segment("2048", "CUZ", "LIM", "2026-12-17")] } as ItineraryOption;
    const link = parseDeepLink(roundTrip);
    expect(link && optionMatches(outbound, link.slices[0] ?? [])).toBe(true);
    expect(link && optionMatches(inbound, link.slices[0] ?? [])).toBe(false);
    expect(encodeSegments([outbound, inbound])).toBe(roundTrip.segments);
  });
});

describe("the partner's shown price (?precio=)", () => {
  it("reads dollars with up to two decimals as cents, and ignores anything else", () => {
    expect(deepLinkPrice("123.78")).toBe(12_378);
    expect(deepLinkPrice("123.7")).toBe(12_370);
    expect(deepLinkPrice("96")).toBe(9_600);
    for (const bad of [null, "", "12,50", "-5", "1.234", "1e3", "99999999"]) expect(deepLinkPrice(bad)).toBeUndefined();
  });
});
