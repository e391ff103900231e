import { describe, expect, it, vi } from "vitest";
import type { ProductKind } from "./order-contract.ts";
import type { OrderProduct } from "./order-product-contract.ts";
import type { ProductHost, ProductModule } from "./product-module-contract.ts";
import { productJobs, productStartOrder, startProducts } from "./product-registry.server.ts";

const host: ProductHost<{ SITE_URL: string }> = {
  env: { SITE_URL: "https://kuntur.test" },
  deriveKey: (purpose) => `key-of-${purpose}`,
  // The fakes read no database.
  db: undefined as unknown as ProductHost<unknown>["db"],
  log: { warn: () => undefined, error: () => undefined },
};

const fakeProduct = (kind: ProductKind) => ({ kind }) as OrderProduct;

/** A fake module that records when it started and what it read of the host. */
function fakeModule(kind: ProductKind, started: string[], extra: Partial<ProductModule<{ SITE_URL: string }>> = {}) {
  return {
    kind,
    start: ({ env, deriveKey }) => {
      started.push(`${kind} ${env.SITE_URL} ${deriveKey(kind)}`);
      return { orderProduct: fakeProduct(kind) };
    },
    ...extra,
  } satisfies ProductModule<{ SITE_URL: string }>;
}

describe("starting the products", () => {
  it("registers each product's order product exactly once, after the products it uses, whatever the list's order", () => {
    const started: string[] = [];
    const register = vi.fn();
    const flight = fakeModule("flight", started, { uses: ["insurance"] });
    const result = startProducts(
      [flight, fakeModule("hotel", started), fakeModule("insurance", started)],
      host,
      register,
    );

    expect(result.kinds).toEqual(["insurance", "flight", "hotel"]);
    expect(register.mock.calls.map(([product]) => (product as OrderProduct).kind)).toEqual(result.kinds);
    expect(started).toEqual([
      "insurance https://kuntur.test key-of-insurance",
      "flight https://kuntur.test key-of-flight",
      "hotel https://kuntur.test key-of-hotel",
    ]);
  });

  it("refuses a duplicate kind before starting anything", () => {
    const started: string[] = [];
    const register = vi.fn();
    const list = [fakeModule("hotel", started), fakeModule("insurance", started), fakeModule("hotel", started)];
    expect(() => startProducts(list, host, register)).toThrow('Two product modules of kind "hotel"');
    expect(started).toEqual([]);
    expect(register).not.toHaveBeenCalled();
  });

  it("refuses a product whose used product is missing, products that use each other, and a mismatched kind", () => {
    const started: string[] = [];
    expect(() => productStartOrder([fakeModule("flight", started, { uses: ["insurance"] })])).toThrow(
      'Product "flight" uses "insurance", which is not in the list of products',
    );
    const circle = [
      fakeModule("flight", started, { uses: ["hotel"] }),
      fakeModule("hotel", started, { uses: ["flight"] }),
    ];
    expect(() => productStartOrder(circle)).toThrow("Products that use each other in a circle");
    const liar = { kind: "hotel", start: () => ({ orderProduct: fakeProduct("package") }) } satisfies ProductModule;
    expect(() => startProducts([liar], host, vi.fn())).toThrow('started an order product of kind "package"');
    expect(started).toEqual([]);
  });

  it("closes what the products opened, the last started first", async () => {
    const closed: string[] = [];
    const closing = (kind: ProductKind): ProductModule => ({
      kind,
      start: () => ({ orderProduct: fakeProduct(kind), close: async () => void closed.push(kind) }),
    });
    const result = startProducts([closing("hotel"), { ...closing("flight"), uses: ["hotel"] }], host, vi.fn());
    await result.close();
    expect(closed).toEqual(["flight", "hotel"]);
  });

  it("gathers the products' jobs and refuses two handlers for one job", () => {
    const job = async () => undefined;
    const hotel = { ...fakeModule("hotel", []), jobs: { "hotels.expire": job } };
    expect(productJobs([hotel, fakeModule("insurance", [])])).toEqual({ "hotels.expire": job });
    const insurance = { ...fakeModule("insurance", []), jobs: { "hotels.expire": job } };
    expect(() => productJobs([hotel, insurance])).toThrow('Two products handle the job "hotels.expire"');
  });
});
