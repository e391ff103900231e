/**
 * A stay search (packages, hotels, flight+hotel) read from its results URL: the destination sent as typed rewritten
 * with its code, and the search checked with the form's own schema, for every product's results page alike.
 */
import { fieldErrors } from "#app/utils/form-errors.ts";
import { resolveTypedPlace, stayPlaces } from "#app/features/places/index.server.ts";
import { makeStaySearchSchema } from "./stay-search-schemas.ts";
import { parseStayResultsQuery, type StayProduct } from "./stay-search-url.ts";

/** A query whose destination was sent as typed, rewritten with its code; null when there is nothing to rewrite. */
export async function canonicalStayQuery(product: StayProduct, params: URLSearchParams): Promise<string | null> {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const name of product === "vuelohotel" ? ["origen", "destino"] : ["destino"]) {
    const value = params.get(name);
    if (value === null || value === "" || /^[A-Z]{3}$/.test(value)) continue;
    const code = resolveTypedPlace(value, await stayPlaces());
    if (!code) return null;
    next.set(name, code);
    changed = true;
  }
  return changed ? `/resultados/${product}?${next.toString()}` : null;
}

/** Reads and checks a stay search with the form's own schema; the messages by field when it is wrong. */
export function readStaySearch(product: StayProduct, params: URLSearchParams, today: string) {
  const parsed = parseStayResultsQuery(product, params);
  if (!parsed)
    return { ok: false as const, form: undefined, issues: { rooms: "Indica las habitaciones y sus huéspedes." } };
  const result = makeStaySearchSchema(today).safeParse(parsed);
  if (!result.success) return { ok: false as const, form: parsed, issues: fieldErrors(result.error) };
  return { ok: true as const, search: parsed };
}
