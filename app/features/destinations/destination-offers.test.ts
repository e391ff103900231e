import { describe, expect, it } from "vitest";
import { parseFlightResultsQuery } from "#app/features/flights/index.ts";
import {
  canToggleOffers,
  DESTINATION_OFFERS_COLLAPSED,
  DESTINATION_OFFERS_MAX,
  offerSearchUrl,
  toOfferViews,
  visibleOffers,
} from "./destination-offers.ts";
import type { DestinationFlightOffer } from "./last-searches-schemas.ts";

const offer = (index: number): DestinationFlightOffer => ({
  origin: "Lima",
  originCode: "LIM",
  destination: "Cusco",
  destinationCode: "CUZ",
  dateStart: `2026-07-${String(10 + index).padStart(2, "0")}`,
  dateEnd: `2026-07-${String(15 + index).padStart(2, "0")}`,
  total: 95 + index * 10.5,
  currency: "USD",
});
const offers = Array.from({ length: 9 }, (_, index) => offer(index));

describe("offer paging (2 collapsed, up to 6 expanded)", () => {
  it("shows the first 2 collapsed and the first 6 expanded, never more", () => {
    expect(DESTINATION_OFFERS_COLLAPSED).toBe(2);
    expect(DESTINATION_OFFERS_MAX).toBe(6);
    expect(visibleOffers(offers, false)).toEqual(offers.slice(0, 2));
    expect(visibleOffers(offers, true)).toEqual(offers.slice(0, 6));
    expect(visibleOffers(offers.slice(0, 4), true)).toHaveLength(4);
    expect(visibleOffers([], true)).toEqual([]);
  });

  it("offers the toggle only when there is more than 2 to show", () => {
    expect([0, 1, 2, 3, 6, 12].map(canToggleOffers)).toEqual([false, false, false, true, true, true]);
  });
});

describe("default search URL from an offer (SPEC 3)", () => {
  it("runs a round trip for 1 adult, no children or infants, class 0, language ES, on the offer's route and dates", () => {
    const url = offerSearchUrl(offer(0), "2026-05-01");
    const [path, query = ""] = url.split("?");
    expect(path).toBe("/resultados/vuelos");
    expect(parseFlightResultsQuery(query)).toEqual({
      tripType: 0,
      legs: [{ origin: "LIM", destination: "CUZ", date: "2026-07-10" }],
      returnDate: "2026-07-15",
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: 0,
      language: "ES",
    });
  });

  it("moves dates that have already passed to the future instead of searching the past", () => {
    const url = offerSearchUrl(offer(0), "2026-08-01");
    const search = parseFlightResultsQuery(url.split("?")[1] ?? "");
    expect(search?.legs[0]?.date && search.legs[0].date >= "2026-08-01").toBe(true);
  });
});

describe("offer views", () => {
  it("keeps the first 6, in integer cents, with PEN at the exact rate and the search URL", () => {
    const views = toOfferViews(offers, "3.7450", "2026-05-01");
    expect(views).toHaveLength(6);
    expect(views[1]).toMatchObject({ totalMinor: 10550, currency: "USD", totalPenMinor: 39510 });
    expect(views[1]?.searchUrl).toBe(offerSearchUrl(offer(1), "2026-05-01"));
  });

  it("leaves PEN out when no rate is on file", () => {
    expect(toOfferViews([offer(0)], null, "2026-05-01")[0]?.totalPenMinor).toBeNull();
  });
});
