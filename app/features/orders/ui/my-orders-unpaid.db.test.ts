import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookings } from "#server/db/schema/bookings.ts";
import { hotelHolds } from "#server/db/schema/hotels.ts";
import { orderEvents } from "#server/db/schema/orders.ts";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { account, guestFlightOrder, setUpOrderAccess } from "#tests/support/order-access-data.ts";
import { inventoryRow } from "#tests/support/flight-fixture.ts";
import { approved, heldHotelOrder, hotelStay, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { startOrderPayment } from "#app/features/orders/index.server.ts";
import { itemSupplierRefs } from "#app/features/orders/order-item-supplier.server.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { applyProviderState } from "#app/features/payments/index.server.ts";
import { cancelListedOrder, loadMyOrders, PROFILE_ORDERS_PATH } from "./my-orders.server.ts";

/**
 * 'Mis reservas' cancels an order nobody paid: its holds go back through the products, its pending payments are
 * voided, the order is cancelled with nothing to refund, and the list says "No se realizó ningún cobro". A retry
 * answers the same; a payment approved first wins, one approved after is an overpayment due back.
 */
const email = `carmen.rojas.${randomUUID().slice(0, 8)}@ejemplo.pe`;
const contact = { firstName: "Carmen", lastName: "Rojas", phoneCountryCode: "51", phoneNumber: "987654321", email };
const guest = { firstName: "Carmen", lastName: "Rojas", documentType: "DNI" as const, documentNumber: "42123456" };
const profileUrl = (search = "") => new URL(`https://kuntur.test${PROFILE_ORDERS_PATH}${search}`);
const unpaidForm = (orderId: string) => {
  const form = new FormData();
  form.set("intent", "cancel");
  form.set("orderId", orderId);
  form.set("kind", "unpaid");
  return form;
};
const CANCELLED = { ok: true, location: `${PROFILE_ORDERS_PATH}?aviso=anulada-sin-cobro` };

describe(`cancelling an unpaid order from Mis reservas on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let user: Awaited<ReturnType<typeof account>>;
  let offset = 30;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await setUpOrderAccess(handle.db);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
    user = await account(handle.db, email, true);
  }, 240_000);
  afterAll(async () => handle.close());

  const heldStay = () => heldHotelOrder(handle.db, hotelStay(ratePlanId, guest, (offset += 5), 2), contact);
  const holdOf = async (orderId: string) => {
    const item = (await loadOrder(handle.db, orderId))?.items[0];
    const holdRef = item ? itemSupplierRefs(item.details)?.holdRef : null;
    if (!holdRef) throw new Error("no hold");
    const [hold] = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.id, holdRef));
    return hold?.state;
  };
  const cashCode = async (orderId: string) => {
    const order = await loadOrder(handle.db, orderId);
    if (!order) throw new Error("order missing");
    const started = await startOrderPayment(handle.db, order, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    return started.paymentId;
  };
  const entryOf = async (orderId: string) =>
    (await loadMyOrders(user, profileUrl())).orders.find((entry) => entry.id === orderId);

  it("releases a stay with a cash code pending, voids the code and says nothing was charged; a retry is the same", async () => {
    const id = await heldStay();
    const paymentId = await cashCode(id);
    expect(await entryOf(id)).toMatchObject({ state: "pending_payment", cancellation: "unpaid" });
    expect((await loadMyOrders(user, profileUrl(`?cancelar=${id}`))).confirming).toEqual({
      id,
      kind: "unpaid",
      says: "Liberaremos lo que separamos para ti y la reserva no se podrá recuperar. No se realizó ningún cobro, así que no hay nada que devolver.",
    });

    expect(await cancelListedOrder(user, unpaidForm(id), PROFILE_ORDERS_PATH)).toEqual(CANCELLED);
    const order = await loadOrder(handle.db, id);
    expect(order?.state).toBe("cancelled");
    expect(order?.items.map((item) => item.state)).toEqual(["released"]);
    expect(await holdOf(id)).toBe("released");
    const [code] = await handle.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(code?.status).toBe("cancelled");
    const voids = await handle.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `payments.void-at-provider:${paymentId}`));
    expect(voids).toHaveLength(1);
    expect(await handle.db.select().from(refunds).where(eq(refunds.payableId, id))).toEqual([]);

    const after = await loadMyOrders(user, profileUrl("?aviso=anulada-sin-cobro"));
    expect(after.notice).toBe("Cancelaste la reserva y liberamos lo que tenías separado. No se realizó ningún cobro.");
    expect(after.orders.find((entry) => entry.id === id)).toMatchObject({
      state: "cancelled",
      cancellation: null,
      money: { kind: "uncharged", note: "No se realizó ningún cobro." },
    });

    const events = async () => handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    const before = (await events()).length;
    expect(await cancelListedOrder(user, unpaidForm(id), PROFILE_ORDERS_PATH)).toEqual(CANCELLED);
    expect(await events()).toHaveLength(before);
    expect((await loadOrder(handle.db, id))?.updatedAt).toBe(order?.updatedAt);
  });

  it("gives a held flight's seats back and cancels its booking", async () => {
    const { orderId, offer } = await guestFlightOrder(handle.db, email, 45, user.id);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);

    expect(await cancelListedOrder(user, unpaidForm(orderId), PROFILE_ORDERS_PATH)).toEqual(CANCELLED);
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, orderId));
    expect(booking?.state).toBe("cancelled");
    expect((await loadOrder(handle.db, orderId))?.state).toBe("cancelled");
  });

  it("refuses once the payment came first, and keeps a payment that comes after as an overpayment due back", async () => {
    const paidFirst = await heldStay();
    const firstCode = await cashCode(paidFirst);
    await applyProviderState(handle.db, firstCode, approved(firstCode), "notification");
    expect(await cancelListedOrder(user, unpaidForm(paidFirst), PROFILE_ORDERS_PATH)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("Tu pago de esta reserva ya se registró") as string,
    });
    expect((await loadOrder(handle.db, paidFirst))?.state).toBe("fulfilled");
    expect(await holdOf(paidFirst)).toBe("confirmed");

    const cancelledFirst = await heldStay();
    const lateCode = await cashCode(cancelledFirst);
    expect(await cancelListedOrder(user, unpaidForm(cancelledFirst), PROFILE_ORDERS_PATH)).toEqual(CANCELLED);
    // The bank took the code before its void reached it.
    expect(await applyProviderState(handle.db, lateCode, approved(lateCode), "notification")).toBe("refund_flagged");
    expect((await loadOrder(handle.db, cancelledFirst))?.state).toBe("cancelled");
    expect(await holdOf(cancelledFirst)).toBe("released");
    const due = await handle.db.select().from(refunds).where(eq(refunds.payableId, cancelledFirst));
    expect(due.map((row) => row.reason)).toEqual(["overpayment"]);
    // The list no longer says nothing was charged.
    expect((await entryOf(cancelledFirst))?.money.kind).toBe("total");
  });

  it("racing a payment, ends either paid and kept or cancelled with the payment due back, never both", async () => {
    const id = await heldStay();
    const paymentId = await cashCode(id);
    const [cancel, payment] = await Promise.all([
      cancelListedOrder(user, unpaidForm(id), PROFILE_ORDERS_PATH),
      applyProviderState(handle.db, paymentId, approved(paymentId), "notification"),
    ]);
    const order = await loadOrder(handle.db, id);
    const due = await handle.db.select().from(refunds).where(eq(refunds.payableId, id));
    if (cancel.ok) {
      expect(payment).toBe("refund_flagged");
      expect(order?.state).toBe("cancelled");
      expect(await holdOf(id)).toBe("released");
      expect(due.map((row) => row.reason)).toEqual(["overpayment"]);
    } else {
      expect(payment).toBe("applied");
      expect(order?.state).toBe("fulfilled");
      expect(await holdOf(id)).toBe("confirmed");
      expect(due).toEqual([]);
    }
  });
});
