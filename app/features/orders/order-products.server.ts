/**
 * The product registry (issue 31): each product registers its OrderProduct once at start-up; the core finds it by
 * kind and never imports a product. On globalThis: the Fastify host and the pages' SSR bundle each load this module.
 */
import type { OrderProduct, ProductKind } from "./order-contract.ts";

const store = globalThis as typeof globalThis & { __kvOrderProducts?: Map<ProductKind, OrderProduct> };

function registry(): Map<ProductKind, OrderProduct> {
  store.__kvOrderProducts ??= new Map();
  return store.__kvOrderProducts;
}

/** Registers (or replaces) the product of `product.kind`. */
export function registerOrderProduct<Selection, Details>(product: OrderProduct<Selection, Details>): void {
  registry().set(product.kind, product);
}

/** The registered product of a kind, or null. */
export function orderProduct(kind: ProductKind): OrderProduct | null {
  return registry().get(kind) ?? null;
}
