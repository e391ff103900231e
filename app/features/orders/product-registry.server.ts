/**
 * Starting the products (issue 40, decision 055): the host hands the core its one list of product modules
 * (server/products.ts); the core checks it, starts each after the products it uses and registers each OrderProduct
 * once. The list's order does not matter. The core imports no product: it only receives them.
 */
import type { ProductKind } from "./order-contract.ts";
import type { OrderProduct } from "./order-product-contract.ts";
import type { ProductHost, ProductModule } from "./product-module-contract.ts";
import { registerOrderProduct } from "./order-products.server.ts";

export type StartedProducts = {
  /** The kinds started, in the order they were started. */
  kinds: ProductKind[];
  /** Closes what the products opened (latest started first); the host calls it before closing the database. */
  close(): Promise<void>;
};

/** The modules in an order where each comes after the products it uses; throws on a duplicate, a gap or a cycle. */
export function productStartOrder<Env>(modules: readonly ProductModule<Env>[]): ProductModule<Env>[] {
  const byKind = new Map<ProductKind, ProductModule<Env>>();
  for (const module of modules) {
    if (byKind.has(module.kind)) throw new Error(`Two product modules of kind "${module.kind}": one per kind`);
    byKind.set(module.kind, module);
  }
  const ordered: ProductModule<Env>[] = [];
  const visiting = new Set<ProductKind>();
  const visit = (module: ProductModule<Env>) => {
    if (ordered.includes(module)) return;
    if (visiting.has(module.kind)) throw new Error(`Products that use each other in a circle: "${module.kind}"`);
    visiting.add(module.kind);
    for (const kind of module.uses ?? []) {
      const used = byKind.get(kind);
      if (!used) throw new Error(`Product "${module.kind}" uses "${kind}", which is not in the list of products`);
      visit(used);
    }
    visiting.delete(module.kind);
    ordered.push(module);
  };
  for (const module of modules) visit(module);
  return ordered;
}

/**
 * Starts every product of the list (its settings), then registers its OrderProduct with the core, once. `register`
 * is the core's registration (a test may count the calls).
 */
export function startProducts<Env>(
  modules: readonly ProductModule<Env>[],
  host: ProductHost<Env>,
  register: (product: OrderProduct) => void = registerOrderProduct,
): StartedProducts {
  const closers: Array<() => Promise<void>> = [];
  const kinds: ProductKind[] = [];
  for (const module of productStartOrder(modules)) {
    const started = module.start(host);
    if (started.orderProduct.kind !== module.kind) {
      throw new Error(
        `Product module "${module.kind}" started an order product of kind "${started.orderProduct.kind}"`,
      );
    }
    register(started.orderProduct);
    kinds.push(module.kind);
    if (started.close) closers.push(started.close);
  }
  return {
    kinds,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}

/** The scheduled jobs of every product, refusing two handlers for one job kind. */
export function productJobs<Env>(modules: readonly ProductModule<Env>[]) {
  const jobs: Record<string, NonNullable<ProductModule["jobs"]>[string]> = {};
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) {
      if (kind in jobs) throw new Error(`Two products handle the job "${kind}"`);
      jobs[kind] = handler;
    }
  }
  return jobs;
}
