import { eq, sql } from "drizzle-orm";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Db } from "#server/db/client.ts";
import {
  aircraftTypes,
  airlines,
  fareFamilies,
  flightSchedules,
  flightTaxRules,
  interlineAgreements,
} from "#server/db/schema/flights.ts";
import { airports } from "#server/db/schema/geography.ts";

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

/** Airport coordinates (degrees): fares are priced from great-circle distances. */
const COORDINATES: Record<string, [latitude: number, longitude: number]> = {
  LIM: [-12.0219, -77.1143],
  CUZ: [-13.5357, -71.9388],
  AQP: [-16.3411, -71.583],
  PIU: [-5.2057, -80.6164],
  IQT: [-3.7847, -73.3088],
  TRU: [-8.0814, -79.1088],
  TPP: [-6.5087, -76.3732],
  CIX: [-6.7875, -79.8281],
  JUL: [-15.4671, -70.1582],
  TCQ: [-18.0533, -70.2758],
  PEM: [-12.6136, -69.2286],
  TBP: [-3.5525, -80.3814],
  TYL: [-4.5766, -81.2541],
  CJA: [-7.1392, -78.4894],
  PCL: [-8.3779, -74.5743],
  AYP: [-13.1548, -74.2043],
  JAU: [-11.7831, -75.4734],
  HUU: [-9.8788, -76.2048],
  MIA: [25.7959, -80.287],
  CUN: [21.0365, -86.877],
  PUJ: [18.5674, -68.3634],
  MAD: [40.4719, -3.5626],
  SCL: [-33.393, -70.7858],
  EZE: [-34.8222, -58.5358],
  BOG: [4.7016, -74.1469],
  JFK: [40.6413, -73.7781],
  MCO: [28.4312, -81.3081],
  MEX: [19.4361, -99.0719],
  CTG: [10.4424, -75.513],
  GRU: [-23.4356, -46.4731],
  GIG: [-22.81, -43.2506],
  PTY: [9.0714, -79.3835],
  UIO: [-0.1292, -78.3575],
  GYE: [-2.1574, -79.8836],
  LPB: [-16.5133, -68.1923],
  VVI: [-17.6448, -63.1354],
  MVD: [-34.8384, -56.0308],
  ASU: [-25.2399, -57.5191],
  MDE: [6.1645, -75.4231],
  HAV: [22.9892, -82.4091],
  SJO: [9.9939, -84.2088],
  AUA: [12.5014, -70.0152],
  FLL: [26.0742, -80.1506],
  LAX: [33.9416, -118.4085],
  YYZ: [43.6777, -79.6248],
  BCN: [41.2974, 2.0833],
  CDG: [49.0097, 2.5479],
  FCO: [41.8003, 12.2389],
  AMS: [52.3105, 4.7683],
  LHR: [51.47, -0.4543],
  LIS: [38.7756, -9.1354],
  DXB: [25.2532, 55.3657],
};

/**
 * Demo airlines (names as travellers know them; ticket prefixes are demo values), what a child and an infant pay
 * in percent of the adult fare, and their hubs.
 */
const AIRLINES: Array<
  [code: string, name: string, ticketPrefix: string, childPercent: number, infantPercent: number, hubs: string]
> = [
  ["LA", "LATAM Airlines", "045", 75, 10, "LIM,SCL,GRU"],
  ["H2", "SKY Airline", "605", 100, 10, "SCL,LIM"],
  ["JA", "JetSMART", "145", 100, 10, "SCL,LIM"],
  ["2I", "Star Perú", "156", 75, 10, "LIM"],
  ["AV", "Avianca", "134", 75, 10, "BOG"],
  ["CM", "Copa Airlines", "230", 75, 10, "PTY"],
  ["IB", "Iberia", "075", 75, 10, "MAD"],
  ["UX", "Air Europa", "996", 75, 10, "MAD"],
  ["AA", "American Airlines", "001", 75, 10, "MIA"],
  ["AM", "Aeroméxico", "139", 75, 10, "MEX"],
  ["KL", "KLM", "074", 75, 10, "AMS"],
  ["AR", "Aerolíneas Argentinas", "044", 75, 10, "EZE"],
  ["G3", "GOL", "127", 75, 10, "GRU"],
];

