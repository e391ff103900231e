import { describe, expect, it } from "vitest";
import {
  buildFlightResultsUrl,
  defaultSearchFromOffer,
  parseFlightResultsQuery,
  type FlightSearch,
} from "./flight-search-url.ts";

const TODAY = "2026-05-01";

const roundTrip: FlightSearch = {
  tripType: 0,
  legs: [{ origin: "LIM", destination: "CUZ", date: "2026-05-10" }],
  returnDate: "2026-05-17",
  adults: 2,
  children: 1,
  infants: 1,
  cabinClass: 0,
  language: "ES",
};

describe("flight results URL", () => {
  it("puts a round trip in the query of /resultados/vuelos", () => {
    expect(buildFlightResultsUrl(roundTrip)).toBe(
      "/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=2026-05-10&vuelta=2026-05-17&adultos=2&ninos=1&infantes=1&clase=0&idioma=ES",
    );
  });

  it("leaves the return out of a one-way search", () => {
    const url = buildFlightResultsUrl({ ...roundTrip, tripType: 1, returnDate: null });
    expect(url).toBe(
      "/resultados/vuelos?tipo=1&origen=LIM&destino=CUZ&ida=2026-05-10&adultos=2&ninos=1&infantes=1&clase=0&idioma=ES",
    );
  });

  it("lists every leg of a multi-city search", () => {
    const url = buildFlightResultsUrl({
      ...roundTrip,
      tripType: 2,
      returnDate: null,
      legs: [
        { origin: "LIM", destination: "CUZ", date: "2026-05-10" },
        { origin: "CUZ", destination: "AQP", date: "2026-05-14" },
        { origin: "AQP", destination: "LIM", date: "2026-05-18" },
      ],
    });
    expect(url).toBe(
      "/resultados/vuelos?tipo=2&tramo=LIM.CUZ.2026-05-10&tramo=CUZ.AQP.2026-05-14&tramo=AQP.LIM.2026-05-18&adultos=2&ninos=1&infantes=1&clase=0&idioma=ES",
    );
  });

  it("reads back what it wrote, for each trip type", () => {
    const searches: FlightSearch[] = [
      roundTrip,
      { ...roundTrip, tripType: 1, returnDate: null, cabinClass: 2 },
      {
        ...roundTrip,
        tripType: 2,
        returnDate: null,
        legs: [
          { origin: "LIM", destination: "MIA", date: "2026-06-01" },
          { origin: "MIA", destination: "JFK", date: "2026-06-05" },
        ],
      },
    ];
    for (const search of searches) {
      const query = buildFlightResultsUrl(search).split("?")[1] ?? "";
      expect(parseFlightResultsQuery(query)).toEqual(search);
    }
  });

  it("rejects a query of the wrong shape", () => {
    expect(parseFlightResultsQuery("tipo=7&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES")).toBeNull();
    expect(parseFlightResultsQuery("tipo=0&adultos=x&ninos=0&infantes=0&clase=0&idioma=ES")).toBeNull();
    expect(parseFlightResultsQuery("tipo=0&adultos=1&ninos=0&infantes=0&clase=9&idioma=ES")).toBeNull();
    expect(parseFlightResultsQuery("tipo=0&adultos=1&ninos=0&infantes=0&clase=0&idioma=EN")).toBeNull();
  });
});

describe("default search from an offer (SPEC 3, 9)", () => {
  it("is a round trip for 1 adult, no children or infants, class 0, in Spanish", () => {
    const search = defaultSearchFromOffer({ originCode: "LIM", destinationCode: "CUZ" }, TODAY);
    expect(search).toMatchObject({ tripType: 0, adults: 1, children: 0, infants: 0, cabinClass: 0, language: "ES" });
    expect(buildFlightResultsUrl(search)).toBe(
      "/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ&ida=2026-05-15&vuelta=2026-05-22&adultos=1&ninos=0&infantes=0&clase=0&idioma=ES",
    );
  });

  it("uses the offer's own dates while they are ahead", () => {
    const search = defaultSearchFromOffer(
      { originCode: "LIM", destinationCode: "MIA", departureDate: "2026-07-01", returnDate: "2026-07-09" },
      TODAY,
    );
    expect(search.legs[0]?.date).toBe("2026-07-01");
    expect(search.returnDate).toBe("2026-07-09");
  });

  it("falls back to two weeks ahead for a week when the offer's dates have passed", () => {
    const search = defaultSearchFromOffer(
      { originCode: "LIM", destinationCode: "MIA", departureDate: "2026-04-01", returnDate: "2026-04-09" },
      TODAY,
    );
    expect(search.legs[0]?.date).toBe("2026-05-15");
    expect(search.returnDate).toBe("2026-05-22");
  });
});
