/**
 * The flight search's one configuration (set at start-up by flight-search-start.server.ts; tests set their own): its
 * suppliers, offer-id key, result cache and logger, and the lookups of a configured supplier.
 */
import { randomBytes } from "node:crypto";
import { getDb } from "#db";
import { startupSetting } from "#app/platform/startup-config.ts";
import type { FlightBookingSupplier, FlightSupplier } from "./flight-supplier.ts";
import { createInventorySupplier, type InventorySupplier } from "./inventory/inventory-supplier.server.ts";
import { createResultCache, type ResultCache } from "./result-cache.server.ts";

/** An offer can be re-priced and booked for this long after the search. */
export const OFFER_TTL_MS = 20 * 60_000;
/** A search's results are reused for this long (offers served from the cache keep at least 15 minutes). */
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;
/** A supplier that has not answered by then is left out ('Algunas aerolíneas no respondieron'). */
export const SUPPLIER_TIMEOUT_MS = 8_000;

type Logger = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type FlightSearchConfig = {
  /** Signs offer ids so a client cannot forge or alter one. */
  offerKey: string;
  suppliers: FlightSupplier[];
  supplierTimeoutMs: number;
  cache: ResultCache;
  log: Logger;
  now: () => Date;
  /** The site's public URL, for the links of price-alert e-mails. */
  siteUrl: string;
};

const SILENT: Logger = { warn: () => undefined, error: () => undefined };

type FlightSearchOptions = Partial<FlightSearchConfig> & {
  redisUrl?: string | undefined;
  redisKeyPrefix?: string | undefined;
};

function buildConfig(options: FlightSearchOptions): FlightSearchConfig {
  const { redisUrl, redisKeyPrefix, ...rest } = options;
  // Defaults are made only when not given: the inventory needs an open database, Redis a connection.
  return {
    offerKey: rest.offerKey ?? randomBytes(32).toString("base64url"),
    suppliers: rest.suppliers ?? [createInventorySupplier(getDb())],
    supplierTimeoutMs: rest.supplierTimeoutMs ?? SUPPLIER_TIMEOUT_MS,
    cache: rest.cache ?? createResultCache(redisUrl, rest.log ?? SILENT, redisKeyPrefix),
    log: rest.log ?? SILENT,
    now: rest.now ?? (() => new Date()),
    siteUrl: rest.siteUrl ?? "http://localhost:3000",
  };
}

// Outside production an unconfigured service searches the inventory alone with a key of this process.
const setting = startupSetting<FlightSearchConfig>("flight-search", { outsideProduction: () => buildConfig({}) });

/** Sets the service's suppliers, key, cache and logger; anything left out keeps its default. */
export function configureFlightSearch(options: FlightSearchOptions) {
  return setting.set(buildConfig(options));
}

/** The configuration in force (the outside-production default when nobody set one). */
export function flightSearchConfig(): FlightSearchConfig {
  return setting.get();
}

/** The server's logger, for the pages that call this service. */
export function flightSearchLog(): Logger {
  return flightSearchConfig().log;
}

/** The built-in inventory supplier, for what only it computes (price calendar, outlet). */
export function inventorySupplier(): InventorySupplier | null {
  const supplier = flightSearchConfig().suppliers.find((candidate) => candidate.id === "inventory");
  return supplier && "fareData" in supplier ? (supplier as InventorySupplier) : null;
}

/** The booking interface of the supplier that found an offer (FlightOffer.supplier), or null if it cannot book. */
export function bookingSupplier(supplierId: string): FlightBookingSupplier | null {
  return flightSearchConfig().suppliers.find((candidate) => candidate.id === supplierId)?.booking ?? null;
}
