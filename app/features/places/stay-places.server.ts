import { asc } from "drizzle-orm";
import { getDb } from "#db";
import { airports } from "#server/db/schema/geography.ts";
import { normalizeSearchText } from "./airport-list.ts";
import { STAY_AREAS } from "./stay-areas.ts";

/** A place a stay search may go to: an airport's city (one code per city) or a stay area. */
export type Place = { code: string; city: string; country: string };

let cache: { at: number; places: Place[] } | null = null;

/** The cities of the airports list (one code per city) and the stay areas (cached for a minute). */
export async function stayPlaces(): Promise<Place[]> {
  if (cache && Date.now() - cache.at < 60_000) return cache.places;
  const rows = await getDb()
    .select({ code: airports.iata, city: airports.city, country: airports.country })
    .from(airports)
    .orderBy(asc(airports.iata));
  const seen = new Set<string>();
  const cities = rows.filter((row) => !seen.has(row.city) && seen.add(row.city));
  const places = [
    ...cities,
    ...STAY_AREAS.map((area) => ({ code: area.code, city: area.city, country: area.country })),
  ];
  cache = { at: Date.now(), places };
  return places;
}

/** A place sent as typed (no JavaScript): a code, "Cusco, Perú", "Cusco (CUZ), Perú" or "cusco"; null when none. */
export function resolveTypedPlace(text: string, places: readonly Place[]): string | null {
  const trimmed = text.trim();
  const byCode = places.find((place) => place.code === trimmed.toUpperCase());
  if (byCode) return byCode.code;
  const labelled = /\(([a-z]{3})\)/i.exec(trimmed)?.[1]?.toUpperCase();
  if (labelled) return places.find((place) => place.code === labelled)?.code ?? null;
  const city = normalizeSearchText(trimmed.split(",")[0] ?? "");
  return places.find((place) => normalizeSearchText(place.city) === city)?.code ?? null;
}

/** The city of a place's code ("CUZ" -> "Cusco"); the code itself when it is unknown. */
export function placeName(code: string, places: readonly Place[]): string {
  return places.find((place) => place.code === code)?.city ?? code;
}
