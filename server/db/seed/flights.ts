import { eq, sql } from "drizzle-orm";
import { addDays, todayInLima } from "../../../app/utils/dates.ts";
import type { Db } from "../client.ts";
import { airlines, flightSchedules, interlineAgreements } from "../schema/flights.ts";
import { airports } from "../schema/geography.ts";

/** IANA zones of the seeded airports outside Peru (Peruvian airports keep the default, America/Lima). */
const TIME_ZONES: Record<string, string> = {
  MIA: "America/New_York",
  JFK: "America/New_York",
  MCO: "America/New_York",
  FLL: "America/New_York",
  LAX: "America/Los_Angeles",
  YYZ: "America/Toronto",
  CUN: "America/Cancun",
  MEX: "America/Mexico_City",
  PUJ: "America/Santo_Domingo",
  HAV: "America/Havana",
  SJO: "America/Costa_Rica",
  AUA: "America/Aruba",
  PTY: "America/Panama",
  BOG: "America/Bogota",
  MDE: "America/Bogota",
  CTG: "America/Bogota",
  UIO: "America/Guayaquil",
  GYE: "America/Guayaquil",
  LPB: "America/La_Paz",
  VVI: "America/La_Paz",
  SCL: "America/Santiago",
  EZE: "America/Argentina/Buenos_Aires",
  MVD: "America/Montevideo",
  ASU: "America/Asuncion",
  GRU: "America/Sao_Paulo",
  GIG: "America/Sao_Paulo",
  MAD: "Europe/Madrid",
  BCN: "Europe/Madrid",
  CDG: "Europe/Paris",
  FCO: "Europe/Rome",
  AMS: "Europe/Amsterdam",
  LHR: "Europe/London",
  LIS: "Europe/Lisbon",
  DXB: "Asia/Dubai",
};

/** Demo airlines (names as travellers know them; ticket prefixes are demo values). */
const AIRLINES: Array<[code: string, name: string, ticketPrefix: string]> = [
  ["LA", "LATAM Airlines", "045"],
  ["H2", "SKY Airline", "605"],
  ["JA", "JetSMART", "145"],
  ["AV", "Avianca", "134"],
  ["CM", "Copa Airlines", "230"],
  ["IB", "Iberia", "075"],
  ["AA", "American Airlines", "001"],
];

const INTERLINE: Array<[string, string]> = [
  ["IB", "LA"],
  ["AA", "LA"],
  ["AV", "IB"],
];

type Route = [
  carrier: string,
  firstNumber: number,
  origin: string,
  destination: string,
  minutes: number,
  times: string[],
  days: string,
  aircraft: string,
];

/**
 * Routes flown both ways: outbound numbers count up from `firstNumber` (one per departure time), the return flights
 * take the next odd numbers and leave at the same local times from the other end.
 */
