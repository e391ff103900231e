// zod/mini: the search forms are on the home page, which every visitor loads first; the full zod build would add
// its weight and its start-up cost to that page.
import * as z from "zod/mini";
import { daysBetween } from "#app/utils/dates.ts";
import { isDateWithin } from "#app/utils/date-rules.ts";
import type { StaySearch } from "./stay-search-url.ts";

export const MAX_ROOMS = 4;
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
export const MAX_CHILD_AGE = 17;
/** Products with a flight follow the airlines' limit of 9 passengers per booking. */
export const MAX_TRAVELLERS_WITH_FLIGHT = 9;
export const MAX_NIGHTS = 30;

export const STAY_SEARCH_MESSAGES = {
  origin: "Selecciona el origen",
  destination: "Selecciona el destino",
  sameCity: "El destino debe ser distinto del origen",
  startDate: "Selecciona la fecha de inicio",
  endDate: "Selecciona la fecha de fin",
  pastDate: "La fecha no puede ser anterior a hoy",
  endNotAfterStart: "La fecha de fin debe ser posterior a la de inicio",
  maxNights: "La estadía máxima es de 30 noches",
  rooms: "Puedes buscar de 1 a 4 habitaciones",
  adults: "Cada habitación lleva de 1 a 6 adultos",
  children: "Cada habitación lleva hasta 4 niños",
  childAge: "Indica la edad de cada niño",
  total: "El máximo es de 9 pasajeros por reserva",
} as const;

const M = STAY_SEARCH_MESSAGES;

const RoomSchema = z.strictObject({
  adults: z.int().check(z.gte(1, M.adults), z.lte(MAX_ADULTS_PER_ROOM, M.adults)),
  childrenAges: z
    .array(z.nullable(z.int({ error: M.childAge }).check(z.gte(0, M.childAge), z.lte(MAX_CHILD_AGE, M.childAge))))
    .check(z.maxLength(MAX_CHILDREN_PER_ROOM, M.children)),
});

/**
 * Packages, hotels and flight+hotel (SPEC 2.3): destination, dates (at least one night, at most 30), 1 to 4 rooms
 * with adults and each child's age; flight+hotel also an origin. Products with a flight allow 9 travellers.
 */
export function makeStaySearchSchema(today: string) {
  return z
    .strictObject({
      product: z.enum(["paquetes", "hoteles", "vuelohotel"]),
      origin: z.string().check(z.maxLength(3)),
      destination: z.string().check(z.regex(/^[A-Z]{3}$/, M.destination)),
      startDate: z.string().check(z.maxLength(10)),
      endDate: z.string().check(z.maxLength(10)),
      rooms: z.array(RoomSchema).check(z.minLength(1, M.rooms), z.maxLength(MAX_ROOMS, M.rooms)),
    })
    .check(
      z.superRefine((search, ctx) => {
        const issue = (path: Array<string | number>, message: string) =>
          ctx.addIssue({ code: "custom", path, message });
        if (search.product === "vuelohotel") {
          if (!/^[A-Z]{3}$/.test(search.origin)) issue(["origin"], M.origin);
          else if (search.origin === search.destination) issue(["destination"], M.sameCity);
        }
        const startValid = isDateWithin(search.startDate);
        if (!startValid) issue(["startDate"], M.startDate);
        else if (search.startDate < today) issue(["startDate"], M.pastDate);
        if (!isDateWithin(search.endDate)) issue(["endDate"], M.endDate);
        else if (startValid && search.endDate <= search.startDate) issue(["endDate"], M.endNotAfterStart);
        else if (startValid && daysBetween(search.startDate, search.endDate) > MAX_NIGHTS)
          issue(["endDate"], M.maxNights);
        search.rooms.forEach((room, index) => {
          room.childrenAges.forEach((age, child) => {
            if (age === null) issue(["rooms", index, "childrenAges", child], M.childAge);
          });
        });
        const travellers = search.rooms.reduce((sum, room) => sum + room.adults + room.childrenAges.length, 0);
        if (search.product !== "hoteles" && travellers > MAX_TRAVELLERS_WITH_FLIGHT) issue(["rooms"], M.total);
      }),
    );
}

export type StaySearchInput = StaySearch;
