import { normalizeSearchText } from "#app/features/places/index.ts";

type Airport = { iata: string; city: string };

const IATA = /^[A-Z]{3}$/;

/**
 * The airport a visitor typed in the home's or a destination page's search without JavaScript (the combobox's
 * text goes as it is): a code ("cuz"), a label with its code ("Cusco (CUZ), Perú") or a city with one airport
 * ("cusco", "Cúsco"). Null when it names none or more than one.
 */
export function resolveTypedAirport(text: string, airports: readonly Airport[]): string | null {
  const trimmed = text.trim();
  const known = (code: string) => airports.find((airport) => airport.iata === code.toUpperCase())?.iata ?? null;
  if (/^[a-z]{3}$/i.test(trimmed)) {
    const code = known(trimmed);
    if (code) return code;
  }
  const labelled = /\(([a-z]{3})\)/i.exec(trimmed);
  if (labelled?.[1]) return known(labelled[1]);
  const city = normalizeSearchText(trimmed.split(",")[0] ?? "");
  const matches = airports.filter((airport) => normalizeSearchText(airport.city) === city);
  return matches.length === 1 && matches[0] ? matches[0].iata : null;
}

/**
 * The query with typed origin and destination replaced by their codes, when there is something to replace and every
 * typed name was found; null otherwise (what could not be found is left for the search's own messages).
 */
export function withTypedAirports(params: URLSearchParams, airports: readonly Airport[]): URLSearchParams | null {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const name of ["origen", "destino"]) {
    const value = params.get(name);
    if (value === null || value === "" || IATA.test(value)) continue;
    const code = resolveTypedAirport(value, airports);
    if (!code) return null;
    next.set(name, code);
    changed = true;
  }
  return changed ? next : null;
}
