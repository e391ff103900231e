import { describe, expect, it } from "vitest";
import { findItineraries, isoWeekday } from "./itineraries.ts";
import { buildNetwork, type NetworkAirport, type ScheduledFlight } from "./network-types.ts";
import { localToUtc, utcToLocal } from "#app/utils/time-zones.ts";

const airport = (iata: string, countryCode: string, timeZone: string): NetworkAirport => ({
  iata,
  countryCode,
  timeZone,
  mctDomesticMinutes: 45,
  mctInternationalMinutes: 90,
});

const AIRPORTS = [
  airport("LIM", "PE", "America/Lima"),
  airport("CUZ", "PE", "America/Lima"),
  airport("AQP", "PE", "America/Lima"),
  airport("IQT", "PE", "America/Lima"),
  airport("MAD", "ES", "Europe/Madrid"),
  airport("MIA", "US", "America/New_York"),
];

let nextId = 0;
function flight(
  carrier: string,
  number: string,
  origin: string,
  destination: string,
  departureTime: string,
  durationMinutes: number,
  daysOfWeek = [1, 2, 3, 4, 5, 6, 7],
): ScheduledFlight {
  nextId += 1;
  return {
    id: String(nextId),
    marketingCarrier: carrier,
    marketingFlightNumber: number,
    operatingCarrier: carrier,
    operatingFlightNumber: number,
    origin,
    destination,
    departureTime,
    durationMinutes,
    daysOfWeek,
    validFrom: "2026-11-01",
    validTo: "2027-03-31",
    aircraft: "320",
    departureTerminal: null,
    arrivalTerminal: null,
  };
}

const numbers = (connections: ReturnType<typeof findItineraries>) =>
  connections.map((connection) => connection.flights.map((dated) => dated.flight.marketingFlightNumber).join("+"));

describe("time zones", () => {
  it("converts Lima local time (UTC-5, no daylight saving)", () => {
    expect(localToUtc("2026-12-10T06:15", "America/Lima").toISOString()).toBe("2026-12-10T11:15:00.000Z");
    expect(utcToLocal(new Date("2026-12-10T11:15:00Z"), "America/Lima")).toBe("2026-12-10T06:15");
  });

  it("follows Madrid's summer and winter time", () => {
    expect(localToUtc("2026-12-10T12:00", "Europe/Madrid").toISOString()).toBe("2026-12-10T11:00:00.000Z");
    expect(localToUtc("2027-07-10T12:00", "Europe/Madrid").toISOString()).toBe("2027-07-10T10:00:00.000Z");
  });

  it("answers the instant after a spring-forward gap and the earlier one in a fall-back overlap", () => {
    // Madrid, 2027-03-28: 02:00 -> 03:00.
    expect(localToUtc("2027-03-28T02:30", "Europe/Madrid").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // Madrid, 2026-10-25: 03:00 -> 02:00; 02:30 happens twice.
    expect(localToUtc("2026-10-25T02:30", "Europe/Madrid").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("numbers ISO weekdays from Monday", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
  });
});

describe("findItineraries", () => {
  it("finds direct flights on the days they fly, in departure order", () => {
    const network = buildNetwork(
      AIRPORTS,
      [flight("LA", "2021", "LIM", "CUZ", "09:00", 80), flight("LA", "2011", "LIM", "CUZ", "05:40", 80, [1, 3, 5])],
      [],
    );
    expect(numbers(findItineraries(network, "LIM", "CUZ", "2026-12-09"))).toEqual(["2011", "2021"]); // Wednesday
    expect(numbers(findItineraries(network, "LIM", "CUZ", "2026-12-10"))).toEqual(["2021"]); // Thursday
    expect(findItineraries(network, "LIM", "CUZ", "2027-04-01")).toEqual([]); // after the schedule's period
    expect(findItineraries(network, "LIM", "LIM", "2026-12-10")).toEqual([]);
  });

  it("connects within the minimum connection time and 12 hours, and computes local arrival across zones", () => {
    const network = buildNetwork(
      AIRPORTS,
      [
        flight("LA", "2100", "AQP", "LIM", "06:00", 90), // lands 07:30
        flight("LA", "2021", "LIM", "CUZ", "08:00", 80), // 30 min: under the 45 min MCT
        flight("LA", "2023", "LIM", "CUZ", "08:15", 80), // 45 min: exactly the MCT
        flight("LA", "2099", "LIM", "CUZ", "20:00", 80), // 12 h 30: too long
        flight("IB", "6650", "LIM", "MAD", "09:00", 720), // international: 90 min MCT
        flight("IB", "6652", "LIM", "MAD", "19:30", 720),
      ],
      [["LA", "IB"]],
    );
    expect(numbers(findItineraries(network, "AQP", "CUZ", "2026-12-10"))).toEqual(["2100+2023"]);
    const toMadrid = findItineraries(network, "AQP", "MAD", "2026-12-10");
    expect(numbers(toMadrid)).toEqual(["2100+6650", "2100+6652"]);
    expect(toMadrid[0]?.layoverMinutes).toEqual([90]);
    // 09:00 Lima (14:00 UTC) + 12 h = 02:00 UTC, 03:00 in Madrid (UTC+1 in December), the next day.
    expect(toMadrid[0]?.flights[1]?.arrivalLocal).toBe("2026-12-11T03:00");
  });

  it("connects only carriers with an interline agreement", () => {
    const schedules = [
      flight("LA", "2100", "AQP", "LIM", "06:00", 90),
      flight("H2", "5000", "LIM", "CUZ", "10:00", 80),
    ];
    expect(findItineraries(buildNetwork(AIRPORTS, schedules, []), "AQP", "CUZ", "2026-12-10")).toEqual([]);
    expect(
      numbers(findItineraries(buildNetwork(AIRPORTS, schedules, [["H2", "LA"]]), "AQP", "CUZ", "2026-12-10")),
    ).toEqual(["2100+5000"]);
  });

  it("connects overnight to a flight of the next day", () => {
    const network = buildNetwork(
      AIRPORTS,
      [flight("LA", "2400", "IQT", "LIM", "21:00", 110), flight("LA", "2001", "LIM", "CUZ", "05:00", 80)],
      [],
    );
    const [connection] = findItineraries(network, "IQT", "CUZ", "2026-12-10");
    expect(connection?.flights.map((dated) => dated.date)).toEqual(["2026-12-10", "2026-12-11"]);
    expect(connection?.layoverMinutes).toEqual([370]);
  });

  it("offers two stops only when nothing with fewer stops flies, and never through an airport twice", () => {
    const chain = [
      flight("LA", "1", "IQT", "LIM", "06:00", 110),
      flight("LA", "2", "LIM", "AQP", "09:00", 90),
      flight("LA", "3", "AQP", "CUZ", "12:00", 50),
      flight("LA", "4", "AQP", "LIM", "11:30", 90), // back to LIM: a loop
    ];
    expect(numbers(findItineraries(buildNetwork(AIRPORTS, chain, []), "IQT", "CUZ", "2026-12-10"))).toEqual(["1+2+3"]);
    const withOneStop = [...chain, flight("LA", "5", "LIM", "CUZ", "15:00", 80)];
    expect(numbers(findItineraries(buildNetwork(AIRPORTS, withOneStop, []), "IQT", "CUZ", "2026-12-10"))).toEqual([
      "1+5",
    ]);
  });
});
