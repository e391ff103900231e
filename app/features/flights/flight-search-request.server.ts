import { todayInLima } from "#app/utils/dates.ts";
import { FLIGHT_SEARCH_MESSAGES, makeFlightSearchSchema } from "./flight-search-schemas.ts";
import { parseFlightResultsQuery, type FlightSearch } from "./flight-search-url.ts";
import { inventorySupplier } from "#flights";

export type SearchIssue = { path: string; message: string };

/** A results URL read back: a valid search, or what is wrong with it (the form's own messages) and what was read. */
export type SearchRequest =
  { ok: true; search: FlightSearch } | { ok: false; search: FlightSearch | null; issues: SearchIssue[] };

/** 'No encontramos «Cuzko»: elige el destino de la lista.' */
export function unknownTypedAirport(typed: string, field: "origin" | "destination"): string {
  const shown = typed.trim().slice(0, 40);
  return `No encontramos «${shown}»: elige ${field === "origin" ? "el origen" : "el destino"} de la lista.`;
}

export const MALFORMED_SEARCH_MESSAGE = "Revisa los datos de tu búsqueda e inténtalo de nuevo.";

/**
 * The search in a results URL (decision 011), checked by the form's schema and against the airports we know: the
 * results page and GET /api/v1/flights/search answer the same for the same URL.
 */
export async function readSearchRequest(params: URLSearchParams, now: Date = new Date()): Promise<SearchRequest> {
  const search = parseFlightResultsQuery(params);
  if (!search) return { ok: false, search: null, issues: [{ path: "", message: MALFORMED_SEARCH_MESSAGE }] };
  const parsed = makeFlightSearchSchema(todayInLima(now)).safeParse(search);
  const issues: SearchIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  // A name typed without JavaScript that matched no airport (the results route resolves the ones it can).
  search.legs.forEach((leg, index) => {
    for (const field of ["origin", "destination"] as const) {
      const typed = leg[field];
      const issue = issues.find((candidate) => candidate.path === `legs.${index}.${field}`);
      if (issue && typed && !/^[A-Z]{3}$/.test(typed)) issue.message = unknownTypedAirport(typed, field);
    }
  });
  const supplier = inventorySupplier();
  if (supplier) {
    const { network } = await supplier.fareData();
    search.legs.forEach((leg, index) => {
      for (const field of ["origin", "destination"] as const) {
        const code = leg[field];
        const path = `legs.${index}.${field}`;
        if (/^[A-Z]{3}$/.test(code) && !network.airports.has(code) && !issues.some((issue) => issue.path === path)) {
          issues.push({ path, message: FLIGHT_SEARCH_MESSAGES.unknownAirport });
        }
      }
    });
  }
  return issues.length === 0 ? { ok: true, search } : { ok: false, search, issues };
}
