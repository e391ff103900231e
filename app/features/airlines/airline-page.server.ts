import { airlineFareFamilies, airlineRouteFares, airlineSummaries, flightReferenceData } from "#flights";
import type { AirlineInfo, FareFamily } from "#app/features/flights/index.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { routeRows, type AirlineRouteRow, type RouteTab } from "./airline-routes.ts";

export type AirlineSummary = AirlineInfo & { routeCount: number };

export type AirlinePage = {
  airline: AirlineSummary;
  routes: Record<RouteTab, AirlineRouteRow[]>;
  fareFamilies: FareFamily[];
  /** The day's USD to PEN rate ("3.7450") shown with the fares, or null (US$ only). */
  exchangeRate: string | null;
};

/** /aerolinea: every airline of the inventory that flies a route, by name. */
export async function loadAirlines(): Promise<AirlineSummary[]> {
  return airlineSummaries();
}

/**
 * /aerolinea/{code}: the airline, its routes with their lowest current round trip (the flight engine's, cached
 * for minutes), its fare families and the day's rate. Null for an airline the inventory does not fly.
 */
export async function loadAirlinePage(code: string, now?: Date): Promise<AirlinePage | null> {
  const airline = (await airlineSummaries()).find((candidate) => candidate.code === code);
  if (!airline) return null;
  const [fares, fareFamilies, rate] = await Promise.all([
    airlineRouteFares(code),
    airlineFareFamilies(code),
    getCurrentExchangeRate(now ? { now } : {}),
  ]);
  const codes = [...new Set(fares.flatMap((fare) => [fare.origin, fare.destination]))];
  const { airports } = await flightReferenceData([], codes);
  const exchangeRate = rate?.amount ?? null;
  return { airline, routes: routeRows(fares, airports, exchangeRate), fareFamilies, exchangeRate };
}
