/**
 * The checkout's travel-assistance add-on (issue 18, 'Beneficios'): priced per traveller per day of the trip, at
 * the domestic rate when every airport of the trip is in Peru and the international rate otherwise. Infants are
 * covered too (each traveller counts). Pure: the checkout UI and the booking service price it the same way.
 */
import { daysBetween } from "#app/utils/dates.ts";
import type { AssistanceLine } from "./booking-contract.ts";

/** US$ per traveller per day, in minor units. */
export const ASSISTANCE_RATES = { domestic: 300, international: 900 } as const;

/** The trip's days: from the first departure's local date to the last arrival's, both counted (at least 1). */
export function tripDays(firstDepartureLocal: string, lastArrivalLocal: string): number {
  return Math.max(1, daysBetween(firstDepartureLocal.slice(0, 10), lastArrivalLocal.slice(0, 10)) + 1);
}

export function priceAssistance(input: {
  /** Country code of every airport of the trip. */
  countries: string[];
  firstDepartureLocal: string;
  lastArrivalLocal: string;
  travellers: number;
}): AssistanceLine {
  const scope = input.countries.every((country) => country === "PE") ? "domestic" : "international";
  const days = tripDays(input.firstDepartureLocal, input.lastArrivalLocal);
  const perPersonPerDayMinor = ASSISTANCE_RATES[scope];
  return {
    scope,
    days,
    travellers: input.travellers,
    perPersonPerDayMinor,
    totalMinor: perPersonPerDayMinor * days * input.travellers,
  };
}
