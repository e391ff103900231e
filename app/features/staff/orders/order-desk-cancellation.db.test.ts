/** The one cancellation as the desk and the customer's page record it: the same ledger row and e-mail. */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { refunds } from "#server/db/schema/payments.ts";
import { auditLog } from "#server/db/schema/staff.ts";
import { heldOrderWithCashCode, ordersDeskDb } from "#tests/support/orders-desk-data.ts";
import {
  cancelOrderWithRefund,
  loadOrder,
  ORDER_CANCELLED_EMAIL,
  ORDER_REFUND_PAID_EMAIL,
  orderCancellation,
} from "#app/features/orders/index.server.ts";
import type { CancellationFigures } from "#app/features/orders/index.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { cancelOrder, markCashReceived, recordRefundPaid } from "./order-desk-actions.server.ts";
import { orderForDesk } from "./order-desk.server.ts";

const testDb = ordersDeskDb();
const actor = { id: null, email: "asesora@kuntur.test" };

const versionOf = async (id: string) => (await loadOrder(testDb.db, id))?.updatedAt ?? "";
const target = (order: { id: string; code: string }) => ({ ...order, state: "" });

const cancelledEmails = (orderCode: string) =>
  testDb.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.template, ORDER_CANCELLED_EMAIL), sql`${emailOutbox.metadata}->>'orderCode' = ${orderCode}`),
    );

/** An e-mail's text with its non-breaking spaces as plain ones. */
const spaced = (text: string | undefined) => (text ?? "").replaceAll("\u00a0", " ");

/** A paid order like the issue's: US$ 846.24, US$ 50.00 off, US$ 796.24 paid, the supplier retaining US$ 604.47. */
async function paidLikeTheIssue() {
  const order = await heldOrderWithCashCode(testDb.db, undefined, {
    priceMinor: 84_624,
    promoMinor: 5_000,
    retainedMinor: 60_447,
  });
  await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0796" }, actor);
  return order;
}

/** Figures without the item ids (two orders alike have different ids). */
const withoutIds = (figures: CancellationFigures | undefined) => ({
  ...figures,
  items: figures?.items.map(({ itemId: _itemId, ...line }) => line),
});

/** A ledger row without what differs between two orders (ids, dates, who cancelled). */
function comparable(row: typeof refunds.$inferSelect | undefined) {
  const detail = row?.detail as { figures?: unknown } | undefined;
  return {
    amountMinor: row?.amountMinor,
    retainedMinor: row?.retainedMinor,
    commissionMinor: row?.commissionMinor,
    currency: row?.currency,
    reason: row?.reason,
    figures: withoutIds(detail?.figures as CancellationFigures | undefined),
  };
}

