import { FLIGHT_RESULTS_PATH } from "#app/features/flights/flight-search-url.ts";
import type { FlightResultsPage } from "./flight-results.server.ts";
import { writeResultView, type ResultView } from "./result-view.ts";

/** A results page's address for a query string. */
export const resultsHref = (query: string) => `${FLIGHT_RESULTS_PATH}?${query}`;

/** The same search with another view (sort, currency, how many shown...). */
export function viewHref(page: Extract<FlightResultsPage, { kind: "results" }>, patch: Partial<ResultView>): string {
  return resultsHref(writeResultView(new URLSearchParams(page.searchQuery), { ...page.view, ...patch }).toString());
}
