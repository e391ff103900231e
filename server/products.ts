/**
 * The products the site sells (issue 40, decision 055): one line per product, its module from its public server
 * module. The order core starts them in the order their declared `uses` needs (not this list's order), registers
 * each order product once and never imports a product; server/jobs runs their jobs. Adding a product: its folder,
 * and its line here.
 */
import { createHmac } from "node:crypto";
import { flightProductModule } from "#app/features/flights/index.server.ts";
import { hotelProductModule } from "#app/features/hotels/index.server.ts";
import { configureFlightHotel } from "#app/features/flight-hotel/index.server.ts";
import { insuranceProductModule } from "#app/features/insurance/index.server.ts";
import { packageProductModule } from "#app/features/packages/index.server.ts";
import type { ProductLog, ProductModule } from "#app/features/orders/product-module-contract.ts";
import { productJobs, startProducts, type StartedProducts } from "#app/features/orders/index.server.ts";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";

export const PRODUCTS: readonly ProductModule<Env>[] = [
  flightProductModule,
  hotelProductModule,
  insuranceProductModule,
  packageProductModule,
];

/** Every product's scheduled jobs, for the one map of job handlers. */
export const PRODUCT_JOB_HANDLERS = productJobs(PRODUCTS);

/** A key for one purpose derived from the session secret (the derivation every key of the site uses). */
export const deriveKey = (sessionSecret: string, purpose: string): string =>
  createHmac("sha256", sessionSecret).update(purpose).digest("base64url");

/** Starts every product once per server (server/app.ts); the host closes them before the database. */
export function startSiteProducts(options: {
  env: Env;
  sessionSecret: string;
  db: Db;
  log: ProductLog;
}): StartedProducts {
  const { env, sessionSecret, db, log } = options;
  // Flight+hotel is no product (a basket of two): its one setting is set with the products'.
  configureFlightHotel({ hotelDiscountPercent: env.FLIGHT_HOTEL_DISCOUNT_PERCENT });
  return startProducts(PRODUCTS, { env, db, log, deriveKey: (purpose) => deriveKey(sessionSecret, purpose) });
}
