import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { payments } from "#server/db/schema/payments.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { providerSays } from "#tests/support/fake-payment-provider.ts";
import {
  cashCodesStarted,
  heldPackageOrder,
  returnUrls,
  setUpOrderPayments,
} from "#tests/support/order-payment-data.ts";
import { applyProviderState, paymentsOf, readPayment } from "#app/features/payments/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import {
  CASH_HOLD_GRACE_MS,
  loadOrder,
  orderAttemptKey,
  startOrderPayment,
  transitionOrder,
} from "#app/features/orders/index.server.ts";

describe(`the order core's payment of any order on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  const paymentsOfOrder = (id: string) => paymentsOf(handle.db, { kind: ORDER_PAYABLE, id });

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    setUpOrderPayments();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("the same click twice at once is one payment, charged what is due, with the product's terms", async () => {
    const { id, code } = await heldPackageOrder(handle.db);
    const [first, second] = await Promise.all([
      startOrderPayment(handle.db, { id }, { method: "card" }),
      startOrderPayment(handle.db, { id }, { method: "card" }),
    ]);
    if (first.status !== "redirect") throw new Error(first.status);
    expect(second).toEqual(first);
    // A caller's own key, retried, answers the same payment too.
    const keyed = await startOrderPayment(handle.db, { id }, { method: "card", idempotencyKey: "click-0001" });
    const again = await startOrderPayment(handle.db, { id }, { method: "card", idempotencyKey: "click-0001" });
    expect(again).toEqual(keyed);
    const list = await paymentsOfOrder(id);
    expect(list).toHaveLength(2);
    const payment = await readPayment(handle.db, first.paymentId);
    expect(payment?.amount).toEqual({ amountMinor: 80_000, currency: "USD" });
    expect(list.map((row) => row.status)).toEqual(["pending", "pending"]);
    expect(returnUrls.get(first.paymentId)).toBe(`https://kuntur.test/paquetes/pedido/${id}`);
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(row?.description).toBe(`Paquete Cusco mágico, pedido ${code} (80000)`);
    // A card leaves the order as it was: it still waits for its buyer's choice.
    expect((await loadOrder(handle.db, id))?.state).toBe("held");
  });

  it("a cash code: the order waits for it and holds past its deadline; a second cash click answers the same code", async () => {
    const { id, holdExpiresAt } = await heldPackageOrder(handle.db);
    const started = await startOrderPayment(handle.db, { id }, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    // The product's deadline (5 hours) is sooner than the gateway's 24.
    expect(Date.parse(started.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 3_600_000);
    expect(started.bankSteps[0]?.Name).toBe("BCP");
    const order = await loadOrder(handle.db, id);
    const holdUntil = Date.parse(started.expiresAt) + CASH_HOLD_GRACE_MS;
    expect(order?.state).toBe("pending_payment");
    expect(Date.parse(order?.holdExpiresAt ?? "")).toBe(holdUntil);
    expect(Date.parse(order?.holdExpiresAt ?? "")).toBeGreaterThan(holdExpiresAt.getTime());
    expect(order?.items.map((item) => Date.parse(item.holdExpiresAt ?? ""))).toEqual([holdUntil]);
    // The product was told inside the order's transaction, after the move, with the code for its e-mail.
    const told = cashCodesStarted.filter((entry) => entry.orderId === id);
    expect(told).toHaveLength(1);
    expect(told[0]?.orderState).toBe("pending_payment");
    expect(told[0]?.started).toMatchObject({
      paymentId: started.paymentId,
      holdUntil: new Date(holdUntil),
      cash: { code: started.code, amount: { amountMinor: 80_000, currency: "USD" } },
    });
    expect(told[0]?.started.cash.amounts.total.chargeMinor).toBe(80_000);

    const retried = await startOrderPayment(handle.db, { id }, { method: "cash", idempotencyKey: "another-click" });
    expect(retried).toEqual(started);
    expect(await paymentsOfOrder(id)).toHaveLength(1);
    // Told again (its e-mail is queued once per code by its dedupe key): a retry repairs a lost step.
    expect(cashCodesStarted.filter((entry) => entry.orderId === id)).toHaveLength(2);
  });

  it("a paid order is refused as already paid and an ended one as not payable, starting nothing", async () => {
    const paid = await heldPackageOrder(handle.db);
    const started = await startOrderPayment(handle.db, { id: paid.id }, { method: "card" });
    if (started.status !== "redirect") throw new Error(started.status);
    await applyProviderState(handle.db, started.paymentId, providerSays(started.paymentId, "approved"), "notification");
    expect((await loadOrder(handle.db, paid.id))?.state).toBe("fulfilled");
    expect(await startOrderPayment(handle.db, { id: paid.id }, { method: "card" })).toEqual({ status: "already_paid" });
    expect(await startOrderPayment(handle.db, { id: paid.id }, { method: "cash" })).toEqual({ status: "already_paid" });
    expect(await paymentsOfOrder(paid.id)).toHaveLength(1);

    const ended = await heldPackageOrder(handle.db);
    await handle.db.transaction((tx) => transitionOrder(tx, ended.id, "held", "cancelled", "customer"));
    expect(await startOrderPayment(handle.db, { id: ended.id }, { method: "cash" })).toEqual({
      status: "not_payable",
    });
    expect(await paymentsOfOrder(ended.id)).toHaveLength(0);
  });

  it("after a declined card the next click is a new attempt with a new key; the 4th decline disables cards", async () => {
    const { id } = await heldPackageOrder(handle.db);
    const keys: string[] = [];
    const paymentIds: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      keys.push(await orderAttemptKey(handle.db, id, ["card"]));
      const started = await startOrderPayment(handle.db, { id }, { method: "card" });
      if (started.status !== "redirect") throw new Error(started.status);
      // Until it settles, the same click is the same payment.
      expect(await startOrderPayment(handle.db, { id }, { method: "card" })).toEqual(started);
      paymentIds.push(started.paymentId);
      await applyProviderState(
        handle.db,
        started.paymentId,
        providerSays(started.paymentId, "declined"),
        "notification",
      );
    }
    expect(new Set(keys).size).toBe(4);
    expect(new Set(paymentIds).size).toBe(4);
    expect((await paymentsOfOrder(id)).map((payment) => payment.status)).toEqual(Array(4).fill("declined"));
    // A decline changes nothing of the order: still held, still payable by cash code.
    expect((await loadOrder(handle.db, id))?.state).toBe("held");
    expect(await startOrderPayment(handle.db, { id }, { method: "card" })).toEqual({ status: "cards_disabled" });
    expect(await startOrderPayment(handle.db, { id }, { method: "cash" })).toMatchObject({ status: "cash" });
  });
});
