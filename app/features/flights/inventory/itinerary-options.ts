// An itinerary option as offers show it (segments, layovers, stops, seats left) and its opaque id, which a selection
// decodes back into the flights it names.
import { daysBetween } from "#app/utils/dates.ts";
import type { ItineraryOption, Layover, Segment } from "#app/features/flights/flight-offer-types.ts";
import type { CabinClass, FlightLeg } from "#app/features/flights/flight-search-url.ts";
import type { FareData, SegmentQuote } from "./fare-quotes.ts";
import { connectionLayover, datedFlight, isoWeekday } from "./itineraries.ts";
import type { Connection, DatedFlight, FlightNetwork } from "./network-types.ts";

/** Most seats-left figure shown ('Quedan 3 asientos'). */
const SEATS_LEFT_SHOWN = 9;

/** Stops and minutes door to door of a connection: candidates are sorted by them. */
export const connectionStops = (connection: Connection) => connection.flights.length - 1;
export const connectionMinutes = (connection: Connection) =>
  ((connection.flights.at(-1) as DatedFlight).arrivalUtc.getTime() -
    (connection.flights[0] as DatedFlight).departureUtc.getTime()) /
  60_000;

/** A segment's opaque id: the schedule and its local departure date. */
export const segmentId = (dated: DatedFlight) => `${dated.flight.id}@${dated.date}`;
/** An option's id: its segments' ids. */
export const optionId = (connection: Connection) => connection.flights.map(segmentId).join("_");

const hhmm = (local: string) => local.slice(11, 16);

/** A priced connection as an offer shows it. */
export function toOption(
  data: FareData,
  connection: Connection,
  quotes: SegmentQuote[],
  cabin: CabinClass,
): ItineraryOption {
  const segments: Segment[] = quotes.map(({ dated, bucket }) => ({
    id: segmentId(dated),
    marketingCarrier: dated.flight.marketingCarrier,
    marketingFlightNumber: dated.flight.marketingFlightNumber,
    operatingCarrier: dated.flight.operatingCarrier,
    operatingFlightNumber: dated.flight.operatingFlightNumber,
    origin: dated.flight.origin,
    destination: dated.flight.destination,
    departureLocal: dated.departureLocal,
    arrivalLocal: dated.arrivalLocal,
    departureUtc: dated.departureUtc.toISOString(),
    arrivalUtc: dated.arrivalUtc.toISOString(),
    departureTerminal: dated.flight.departureTerminal,
    arrivalTerminal: dated.flight.arrivalTerminal,
    durationMinutes: dated.flight.durationMinutes,
    aircraft: dated.flight.aircraft,
    aircraftName: data.aircraft.get(dated.flight.aircraft)?.name ?? dated.flight.aircraft,
    cabin,
    bookingClass: bucket.code,
  }));
  const layovers: Layover[] = connection.layoverMinutes.map((minutes, index) => {
    const inbound = connection.flights[index] as DatedFlight;
    const outbound = connection.flights[index + 1] as DatedFlight;
    return {
      airport: inbound.flight.destination,
      durationMinutes: minutes,
      changeOfTerminal:
        inbound.flight.arrivalTerminal !== null &&
        outbound.flight.departureTerminal !== null &&
        inbound.flight.arrivalTerminal !== outbound.flight.departureTerminal,
    };
  });
  const first = connection.flights[0] as DatedFlight;
  const last = connection.flights.at(-1) as DatedFlight;
  return {
    id: optionId(connection),
    segments,
    layovers,
    stops: connection.flights.length - 1,
    durationMinutes: Math.round(connectionMinutes(connection)),
    departureLocal: first.departureLocal,
    arrivalLocal: last.arrivalLocal,
    arrivalDayOffset: daysBetween(first.departureLocal.slice(0, 10), last.arrivalLocal.slice(0, 10)),
    overnight: connection.flights.some(
      (dated) => hhmm(dated.departureLocal) <= "05:00" || hhmm(dated.departureLocal) >= "19:00",
    ),
    seatsLeft: Math.min(SEATS_LEFT_SHOWN, ...quotes.map((quote) => quote.seatsLeft)),
  };
}

/** The flights of an option id, flown on their dates and connecting as the search needs; null when not valid. */
export function decodeOption(network: FlightNetwork, id: string, leg: FlightLeg): Connection | null {
  const parts = id.split("_");
  if (parts.length < 1 || parts.length > 3) return null;
  const flights: DatedFlight[] = [];
  const layoverMinutes: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/.exec(part);
    const schedule = match ? network.schedulesById.get(match[1] as string) : undefined;
    const date = match?.[2] as string;
    if (!schedule || date < schedule.validFrom || date > schedule.validTo) return null;
    if (!schedule.daysOfWeek.includes(isoWeekday(date))) return null;
    const dated = datedFlight(network, schedule, date);
    const previous = flights.at(-1);
    if (previous) {
      const layover = connectionLayover(network, previous, dated);
      if (layover === null) return null;
      layoverMinutes.push(layover);
    }
    flights.push(dated);
  }
  const first = flights[0] as DatedFlight;
  const last = flights.at(-1) as DatedFlight;
  if (first.flight.origin !== leg.origin || first.date !== leg.date || last.flight.destination !== leg.destination) {
    return null;
  }
  return { flights, layoverMinutes };
}
