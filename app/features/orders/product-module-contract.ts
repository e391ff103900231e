/**
 * How a product plugs into the order core at start-up (issue 40, decision 055): each product exports one
 * `ProductModule` from its public server module, and the host lists them once (server/products.ts). The core starts
 * them (`startProducts`, product-registry.server.ts) in the order their `uses` says, registers each OrderProduct once
 * and imports no product.
 *
 * Stability: products build against this file. Add members; never rename or remove one.
 */
import type { Db } from "#db";
import type { JobHandler } from "#server/jobs/jobs.ts";
import type { ProductKind } from "./order-contract.ts";
import type { OrderProduct } from "./order-product-contract.ts";

/** The host's logger, as a product may use it (the flight search logs slow suppliers). */
export type ProductLog = {
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/**
 * What the host hands a product at start-up. `Env` is the part of the parsed environment (server/env.ts) the product
 * declares it reads, e.g. `Pick<Env, "SITE_URL" | "BOOKING_HOLD_MINUTES">`: the type says which settings it needs.
 */
export type ProductHost<Env> = {
  env: Env;
  /**
   * A key for one purpose, derived from the host's secret: the same on every instance and after a restart, so what
   * one signed (offer ids, e-mail links) another accepts. A product never sees the secret itself.
   */
  deriveKey: (purpose: string) => string;
  db: Db;
  log: ProductLog;
};

/** What a started product plugs into the core and the host. */
export type StartedProduct = {
  /** Its implementation of the core's port; its kind must be the module's. Registered once by the core. */
  orderProduct: OrderProduct;
  /** Called when the server closes, before the database (the flight search's shared cache). */
  close?: () => Promise<void>;
};

/** One product, as the host registers it: one line in server/products.ts. */
export type ProductModule<Env = unknown> = {
  readonly kind: ProductKind;
  /**
   * The products whose order product this one uses at run time (flights sell insurance's travel-assistance add-on as
   * an insurance item): started first, and a list without them is refused. Never a list's line order.
   */
  readonly uses?: readonly ProductKind[];
  /** Its scheduled jobs by kind (server/jobs/handlers.ts runs them); payment is the core's one order payable. */
  readonly jobs?: Readonly<Record<string, JobHandler>>;
  /** Sets the product's own start-up settings (app/platform/startup-config.ts) from the host's, once per server. */
  start(host: ProductHost<Env>): StartedProduct;
};
