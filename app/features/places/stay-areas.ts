import type { Destination } from "./airport-list.ts";

/**
 * Places to stay that have no airport of their own: hotel and package searches offer them next to the cities of
 * the airports list, under a three-letter area code (docs/hotels.md). `airport` is where a flight+hotel flies to.
 */
export type StayArea = { code: string; city: string; country: string; countryCode: string; airport: string | null };

export const STAY_AREAS: readonly StayArea[] = [
  { code: "VSG", city: "Valle Sagrado", country: "Perú", countryCode: "PE", airport: "CUZ" },
  { code: "PRC", city: "Paracas", country: "Perú", countryCode: "PE", airport: null },
  { code: "MNC", city: "Máncora", country: "Perú", countryCode: "PE", airport: "PIU" },
  { code: "PUN", city: "Puno", country: "Perú", countryCode: "PE", airport: "JUL" },
];

/** The hotel destination codes a flight to `airport` serves (its own city and the areas reached from it). */
export function stayCodesForAirport(airport: string): string[] {
  return [airport, ...STAY_AREAS.filter((area) => area.airport === airport).map((area) => area.code)];
}

export function stayAreaName(code: string): string | null {
  return STAY_AREAS.find((area) => area.code === code)?.city ?? null;
}

/** The areas as entries of the destinations list (cities mode of the destination field). */
export const STAY_AREA_DESTINATIONS: Destination[] = STAY_AREAS.map((area) => ({
  iata: area.code,
  city: area.city,
  country: area.country,
  countryCode: area.countryCode,
  airportName: "",
  national: area.countryCode === "PE",
}));
