/**
 * The product registry (issue 31): each product registers its OrderProduct once at start-up; the core finds it by
 * kind and never imports a product. Process-wide: the Fastify host and the pages' SSR bundle each load this module.
 */
import { processState } from "#app/platform/startup-config.ts";
import type { ProductKind } from "./order-contract.ts";
import type { OrderProduct } from "./order-product-contract.ts";

const registry = () => processState("orders.products", () => new Map<ProductKind, OrderProduct>());

/** Registers (or replaces) the product of `product.kind`. */
export function registerOrderProduct<Selection, Details>(product: OrderProduct<Selection, Details>): void {
  registry().set(product.kind, product);
}

/** The registered product of a kind, or null. */
export function orderProduct(kind: ProductKind): OrderProduct | null {
  return registry().get(kind) ?? null;
}
