import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "#server/db/schema/payments.ts";
import { heldOrderWithCashCode, ordersDeskDb } from "#tests/support/orders-desk-data.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { addDays, formatDateShort, todayInLima } from "#app/utils/dates.ts";
import { cancelOrder, markCashReceived, recordRefundPaid } from "./order-desk-actions.server.ts";

const testDb = ordersDeskDb();
const actor = { id: null, email: "asesora@kuntur.test" };

const versionOf = async (id: string) => (await loadOrder(testDb.db, id))?.updatedAt ?? "";
const target = (order: { id: string; code: string }) => ({ ...order, state: "" });

describe("the paid date of a refund", () => {
  it("lies between the order's day and today in Lima: a later, earlier or impossible date is refused", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0101" }, actor);
    await cancelOrder(target(order), { version: await versionOf(order.id), reason: "Cambio de planes" }, actor);
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.payableId, order.id));
    const refundId = refund?.id ?? "";
    const today = todayInLima();
    const message = `La fecha de pago debe estar entre el ${formatDateShort(today)} (fecha del pedido) y hoy.`;
    for (const paidOn of ["2099-12-31", addDays(today, 1), addDays(today, -1), "2026-02-30", "0000-00-00"]) {
      await expect(
        recordRefundPaid(
          target(order),
          { version: await versionOf(order.id), refundId, paidOn, reference: "T-1" },
          actor,
        ),
        paidOn,
      ).rejects.toMatchObject({ code: "INVALID_DATA", message });
    }
    const [unpaid] = await testDb.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(unpaid?.paidOn).toBeNull();

    await recordRefundPaid(
      target(order),
      { version: await versionOf(order.id), refundId, paidOn: today, reference: "T-2" },
      actor,
    );
    const [paid] = await testDb.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(paid).toMatchObject({ paidOn: today, paidReference: "T-2" });
  });
});
