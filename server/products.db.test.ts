import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { hotelProductModule } from "#app/features/hotels/index.server.ts";
import { flightProductModule } from "#app/features/flights/index.server.ts";
import type { OrderProduct } from "#app/features/orders/order-product-contract.ts";
import { orderProduct, startProducts } from "#app/features/orders/index.server.ts";
import { payableHandler } from "#app/features/payments/index.server.ts";
import type { DbHandle } from "./db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { parseEnv } from "./env.ts";
import { JOB_HANDLERS } from "./jobs/handlers.ts";
import { deriveKey, PRODUCT_JOB_HANDLERS, PRODUCTS } from "./products.ts";
import { buildTestApp, TEST_SECRETS } from "#tests/support/test-app.ts";

// The site's one list of products (decision 055), started as buildApp starts it.
describe("the site's products", () => {
  let db: DbHandle;
  let app: FastifyInstance;
  const host = () => ({
    env: parseEnv({ NODE_ENV: "test" }),
    deriveKey: (purpose: string) => deriveKey(TEST_SECRETS.sessionSecret, purpose),
    db: db.db,
    log: { warn: () => undefined, error: () => undefined },
  });

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db);
  });

  afterAll(async () => {
    await app.close();
  });

  it("registers every product's order product exactly once, insurance before the flights that sell its add-on", async () => {
    const register = vi.fn<(product: OrderProduct) => void>();
    const started = startProducts(PRODUCTS, host(), register);
    await started.close();
    const kinds = register.mock.calls.map(([product]) => product.kind);
    expect(kinds.toSorted()).toEqual(["flight", "hotel", "insurance", "package"]);
    expect(kinds.indexOf("insurance")).toBeLessThan(kinds.indexOf("flight"));
    // buildApp registered the same objects with the core, and the core's order payable.
    for (const [product] of register.mock.calls) expect(orderProduct(product.kind)).toBe(product);
    expect(payableHandler("order")).toBeTruthy();
  });

  it("refuses a list with a kind twice, or flights without the insurance they use, before starting any", () => {
    const register = vi.fn();
    expect(() => startProducts([...PRODUCTS, hotelProductModule], host(), register)).toThrow(
      'Two product modules of kind "hotel"',
    );
    expect(() => startProducts([flightProductModule], host(), register)).toThrow('uses "insurance"');
    expect(register).not.toHaveBeenCalled();
  });

  it("runs the products' jobs with the others", () => {
    expect(Object.keys(PRODUCT_JOB_HANDLERS).toSorted()).toEqual(["bookings.expire-hold", "bookings.release-promo"]);
    for (const [kind, handler] of Object.entries(PRODUCT_JOB_HANDLERS)) expect(JOB_HANDLERS[kind]).toBe(handler);
  });
});
