import { airlineFareFamilies, airlineRouteFares, airlineSummaries, flightReferenceData } from "#flights";
import type { AirlineInfo, FareFamily } from "#app/features/flights/index.ts";
import { getCurrentExchangeRate } from "#app/features/exchange-rates/index.server.ts";
import { changeVersion } from "#app/platform/change-signals.ts";
import { createComputedCache } from "#app/platform/computed-cache.ts";
import { processState } from "#app/platform/startup-config.ts";
import { todayInLima } from "#app/utils/dates.ts";
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

/** How long this process reuses an airline page's data (the same for every visitor). */
export const AIRLINE_PAGE_TTL_MS = 60_000;

/**
 * Per process, on globalThis (the route bundle and the server share it). What the page shows changes with the Lima
 * date (the fares' dates, the day's rate), with a rate staff enter (signalled in this process, so it shows at once;
 * another instance shows it within the TTL) and with the lowest fares, which move with the seats sold and which the
 * flight engine keeps for minutes in its shared cache (Redis when REDIS_URL is set, so instances agree). The
 * inventory's fare tables have no back-office write.
 */
const pages = () =>
  processState("airline-pages", () =>
    createComputedCache<AirlinePage | null>({ ttlMs: AIRLINE_PAGE_TTL_MS, maxEntries: 100 }),
  );

/**
 * /aerolinea/{code}: the airline, its routes with their lowest current round trip (the flight engine's, cached
 * for minutes), its fare families and the day's rate. Null for an airline the inventory does not fly. Computed
 * once per process for all visitors for AIRLINE_PAGE_TTL_MS; visits during the computation share it.
 */
export async function loadAirlinePage(code: string, now?: Date): Promise<AirlinePage | null> {
  const key = `${code}:${todayInLima(now)}:${String(changeVersion("exchange-rates"))}`;
  return pages().get(key, () => computeAirlinePage(code, now));
}

/** Forgets every airline page's data in this process (tests; a change no signal covers). */
export function clearAirlinePages(): void {
  pages().clear();
}

async function computeAirlinePage(code: string, now?: Date): Promise<AirlinePage | null> {
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