describe("the one cancellation, from the customer's page and from the desk", () => {
  it("gives US$ 112.15 back of US$ 796.24 paid after a promo, with identical ledger rows and e-mails", async () => {
    const mine = await paidLikeTheIssue();
    const desk = await paidLikeTheIssue();
    const paid = await loadOrder(testDb.db, mine.id);
    const preview = await orderCancellation(testDb.db, paid!, new Date());
    const deskPage = await orderForDesk(desk.code, testDb.db);
    // What the customer's page and the desk's 'Anular' show before anyone cancels.
    if (!preview.allowed || !deskPage?.cancellation?.allowed) throw new Error("not cancellable");
    expect(withoutIds(deskPage.cancellation.figures)).toEqual(withoutIds(preview.figures));
    expect(preview.figures.paid.chargeMinor).toBe(79_624);
    expect(preview.figures.retained.chargeMinor).toBe(60_447);
    expect(preview.figures.commission.chargeMinor).toBe(7_962);
    expect(preview.figures.refund.chargeMinor).toBe(11_215);

    const result = await testDb.db.transaction((tx) =>
      cancelOrderWithRefund(tx, mine.id, {
        actor: "customer",
        now: new Date(),
        note: "cancelled by its owner",
        motive: "Anulada por el cliente",
      }),
    );
    expect(result.figures).toEqual(preview.figures);
    await cancelOrder(target(desk), { version: await versionOf(desk.id), reason: "Pidió anular por teléfono" }, actor);

    const [customerRow] = await testDb.db.select().from(refunds).where(eq(refunds.payableId, mine.id));
    const [deskRow] = await testDb.db.select().from(refunds).where(eq(refunds.payableId, desk.id));
    expect(customerRow).toMatchObject({ amountMinor: 11_215, retainedMinor: 60_447, commissionMinor: 7_962 });
    expect(comparable(deskRow)).toEqual(comparable(customerRow));
    expect(customerRow?.detail).toMatchObject({ cancelledBy: "customer" });
    expect(deskRow?.detail).toMatchObject({ cancelledBy: "staff", motive: "Pidió anular por teléfono" });

    // Each customer is told, with the same figures; the desk's ledger shows what was retained.
    const [customerMail] = await cancelledEmails(mine.code);
    const [deskMail] = await cancelledEmails(desk.code);
    for (const mail of [customerMail, deskMail]) {
      const text = spaced(mail?.text);
      expect(text).toContain("Pagaste: US$ 796.24");
      expect(text).toContain("Retención de costos del proveedor (según la tarifa): -US$ 604.47");
      expect(text).toContain("Comisión de la agencia (10 % de US$ 796.24): -US$ 79.62");
      expect(text).toContain("Te devolvemos: US$ 112.15");
    }
    expect(deskMail?.toAddress).toBe(desk.email);
    const cancelledDesk = await orderForDesk(desk.code, testDb.db);
    expect(cancelledDesk?.balance).toEqual({
      paidMinor: 79_624,
      retainedMinor: 68_409,
      refundedMinor: 0,
      owedMinor: 11_215,
    });
    // The desk's history reads the refund in the staff's words and amounts.
    expect(cancelledDesk?.history.map((event) => spaced(event.note ?? ""))).toContain(
      "Reembolso por devolver US$ 112.15 · retenido por proveedores US$ 604.47 · comisión US$ 79.62",
    );
  });

  it("records nothing more on a second click, from either side", async () => {
    const order = await paidLikeTheIssue();
    const version = await versionOf(order.id);
    await cancelOrder(target(order), { version, reason: "Primera vez" }, actor);
    await expect(cancelOrder(target(order), { version, reason: "Doble clic" }, actor)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(
      cancelOrder(target(order), { version: await versionOf(order.id), reason: "Otra vez" }, actor),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "Solo se puede anular un pedido pagado." });
    await expect(
      testDb.db.transaction((tx) =>
        cancelOrderWithRefund(tx, order.id, { actor: "customer", now: new Date(), note: "again", motive: "x" }),
      ),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await testDb.db.select().from(refunds).where(eq(refunds.payableId, order.id))).toHaveLength(1);
    expect(await cancelledEmails(order.code)).toHaveLength(1);
  });

  it("records a cancellation that gives nothing back, with what was retained, and offers no payment for it", async () => {
    const order = await heldOrderWithCashCode(testDb.db, undefined, { priceMinor: 40_000, retainedMinor: 40_000 });
    await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0400" }, actor);
    expect(
      await cancelOrder(target(order), { version: await versionOf(order.id), reason: "No reembolsable" }, actor),
    ).toContain("No hay monto a devolver");
    const [row] = await testDb.db.select().from(refunds).where(eq(refunds.payableId, order.id));
    expect(row).toMatchObject({ amountMinor: 0, retainedMinor: 40_000, commissionMinor: 0 });
    await expect(
      recordRefundPaid(
        target(order),
        { version: await versionOf(order.id), refundId: row?.id ?? "", paidOn: todayInLima(), reference: "TRF-0" },
        actor,
      ),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("cancelling a paid order with the item's penalty, then paying its refund back", () => {
  it("records the figures (costs and 10 % commission kept), then its payment once, each e-mailed", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0002" }, actor);
    await cancelOrder(
      target(order),
      { version: await versionOf(order.id), reason: "El cliente no puede viajar" },
      actor,
    );

    const cancelled = await loadOrder(testDb.db, order.id);
    expect(cancelled?.state).toBe("cancelled");
    expect(cancelled?.items.map((item) => item.state)).toEqual(["cancelled"]);
    const [refund] = await testDb.db.select().from(refunds).where(eq(refunds.payableId, order.id));
    // US$ 1,000.00 paid: US$ 200.00 costs retained and US$ 100.00 commission kept, US$ 700.00 owed back.
    expect(refund).toMatchObject({
      amountMinor: 70_000,
      retainedMinor: 20_000,
      commissionMinor: 10_000,
      currency: "USD",
      reason: "cancellation",
      paidOn: null,
    });
    expect(refund?.paymentId).not.toBeNull();
    const detail = await orderForDesk(order.code, testDb.db);
    expect(detail?.refunds).toHaveLength(1);
    expect(detail?.cancellation).toBeNull();

    const refundId = refund?.id ?? "";
    const paidOn = todayInLima();
    await recordRefundPaid(
      target(order),
      { version: await versionOf(order.id), refundId, paidOn, reference: "TRF-77" },
      actor,
    );
    const [paidBack] = await testDb.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(paidBack).toMatchObject({ paidOn, paidReference: "TRF-77" });
    await expect(
      recordRefundPaid(
        target(order),
        { version: await versionOf(order.id), refundId, paidOn, reference: "TRF-78" },
        actor,
      ),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const refundMails = await testDb.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, ORDER_REFUND_PAID_EMAIL), eq(emailOutbox.toAddress, order.email)));
    expect(refundMails).toHaveLength(1);
    expect(spaced(refundMails[0]?.text)).toContain("te devolvimos US$ 700.00");
    expect(refundMails[0]?.text).toContain("TRF-77");
    expect((await orderForDesk(order.code, testDb.db))?.balance).toEqual({
      paidMinor: 100_000,
      retainedMinor: 30_000,
      refundedMinor: 70_000,
      owedMinor: 0,
    });
    const audit = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["orders.cancel", "orders.cash", "orders.refund"]);
    expect(audit.find((entry) => entry.action === "orders.cancel")).toMatchObject({
      before: { state: "fulfilled" },
      after: { state: "cancelled", refundDueMinor: 70_000, retainedMinor: 20_000, commissionMinor: 10_000 },
    });
  });
});
