import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { orders } from "#server/db/schema/orders.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { fakeHeldProduct, type FakeHeldDetails } from "#tests/support/fake-held-product.ts";
import type { OrderProduct } from "#app/features/orders/order-product-contract.ts";
import {
  EXPIRE_ORDER_JOB,
  itemSupplierRefs,
  loadOrder,
  orderProduct,
  placeOrder,
  registerOrderProduct,
  type NewOrder,
} from "#app/features/orders/index.server.ts";

// Two phases with a compensation: a hold at a supplier outside our database is not undone by our rollback, so
// placement itself must give back every hold it took when a later step of the same placement fails.

const item = (details: FakeHeldDetails): NewOrder["items"][number] => ({
  product: "package",
  currency: "USD",
  lines: [{ kind: "base", code: "ADT", label: "Adultos (2)", quantity: 2, unitMinor: 20_000, amountMinor: 40_000 }],
  travellerIndexes: [],
  details,
  productRecordId: null,
  supplierRef: null,
  holdExpiresAt: null,
  priceValidUntil: null,
});

const order = (items: NewOrder["items"], overrides: Partial<NewOrder> = {}): NewOrder => ({
  userId: null,
  contact: {
    firstName: "Rosa",
    lastName: "Huamán",
    phoneCountryCode: "51",
    phoneNumber: "987654321",
    email: "rosa.huaman@ejemplo.pe",
  },
  invoice: null,
  travellers: [],
  checkoutId: null,
  chargeCurrency: "USD",
  exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "seed" },
  holdExpiresAt: null,
  items,
  actor: "customer",
  ...overrides,
});

/** Thrown to roll the caller's transaction back, as every caller of placeOrder does on a refusal. */
class RolledBack extends Error {}

describe(`placing an order on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let fake: ReturnType<typeof fakeHeldProduct>;
  let previous: OrderProduct | null;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    previous = orderProduct("package");
    fake = fakeHeldProduct("package");
    registerOrderProduct(fake.product);
  }, 120_000);

  afterAll(async () => {
    if (previous) registerOrderProduct(previous);
    await handle.close();
  });

  /** The placed order, or the refusal's status after the caller's rollback. */
  const place = async (input: NewOrder) => {
    try {
      return await handle.db.transaction(async (tx) => {
        const placed = await placeOrder(tx, input);
        if (placed.status !== "held") throw new RolledBack(placed.status);
        return placed;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.message;
      throw error;
    }
  };
  const orderCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;

  it("holds every item first, then writes the order with their references, a drawn code and the expiry job", async () => {
    const now = Date.now();
    const placed = await place(order([item({ name: "A1", holdMinutes: 30 }), item({ name: "A2", holdMinutes: 15 })]));
    if (typeof placed === "string") throw new Error(`not placed: ${placed}`);
    expect(placed.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(fake.books.get("HOLD-A1")).toBe("held");
    const saved = await loadOrder(handle.db, placed.id);
    expect(saved?.code).toBe(placed.code);
    expect(saved?.items.map((entry) => entry.id)).toEqual(placed.itemIds);
    expect(saved?.items.map((entry) => itemSupplierRefs(entry.details)?.holdRef)).toEqual(["HOLD-A1", "HOLD-A2"]);
    // The order holds until its earliest item's hold ends, and the core's job ends it then.
    const end = Date.parse(saved?.holdExpiresAt ?? "");
    expect(end).toBeGreaterThanOrEqual(now + 15 * 60_000);
    expect(end).toBeLessThan(now + 16 * 60_000);
    expect(Date.parse(saved?.items[0]?.holdExpiresAt ?? "")).toBeGreaterThan(end);
    const [job] = await handle.db
      .select({ kind: scheduledJobs.kind, runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `${EXPIRE_ORDER_JOB}:${placed.id}`));
    expect(job).toEqual({ kind: EXPIRE_ORDER_JOB, runAt: new Date(end) });
  });

  it("gives the first hold back when the second item's hold is refused", async () => {
    const before = await orderCount();
    expect(await place(order([item({ name: "B1" }), item({ name: "B2", hold: "refuse" })]))).toBe("sold_out");
    expect(fake.books.get("HOLD-B1")).toBe("released");
    expect(fake.calls.slice(-3)).toEqual(["hold B1", "hold B2", "release HOLD-B1 placement_failed"]);
    expect(await orderCount()).toBe(before);
  });

  it("gives the first hold back when the second hold fails in the database", async () => {
    await expect(place(order([item({ name: "C1" }), item({ name: "C2", hold: "fail" })]))).rejects.toThrow();
    expect(fake.books.get("HOLD-C1")).toBe("released");
  });

  it("gives every hold back when the order cannot be written (its code is taken)", async () => {
    const first = await place(order([item({ name: "D0" })]));
    if (typeof first === "string") throw new Error(`not placed: ${first}`);
    const before = await orderCount();
    const taken = order([item({ name: "D1" }), item({ name: "D2" })], { code: first.code });
    await expect(place(taken)).rejects.toThrow();
    expect(fake.books.get("HOLD-D1")).toBe("released");
    expect(fake.books.get("HOLD-D2")).toBe("released");
    expect(fake.calls.slice(-2)).toEqual(["release HOLD-D2 placement_failed", "release HOLD-D1 placement_failed"]);
    expect(await orderCount()).toBe(before);
    expect(fake.books.get("HOLD-D0")).toBe("held");
  });

  it("holds nothing for an item that does not hold, and schedules no expiry for an order without a hold's end", async () => {
    const placed = await place(order([{ ...item({ name: "E1" }), holds: false }]));
    if (typeof placed === "string") throw new Error(`not placed: ${placed}`);
    expect(fake.books.has("HOLD-E1")).toBe(false);
    expect(placed.holdExpiresAt).toBeNull();
    const jobs = await handle.db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `${EXPIRE_ORDER_JOB}:${placed.id}`));
    expect(jobs).toEqual([]);
  });
});
