/**
 * Test code only: a product of the order core whose supplier is outside our database (a bed bank, an airline's
 * system): its holds live in the fake's own books, so a rollback of our transaction does not give them back; only
 * the product's `release` does. An item's details say whether its hold is refused or throws.
 */
import { sql } from "drizzle-orm";
import type { OrderProduct } from "#app/features/orders/order-product-contract.ts";
import type { ProductKind } from "#app/features/orders/order-contract.ts";
import { itemSupplierRefs } from "#app/features/orders/index.server.ts";

export type FakeHeldDetails = { name: string; hold?: "refuse" | "fail"; holdMinutes?: number };

export function fakeHeldProduct(kind: ProductKind, supplier = "fake-bed-bank") {
  const books = new Map<string, "held" | "released">();
  const calls: string[] = [];
  const product: OrderProduct<unknown, FakeHeldDetails> = {
    kind,
    quote: () => Promise.resolve({ status: "gone", reason: "Sin cotización en la prueba." }),
    async hold(tx, request) {
      calls.push(`hold ${request.details.name}`);
      if (request.details.hold === "refuse") return { status: "sold_out", reason: "Ya no quedan cupos." };
      // A statement that fails: PostgreSQL refuses every later statement of the transaction but a savepoint's.
      if (request.details.hold === "fail") await tx.execute(sql`select 1 / 0`);
      const holdRef = `HOLD-${request.details.name}`;
      books.set(holdRef, "held");
      const expiresAt = new Date(request.now.getTime() + (request.details.holdMinutes ?? 20) * 60_000);
      return { status: "held", expiresAt, supplierRef: null, supplierRefs: { supplier, holdRef, bookingRef: null } };
    },
    async release(tx, item, context) {
      const holdRef = itemSupplierRefs(item.details)?.holdRef;
      calls.push(`release ${holdRef ?? "?"} ${context.reason}`);
      // Answers only if the transaction still takes statements.
      await tx.execute(sql`select 1`);
      if (holdRef && books.get(holdRef) === "held") books.set(holdRef, "released");
    },
    confirm: () => Promise.resolve({ state: "fulfilled", supplierRef: null }),
    cancellationPenalty: () => ({ outcome: "cancel", retainedMinor: 0, rule: "Sin penalidad." }),
    cancel: () => Promise.resolve(),
    describe: (item) => ({ title: item.details.name, subtitle: "", facts: [], reference: null }),
    documents: () => [],
  };
  return { product, books, calls };
}