const ROUTES: Route[] = [
  ["LA", 2021, "LIM", "CUZ", 80, ["05:40", "08:15", "11:30", "15:05"], "1234567", "320"],
  ["H2", 5201, "LIM", "CUZ", 85, ["06:20", "13:45"], "1234567", "321"],
  ["JA", 7101, "LIM", "CUZ", 85, ["09:50"], "12567", "320"],
  ["LA", 2101, "LIM", "AQP", 90, ["06:00", "12:40", "19:10"], "1234567", "320"],
  ["H2", 5301, "LIM", "AQP", 95, ["10:15"], "1234567", "321"],
  ["LA", 2201, "LIM", "PIU", 100, ["07:05", "18:30"], "1234567", "320"],
  ["LA", 2301, "LIM", "IQT", 110, ["06:45", "16:20"], "1234567", "320"],
  ["JA", 7301, "LIM", "IQT", 110, ["11:10"], "246", "320"],
  ["LA", 2401, "LIM", "TRU", 65, ["08:40", "20:05"], "1234567", "320"],
  ["LA", 2501, "LIM", "TPP", 85, ["09:20"], "1234567", "320"],
  ["LA", 2601, "LIM", "CIX", 80, ["07:50", "17:35"], "1234567", "320"],
  ["LA", 2701, "LIM", "JUL", 95, ["06:30"], "1234567", "320"],
  ["LA", 2801, "LIM", "TCQ", 100, ["10:45"], "1234567", "320"],
  ["LA", 2901, "LIM", "PEM", 95, ["11:55"], "1357", "320"],
  ["LA", 2061, "CUZ", "AQP", 60, ["12:10"], "1357", "320"],
  ["LA", 2081, "CUZ", "PEM", 50, ["09:00"], "246", "320"],
  ["LA", 2471, "LIM", "MIA", 390, ["00:35", "09:30"], "1234567", "789"],
  ["AA", 917, "LIM", "MIA", 395, ["23:10"], "1234567", "763"],
  ["LA", 2481, "LIM", "JFK", 470, ["23:55"], "1234567", "789"],
  ["LA", 2491, "LIM", "CUN", 335, ["07:10"], "1357", "320"],
  ["LA", 2511, "LIM", "PUJ", 340, ["08:00"], "2467", "320"],
  ["IB", 6651, "LIM", "MAD", 720, ["19:05"], "1234567", "359"],
  ["LA", 3101, "LIM", "MAD", 710, ["22:40"], "1234567", "789"],
  ["LA", 2811, "MAD", "BCN", 80, ["07:30", "16:15"], "1234567", "320"],
  ["IB", 3001, "MAD", "BCN", 75, ["09:00", "13:00", "18:00", "21:30"], "1234567", "320"],
  ["IB", 3401, "MAD", "CDG", 120, ["08:45", "15:40"], "1234567", "320"],
  ["IB", 3231, "MAD", "FCO", 150, ["07:55", "17:20"], "1234567", "320"],
  ["IB", 3101, "MAD", "LIS", 80, ["10:10", "19:30"], "1234567", "320"],
  ["LA", 2611, "LIM", "SCL", 220, ["07:40", "13:00", "21:15"], "1234567", "320"],
  ["H2", 5401, "LIM", "SCL", 225, ["10:30"], "1234567", "321"],
  ["LA", 2631, "LIM", "EZE", 280, ["06:55", "19:45"], "1234567", "320"],
  ["AV", 161, "LIM", "BOG", 195, ["05:10", "12:55", "18:40"], "1234567", "320"],
  ["AV", 221, "BOG", "CTG", 90, ["10:45", "19:20"], "1234567", "320"],
  ["AV", 241, "BOG", "MDE", 55, ["08:30", "15:00", "21:00"], "1234567", "320"],
  ["AV", 261, "BOG", "MAD", 600, ["21:25"], "1234567", "788"],
  ["CM", 411, "LIM", "PTY", 200, ["03:45", "10:20", "15:50"], "1234567", "738"],
  ["CM", 431, "PTY", "CUN", 150, ["14:25"], "1234567", "738"],
  ["CM", 451, "PTY", "HAV", 150, ["15:05"], "1357", "738"],
  ["CM", 471, "PTY", "SJO", 75, ["09:55", "17:30"], "1234567", "738"],
  ["CM", 491, "PTY", "AUA", 110, ["08:40"], "1234567", "738"],
  ["CM", 511, "PTY", "MCO", 200, ["14:50"], "1234567", "738"],
  ["CM", 531, "PTY", "MEX", 190, ["09:10"], "1234567", "738"],
  ["LA", 2651, "LIM", "GRU", 300, ["08:25"], "1234567", "789"],
  ["LA", 2671, "LIM", "UIO", 150, ["09:35"], "1234567", "320"],
  ["LA", 2681, "LIM", "GYE", 125, ["14:15"], "1234567", "320"],
  ["LA", 2691, "LIM", "LPB", 110, ["12:25"], "246", "320"],
  ["AA", 1001, "MIA", "JFK", 180, ["08:00", "13:30", "19:10"], "1234567", "321"],
  ["AA", 1051, "MIA", "LAX", 330, ["09:15", "17:45"], "1234567", "321"],
  ["AA", 1101, "MIA", "YYZ", 195, ["10:40"], "1234567", "738"],
];

function scheduleRows(validFrom: string, validTo: string) {
  return ROUTES.flatMap(([carrier, firstNumber, origin, destination, minutes, times, days, aircraft]) =>
    times.flatMap((time, index) => {
      const outbound = String(firstNumber + index * 2);
      const inbound = String(firstNumber + index * 2 + 1);
      const common = {
        marketingCarrier: carrier,
        operatingCarrier: carrier,
        durationMinutes: minutes,
        daysOfWeek: days,
        aircraft,
        validFrom,
        validTo,
      };
      return [
        {
          ...common,
          marketingFlightNumber: outbound,
          operatingFlightNumber: outbound,
          origin,
          destination,
          departureTime: time,
        },
        {
          ...common,
          marketingFlightNumber: inbound,
          operatingFlightNumber: inbound,
          origin: destination,
          destination: origin,
          departureTime: time,
        },
      ];
    }),
  );
}

/**
 * Seeds the demo network: time zones and connection times of the airports, airlines, interline agreements and a
 * year of schedules from the day the seed runs. Idempotent; on later starts it extends the schedules' periods so the
 * demo never runs out of flights, and leaves everything else as edited.
 */
export async function seedFlightNetwork(db: Db): Promise<void> {
  for (const [iata, timeZone] of Object.entries(TIME_ZONES)) {
    await db
      .update(airports)
      .set({ timeZone })
      .where(sql`${airports.iata} = ${iata} and ${airports.timeZone} = 'America/Lima'`);
  }
  await db
    .update(airports)
    .set({ mctDomesticMinutes: 45, mctInternationalMinutes: 90 })
    .where(eq(airports.iata, "LIM"));
  await db
    .insert(airlines)
    .values(AIRLINES.map(([code, name, ticketPrefix]) => ({ code, name, ticketPrefix })))
    .onConflictDoNothing();
  await db
    .insert(interlineAgreements)
    .values(INTERLINE.map(([carrierA, carrierB]) => ({ carrierA, carrierB })))
    .onConflictDoNothing();
  const today = todayInLima();
  await db
    .insert(flightSchedules)
    .values(scheduleRows(addDays(today, -7), addDays(today, 365)))
    .onConflictDoUpdate({
      target: [flightSchedules.marketingCarrier, flightSchedules.marketingFlightNumber, flightSchedules.origin],
      set: { validTo: sql`greatest(${flightSchedules.validTo}, excluded.valid_to)` },
    });
}
