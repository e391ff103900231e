/**
 * The flight search as the host starts it (decision 055; called by the flight product's module): the suppliers the
 * environment names (our inventory, and a slow or failing test supplier when FLIGHT_TEST_SUPPLIER says so), Redis
 * for the shared result cache, the supplier time limit and the offer-id key.
 */
import type { Db } from "#db";
import { configureFlightSearch } from "#flights";
import type { Env } from "#server/env.ts";
import { createInventorySupplier } from "./inventory/inventory-supplier.server.ts";
import { createTestSupplier } from "./test-supplier.server.ts";

export type FlightSearchEnv = Pick<
  Env,
  "SITE_URL" | "REDIS_URL" | "REDIS_KEY_PREFIX" | "FLIGHT_SUPPLIER_TIMEOUT_MS" | "FLIGHT_TEST_SUPPLIER"
>;

type FlightSearchHost = {
  env: FlightSearchEnv;
  /** Signs offer ids: the same on every instance, so each accepts the others' ids. */
  offerKey: string;
  db: Db;
  log: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
};

/** Configures the one flight search of the process; returns its configuration (the host closes its cache). */
export function startFlightSearch({ env, offerKey, db, log }: FlightSearchHost) {
  return configureFlightSearch({
    offerKey,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    log,
    supplierTimeoutMs: env.FLIGHT_SUPPLIER_TIMEOUT_MS,
    siteUrl: env.SITE_URL,
    suppliers: [
      createInventorySupplier(db),
      ...(env.FLIGHT_TEST_SUPPLIER === "off" ? [] : [createTestSupplier(env.FLIGHT_TEST_SUPPLIER)]),
    ],
  });
}
