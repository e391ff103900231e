// zod/mini: the search forms are on the home page, which every visitor loads first; the full zod build would add
// its weight and its start-up cost to that page.
import * as z from "zod/mini";
import { addDays } from "#app/utils/dates.ts";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { MAX_LEGS, MIN_LEGS, MULTI_CITY, ROUND_TRIP, type FlightSearch } from "./flight-search-url.ts";

import { BOOKING_WINDOW_DAYS, MAX_ADULTS, MAX_CHILDREN, MAX_PASSENGERS } from "./flight-search-limits.ts";

export { BOOKING_WINDOW_DAYS, MAX_ADULTS, MAX_CHILDREN, MAX_PASSENGERS };

export const FLIGHT_SEARCH_MESSAGES = {
  origin: "Selecciona el origen",
  destination: "Selecciona el destino",
  sameCity: "El destino debe ser distinto del origen",
  departureDate: "Selecciona la fecha de ida",
  legDate: "Selecciona la fecha del vuelo",
  pastDate: "La fecha no puede ser anterior a hoy",
  tooFar: "Solo vendemos vuelos hasta 330 días desde hoy",
  unknownAirport: "Selecciona un aeropuerto de la lista",
  returnDate: "Selecciona la fecha de vuelta",
  returnBeforeDeparture: "La vuelta no puede ser antes de la ida",
  legOrder: "Este vuelo no puede ser antes del vuelo anterior",
  legCount: "Agrega entre 2 y 6 vuelos",
  adults: "Debe viajar al menos 1 adulto y como máximo 9",
  children: "Pueden viajar como máximo 8 niños",
  infants: "Cada infante debe viajar en brazos de un adulto",
  total: "El máximo es de 9 pasajeros por reserva",
} as const;

const M = FLIGHT_SEARCH_MESSAGES;

const iata = (message: string) => z.string().check(z.regex(/^[A-Z]{3}$/, message));
const isoDateText = () => z.string().check(z.maxLength(10));

const LegSchema = z.strictObject({ origin: iata(M.origin), destination: iata(M.destination), date: isoDateText() });

let lastSchema: { today: string; schema: ReturnType<typeof buildFlightSearchSchema> } | null = null;

/**
 * The flight search form (SPEC 2.3): 1 leg (round trip, one way) or 2-6 (multi-city); no past dates; return on or
 * after departure; adults 1-9, children 0-8, infants up to one per adult, 9 passengers at most.
 */
export function makeFlightSearchSchema(today: string) {
  // Building a zod schema costs more than using it, and every results page and search reads one: one per day.
  if (lastSchema?.today !== today) lastSchema = { today, schema: buildFlightSearchSchema(today) };
  return lastSchema.schema;
}

function buildFlightSearchSchema(today: string) {
  const lastDate = addDays(today, BOOKING_WINDOW_DAYS);
  return z
    .strictObject({
      tripType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      legs: z.array(LegSchema).check(z.minLength(1), z.maxLength(MAX_LEGS)),
      returnDate: z.nullable(isoDateText()),
      adults: z.int().check(z.gte(1, M.adults), z.lte(MAX_ADULTS, M.adults)),
      children: z.int().check(z.gte(0), z.lte(MAX_CHILDREN, M.children)),
      infants: z.int().check(z.gte(0)),
      cabinClass: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
      language: z.literal("ES"),
    })
    .check(
      z.superRefine((search, ctx) => {
        const issue = (path: Array<string | number>, message: string) =>
          ctx.addIssue({ code: "custom", path, message });
        const multi = search.tripType === MULTI_CITY;
        if (multi && (search.legs.length < MIN_LEGS || search.legs.length > MAX_LEGS)) issue(["legs"], M.legCount);
        if (!multi && search.legs.length !== 1) issue(["legs"], M.legCount);
        let previous: string | null = null;
        search.legs.forEach((leg, index) => {
          if (leg.origin && leg.origin === leg.destination) issue(["legs", index, "destination"], M.sameCity);
          if (!isDateWithin(leg.date)) {
            issue(["legs", index, "date"], multi ? M.legDate : M.departureDate);
            return;
          }
          if (leg.date < today) issue(["legs", index, "date"], M.pastDate);
          else if (leg.date > lastDate) issue(["legs", index, "date"], M.tooFar);
          else if (previous && leg.date < previous) issue(["legs", index, "date"], M.legOrder);
          previous = leg.date;
        });
        if (search.tripType === ROUND_TRIP) {
          const departure = search.legs[0]?.date ?? "";
          if (!search.returnDate || !isDateWithin(search.returnDate)) issue(["returnDate"], M.returnDate);
          else if (search.returnDate < today) issue(["returnDate"], M.pastDate);
          else if (search.returnDate > lastDate) issue(["returnDate"], M.tooFar);
          else if (isDateWithin(departure) && search.returnDate < departure)
            issue(["returnDate"], M.returnBeforeDeparture);
        }
        if (search.infants > search.adults) issue(["infants"], M.infants);
        if (search.adults + search.children + search.infants > MAX_PASSENGERS) issue(["passengers"], M.total);
      }),
    );
}

export type FlightSearchInput = FlightSearch;