/** Aircraft types: seats per cabin (economy, premium economy, business, first). */
const AIRCRAFT: Array<[code: string, name: string, economy: number, premium: number, business: number, first: number]> =
  [
    ["320", "Airbus A320", 174, 0, 0, 0],
    ["321", "Airbus A321", 220, 0, 0, 0],
    ["738", "Boeing 737-800", 144, 0, 16, 0],
    ["789", "Boeing 787-9", 261, 0, 30, 0],
    ["788", "Boeing 787-8", 220, 0, 28, 0],
    ["763", "Boeing 767-300", 168, 21, 30, 0],
    ["359", "Airbus A350-900", 293, 24, 31, 0],
    ["332", "Airbus A330-200", 236, 0, 24, 0],
    ["77W", "Boeing 777-300ER", 302, 28, 42, 8],
    ["E90", "Embraer 190", 96, 0, 0, 0],
    ["DH4", "De Havilland Dash 8-400", 72, 0, 0, 0],
  ];

type FamilySeed = [
  suffix: string,
  name: string,
  pricePercent: number,
  cabinBag: boolean,
  checkedBags: number,
  seatChoice: "none" | "paid" | "free",
  changePenaltyMinor: number | null,
  refundPenaltyMinor: number | null,
];

/** Fare families as full-service and low-cost airlines brand them (names in Spanish, as they sell them in Peru). */
const FULL_SERVICE_FAMILIES: FamilySeed[] = [
  ["BASICA", "Básica", 100, true, 0, "paid", null, null],
  ["CLASICA", "Clásica", 128, true, 1, "paid", 5000, null],
  ["FULL", "Full", 175, true, 2, "free", 0, 10000],
];
const LATAM_FAMILIES: FamilySeed[] = [
  ["LIGHT", "Light", 100, true, 0, "paid", null, null],
  ["PLUS", "Plus", 125, true, 1, "paid", 5000, null],
  ["TOP", "Top", 170, true, 2, "free", 0, 10000],
];
const LOW_COST_FAMILIES: FamilySeed[] = [
  ["ZERO", "Zero", 100, false, 0, "paid", null, null],
  ["PLUS", "Plus", 135, true, 1, "paid", 3000, null],
  ["FULL", "Full", 160, true, 1, "free", 0, null],
];
const FAMILIES_BY_CARRIER: Record<string, FamilySeed[]> = {
  LA: LATAM_FAMILIES,
  H2: LOW_COST_FAMILIES,
  JA: LOW_COST_FAMILIES,
};

/** Taxes and fees shown by name (demo amounts in US$ cents). */
const TAX_RULES = [
  { code: "IGV", name: "IGV (18%)", kind: "domestic-percent", country: "PE", percent: 18 },
  {
    code: "TUUA-LIM",
    name: "Tarifa Unificada de Uso de Aeropuerto (Lima)",
    kind: "departure-fixed",
    airport: "LIM",
    domesticMinor: 1202,
    internationalMinor: 3373,
  },
  {
    code: "TUUA-CUZ",
    name: "Tarifa Unificada de Uso de Aeropuerto (Cusco)",
    kind: "departure-fixed",
    airport: "CUZ",
    domesticMinor: 1100,
    internationalMinor: 3000,
  },
  {
    code: "US-TAX",
    name: "Impuestos de Estados Unidos",
    kind: "departure-fixed",
    airport: "MIA",
    domesticMinor: 1980,
    internationalMinor: 4620,
  },
  {
    code: "ES-TAX",
    name: "Tasas aeroportuarias de España",
    kind: "departure-fixed",
    airport: "MAD",
    domesticMinor: 1540,
    internationalMinor: 5480,
  },
  {
    code: "CL-TAX",
    name: "Tasa de embarque de Chile",
    kind: "departure-fixed",
    airport: "SCL",
    domesticMinor: 1200,
    internationalMinor: 3000,
  },
];

