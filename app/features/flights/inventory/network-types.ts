/**
 * The flight network the built-in inventory searches (issue 16): airports with their time zones and minimum
 * connection times, and the airlines' published schedules. Loaded from the database once and cached; the itinerary
 * finder (itineraries.ts) and the pricing (later) work on these plain values, so they are tested without a database.
 */

export type NetworkAirport = {
  iata: string;
  countryCode: string;
  /** IANA zone ("America/Lima"): schedules are published in local time. */
  timeZone: string;
  /** Minimum connection time between two domestic flights at this airport, minutes. */
  mctDomesticMinutes: number;
  /** Minimum connection time when either flight is international, minutes. */
  mctInternationalMinutes: number;
  /** WGS84 degrees; fares are priced from great-circle distances (null: priced from the block time). */
  latitude?: number | null;
  longitude?: number | null;
};

/** One published flight: a flight number flying a route at a local time on some days of a period. */
export type ScheduledFlight = {
  /** Stable id of the schedule row. */
  id: string;
  marketingCarrier: string;
  marketingFlightNumber: string;
  operatingCarrier: string;
  operatingFlightNumber: string;
  origin: string;
  destination: string;
  /** Local time of departure at the origin, "hh:mm". */
  departureTime: string;
  durationMinutes: number;
  /** ISO weekdays it flies on (1 = Monday ... 7 = Sunday), by the local departure date. */
  daysOfWeek: number[];
  /** First and last local departure dates of the period, "yyyy-mm-dd". */
  validFrom: string;
  validTo: string;
  aircraft: string;
  departureTerminal: string | null;
  arrivalTerminal: string | null;
};

export type FlightNetwork = {
  airports: Map<string, NetworkAirport>;
  /** Schedules by origin airport. */
  departuresFrom: Map<string, ScheduledFlight[]>;
  /** Carrier pairs ("LA:IB", both orders) that sell connections on one ticket; a carrier always connects with itself. */
  interline: Set<string>;
  /** Every schedule by id (offers and holds name flights by schedule id and date). */
  schedulesById: Map<string, ScheduledFlight>;
};

/** A schedule flown on one date: the segment of an itinerary before fares are attached. */
export type DatedFlight = {
  flight: ScheduledFlight;
  /** Local departure date at the origin. */
  date: string;
  departureLocal: string;
  arrivalLocal: string;
  departureUtc: Date;
  arrivalUtc: Date;
};

export type Connection = {
  flights: DatedFlight[];
  /** Minutes on the ground between consecutive flights. */
  layoverMinutes: number[];
};

export function buildNetwork(
  airports: NetworkAirport[],
  schedules: ScheduledFlight[],
  interlinePairs: Array<[string, string]>,
): FlightNetwork {
  const departuresFrom = new Map<string, ScheduledFlight[]>();
  for (const flight of schedules) {
    const list = departuresFrom.get(flight.origin) ?? [];
    list.push(flight);
    departuresFrom.set(flight.origin, list);
  }
  for (const list of departuresFrom.values()) list.sort((a, b) => a.departureTime.localeCompare(b.departureTime));
  const interline = new Set<string>();
  for (const [a, b] of interlinePairs) {
    interline.add(`${a}:${b}`);
    interline.add(`${b}:${a}`);
  }
  return {
    airports: new Map(airports.map((airport) => [airport.iata, airport])),
    departuresFrom,
    interline,
    schedulesById: new Map(schedules.map((flight) => [flight.id, flight])),
  };
}
