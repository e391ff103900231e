// What only the built-in inventory computes (outlet, airline pages, fare families, price calendar), cached like a
// search's results; each is empty or null when the inventory is not among the configured suppliers.
import type { AirlineInfo, FareFamily, OutletFare, PriceCalendar } from "./flight-offer-types.ts";
import { buildFlightResultsUrl, type FlightSearch } from "./flight-search-url.ts";
import { carrierRoutes, type LowestRoundTrip } from "./inventory/lowest-fares.ts";
import { flightSearchConfig, inventorySupplier, SEARCH_CACHE_TTL_MS } from "./flight-search-config.server.ts";

/** Outlet fares are listed again after this long. */
export const OUTLET_CACHE_TTL_MS = 10 * 60_000;

/** The outlet's fares from an origin (Lima by default), cached; empty without the inventory. */
export async function outletFares(origin = "LIM"): Promise<OutletFare[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const { cache } = flightSearchConfig();
  const key = `flights-outlet:${origin}`;
  const cached = await cache.get<OutletFare[]>(key);
  if (cached) return cached;
  const fares = await supplier.outlet(origin);
  await cache.set(key, fares, OUTLET_CACHE_TTL_MS);
  return fares;
}

/** An airline's non-stop routes with their cheapest round trip (airline pages), cached like the outlet. */
export async function airlineRouteFares(carrier: string): Promise<LowestRoundTrip[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const { cache } = flightSearchConfig();
  const key = `flights-airline:${carrier}`;
  const cached = await cache.get<LowestRoundTrip[]>(key);
  if (cached) return cached;
  const fares = await supplier.airlineFares(carrier);
  await cache.set(key, fares, OUTLET_CACHE_TTL_MS);
  return fares;
}

/** The airlines of the inventory that fly at least one route, by name, with how many non-stop routes each flies. */
export async function airlineSummaries(): Promise<Array<AirlineInfo & { routeCount: number }>> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const data = await supplier.fareData();
  return [...data.airlines.values()]
    .map((airline) => ({
      code: airline.code,
      name: airline.name,
      routeCount: carrierRoutes(data, airline.code).length,
    }))
    .filter((airline) => airline.routeCount > 0)
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** An airline's fare families, cheapest first, as the fare step shows them (empty without the inventory). */
export async function airlineFareFamilies(carrier: string): Promise<FareFamily[]> {
  const supplier = inventorySupplier();
  if (!supplier) return [];
  const families = (await supplier.fareData()).families.get(carrier) ?? [];
  return families.map(({ rank: _rank, pricePercent: _percent, ...family }) => family);
}

/** The price calendar of a search, cached like its results; null for multi-city or without the inventory. */
export async function priceCalendar(search: FlightSearch): Promise<PriceCalendar | null> {
  const supplier = inventorySupplier();
  if (!supplier) return null;
  const { cache } = flightSearchConfig();
  const key = `flights-calendar:${buildFlightResultsUrl(search).split("?")[1] ?? ""}`;
  const cached = await cache.get<PriceCalendar>(key);
  if (cached) return cached;
  const calendar = await supplier.calendar(search);
  if (calendar) await cache.set(key, calendar, SEARCH_CACHE_TTL_MS);
  return calendar;
}