const INTERLINE: Array<[string, string]> = [
  ["IB", "LA"],
  ["AA", "LA"],
  ["AV", "IB"],
  ["AM", "KL"],
  ["AV", "UX"],
  ["CM", "UX"],
  ["AR", "G3"],
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
  ["2I", 1101, "LIM", "JAU", 50, ["07:15"], "12345", "DH4"],
  ["2I", 1201, "LIM", "AYP", 60, ["06:50"], "1357", "DH4"],
  ["2I", 1301, "LIM", "HUU", 55, ["08:05"], "246", "DH4"],
  ["2I", 1401, "LIM", "PCL", 65, ["10:30"], "1234567", "E90"],
  ["H2", 5501, "LIM", "TCQ", 100, ["15:20"], "1357", "321"],
  ["JA", 7201, "LIM", "AQP", 95, ["16:40"], "1234567", "320"],
  ["JA", 7401, "LIM", "PIU", 100, ["12:05"], "1357", "320"],
  ["AM", 41, "LIM", "MEX", 330, ["01:50"], "1234567", "788"],
  ["AM", 81, "MEX", "CUN", 130, ["09:45", "17:00"], "1234567", "738"],
  ["AM", 101, "MEX", "AMS", 630, ["20:55"], "1357", "788"],
  ["KL", 743, "LIM", "AMS", 735, ["17:05"], "1357", "332"],
  ["KL", 1301, "AMS", "CDG", 75, ["07:20", "14:10"], "1234567", "E90"],
  ["KL", 1001, "AMS", "LHR", 75, ["08:30", "16:45"], "1234567", "E90"],
  ["UX", 171, "LIM", "MAD", 715, ["20:30"], "1234567", "788"],
  ["UX", 1021, "MAD", "FCO", 150, ["10:05"], "1234567", "738"],
  ["AR", 1361, "LIM", "EZE", 285, ["14:30"], "1357", "738"],
  ["AR", 1401, "EZE", "MVD", 55, ["09:00", "19:30"], "1234567", "738"],
  ["G3", 1301, "GRU", "GIG", 60, ["07:00", "12:00", "18:00"], "1234567", "738"],
  ["LA", 3201, "LIM", "GRU", 300, ["23:30"], "1234567", "789"],
  ["LA", 3301, "SCL", "EZE", 120, ["09:40"], "1234567", "320"],
  ["CM", 551, "PTY", "MDE", 85, ["13:10"], "1234567", "738"],
  ["AV", 281, "BOG", "MIA", 215, ["11:35"], "1234567", "320"],
  ["LA", 3401, "LIM", "PIU", 100, ["14:40"], "246", "320"],
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
  for (const [iata, [latitude, longitude]] of Object.entries(COORDINATES)) {
    await db
      .update(airports)
      .set({ latitude, longitude })
      .where(sql`${airports.iata} = ${iata} and ${airports.latitude} is null`);
  }
  await db
    .insert(airlines)
    .values(
      AIRLINES.map(([code, name, ticketPrefix, childPercent, infantPercent, hubs]) => ({
        code,
        name,
        ticketPrefix,
        childPercent,
        infantPercent,
        hubs,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(aircraftTypes)
    .values(
      AIRCRAFT.map(([code, name, seatsEconomy, seatsPremiumEconomy, seatsBusiness, seatsFirst]) => ({
        code,
        name,
        seatsEconomy,
        seatsPremiumEconomy,
        seatsBusiness,
        seatsFirst,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(fareFamilies)
    .values(
      AIRLINES.flatMap(([carrier]) =>
        (FAMILIES_BY_CARRIER[carrier] ?? FULL_SERVICE_FAMILIES).map(
          (
            [suffix, name, pricePercent, cabinBag, checkedBags, seatChoice, changePenaltyMinor, refundPenaltyMinor],
            index,
          ) => ({
            carrier,
            code: `${carrier}-${suffix}`,
            name,
            rank: index + 1,
            pricePercent,
            cabinBag,
            checkedBags,
            seatChoice,
            changePenaltyMinor,
            refundPenaltyMinor,
          }),
        ),
      ),
    )
    .onConflictDoNothing();
  await db.insert(flightTaxRules).values(TAX_RULES).onConflictDoNothing();
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
