// zod/mini: the search forms are on the home page, which every visitor loads first; the full zod build would add
// its weight and its start-up cost to that page.
import * as z from "zod/mini";
import { daysBetween } from "#app/utils/dates.ts";
import { isDateWithin } from "#app/utils/date-rules.ts";
import { INSURANCE_REGIONS, type InsuranceSearch } from "./insurance-search-url.ts";

export const MAX_TRAVELLERS = 5;
export const MAX_AGE = 99;
export const MAX_COVER_DAYS = 365;

export const INSURANCE_SEARCH_MESSAGES = {
  region: "Selecciona el destino",
  departureDate: "Selecciona la fecha de salida",
  returnDate: "Selecciona la fecha de regreso",
  pastDate: "La fecha no puede ser anterior a hoy",
  returnBeforeDeparture: "El regreso no puede ser antes de la salida",
  maxDays: "La cobertura máxima es de 365 días",
  travellers: "Agrega de 1 a 5 viajeros",
  age: "Ingresa una edad de 0 a 99 años",
} as const;

const M = INSURANCE_SEARCH_MESSAGES;
const REGION_CODES = new Set(INSURANCE_REGIONS.map((region) => region.code));

/** Travel insurance (SPEC 2.3): destination region, departure and return dates, every traveller's age. */
export function makeInsuranceSearchSchema(today: string) {
  return z
    .strictObject({
      region: z.string().check(z.refine((code) => REGION_CODES.has(code), M.region)),
      departureDate: z.string().check(z.maxLength(10)),
      returnDate: z.string().check(z.maxLength(10)),
      ages: z
        .array(z.nullable(z.int().check(z.gte(0, M.age), z.lte(MAX_AGE, M.age))))
        .check(z.minLength(1, M.travellers), z.maxLength(MAX_TRAVELLERS, M.travellers)),
    })
    .check(
      z.superRefine((search, ctx) => {
        const issue = (path: Array<string | number>, message: string) =>
          ctx.addIssue({ code: "custom", path, message });
        const departureValid = isDateWithin(search.departureDate);
        if (!departureValid) issue(["departureDate"], M.departureDate);
        else if (search.departureDate < today) issue(["departureDate"], M.pastDate);
        if (!isDateWithin(search.returnDate)) issue(["returnDate"], M.returnDate);
        else if (departureValid && search.returnDate < search.departureDate)
          issue(["returnDate"], M.returnBeforeDeparture);
        else if (departureValid && daysBetween(search.departureDate, search.returnDate) + 1 > MAX_COVER_DAYS)
          issue(["returnDate"], M.maxDays);
        search.ages.forEach((age, index) => {
          if (age === null) issue(["ages", index], M.age);
        });
      }),
    );
}

export type InsuranceSearchInput = InsuranceSearch;
