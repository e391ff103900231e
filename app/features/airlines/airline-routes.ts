/**
 * An airline page's routes (issue 35): national and international tabs, five rows each and 'Ver más', rows from
 * Lima first. Pure: the loader and the tests share it. The tab and the expansion are in the URL, so both work
 * without JavaScript (links) and a shared link opens the same view.
 */
import { convertMinorUnits } from "#app/utils/money.ts";
import { buildFlightResultsUrl, withAirlineFilter } from "#app/features/flights/index.ts";

/** An airline's code as its page's URL writes it ("LA"); null when it cannot be one. */
export function airlineCodeFrom(param: string): string | null {
  return /^[a-z0-9]{2}$/i.test(param) ? param.toUpperCase() : null;
}

export function airlinePath(code: string): string {
  return `/aerolinea/${code}`;
}

export const ROUTES_SHOWN = 5;
export const TAB_PARAM = "rutas";
export const MORE_PARAM = "ver";
export const MORE_VALUE = "todas";

export type RouteTab = "nacionales" | "internacionales";
export const ROUTE_TABS: ReadonlyArray<{ id: RouteTab; label: string }> = [
  { id: "nacionales", label: "Vuelos nacionales" },
  { id: "internacionales", label: "Vuelos internacionales" },
];

/** What the engine priced: an airline's cheapest round trip on a route (lowest-fares.ts). */
export type RouteFare = {
  carrier: string;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  totalMinor: number;
};

export type RoutePlace = { city: string; countryCode: string };

export type AirlineRouteRow = {
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departureDate: string;
  returnDate: string;
  totalMinor: number;
  totalPenMinor: number | null;
  /** The round trip's results, narrowed to the airline: its cheapest offer there is this fare. */
  searchUrl: string;
};

export type RouteView = { tab: RouteTab; expanded: boolean };

/** The view a page URL asks for: national routes, five rows, unless it says otherwise. */
export function readRouteView(params: URLSearchParams): RouteView {
  return {
    tab: params.get(TAB_PARAM) === "internacionales" ? "internacionales" : "nacionales",
    expanded: params.get(MORE_PARAM) === MORE_VALUE,
  };
}

/** The query of a view ("" for the default one, so the tab links of the first view are the canonical page). */
export function routeViewQuery(view: RouteView): string {
  const params = new URLSearchParams();
  if (view.tab !== "nacionales") params.set(TAB_PARAM, view.tab);
  if (view.expanded) params.set(MORE_PARAM, MORE_VALUE);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The rows by tab: national when both airports are in Peru. From Lima first, then the other cities by name;
 * within each, cheapest first. A route whose airports are unknown is left out.
 */
export function routeRows(
  fares: readonly RouteFare[],
  places: Readonly<Record<string, RoutePlace>>,
  usdToPen: string | null,
): Record<RouteTab, AirlineRouteRow[]> {
  const rows: Record<RouteTab, Array<AirlineRouteRow & { fromLima: boolean }>> = {
    nacionales: [],
    internacionales: [],
  };
  for (const fare of fares) {
    const from = places[fare.origin];
    const to = places[fare.destination];
    if (!from || !to) continue;
    const tab: RouteTab = from.countryCode === "PE" && to.countryCode === "PE" ? "nacionales" : "internacionales";
    const search = {
      tripType: 0 as const,
      legs: [{ origin: fare.origin, destination: fare.destination, date: fare.departureDate }],
      returnDate: fare.returnDate,
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: 0 as const,
      language: "ES" as const,
    };
    rows[tab].push({
      origin: fare.origin,
      originCity: from.city,
      destination: fare.destination,
      destinationCity: to.city,
      departureDate: fare.departureDate,
      returnDate: fare.returnDate,
      totalMinor: fare.totalMinor,
      totalPenMinor: usdToPen ? convertMinorUnits(fare.totalMinor, usdToPen) : null,
      searchUrl: withAirlineFilter(buildFlightResultsUrl(search), fare.carrier),
      fromLima: fare.origin === "LIM",
    });
  }
  const order = (a: AirlineRouteRow & { fromLima: boolean }, b: AirlineRouteRow & { fromLima: boolean }) =>
    Number(b.fromLima) - Number(a.fromLima) ||
    (a.fromLima ? 0 : a.originCity.localeCompare(b.originCity, "es")) ||
    a.totalMinor - b.totalMinor ||
    a.destinationCity.localeCompare(b.destinationCity, "es");
  const strip = (list: Array<AirlineRouteRow & { fromLima: boolean }>) =>
    list.sort(order).map(({ fromLima: _fromLima, ...row }) => row);
  return { nacionales: strip(rows.nacionales), internacionales: strip(rows.internacionales) };
}

/** The rows a tab shows: five, or all after 'Ver más'. */
export function visibleRoutes<T>(rows: readonly T[], expanded: boolean): T[] {
  return expanded ? [...rows] : rows.slice(0, ROUTES_SHOWN);
}
