import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { exchangeRates } from "#server/db/schema/offers.ts";
import { orderEvents } from "#server/db/schema/orders.ts";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { auditLog } from "#server/db/schema/staff.ts";
import { enqueueEmail } from "#server/mail/outbox.ts";
import { heldOrderWithCashCode, ordersDeskDb } from "#tests/support/orders-desk-data.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { applyProviderState } from "#app/features/payments/index.server.ts";
import type { ProviderPaymentState } from "#app/features/payments/index.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { enterExchangeRate, todaysRateEntered } from "#app/features/staff/rates/exchange-rates.server.ts";
import {
  CONFLICT_MESSAGE,
  addOrderNote,
  cancelOrder,
  markCashReceived,
  recordRefundPaid,
  resendOrderEmail,
} from "./order-desk-actions.server.ts";
import { orderForDesk } from "./order-desk.server.ts";
import { searchOrders } from "./order-desk-queries.server.ts";

const testDb = ordersDeskDb();
const actor = { id: null, email: "asesora@kuntur.test" };

const approvedAtBank = (paymentId: string): ProviderPaymentState => ({
  paymentId,
  status: "approved",
  declineReason: null,
  rawStatus: "approved",
  amount: { amountMinor: 100_000, currency: "USD" },
  installments: null,
  cardBrand: null,
  cardLast4: null,
  awaitingSince: null,
});

const versionOf = async (id: string) => (await loadOrder(testDb.db, id))?.updatedAt ?? "";
const target = (order: { id: string; code: string }) => ({ ...order, state: "" });

describe("a cash payment received at the counter", () => {
  it("pays the order once, through the payment's own path, and a second attempt changes nothing", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    expect(
      await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0001" }, actor),
    ).toBe("Pago en efectivo registrado: el pedido está pagado y su código de pago quedó anulado.");
    const paid = await loadOrder(testDb.db, order.id);
    expect(paid?.state).toBe("fulfilled");
    expect(paid?.items[0]?.supplierRef).toBe("PKG-TEST");
    const rows = await testDb.db.select().from(payments).where(eq(payments.payableId, order.id));
    // The counter's cash is its own payment; the code it paid for is cancelled (and voided at its provider).
    expect(rows.map((row) => [row.provider, row.status, row.needsRefund]).sort()).toEqual([
      ["counter", "approved", false],
      ["sandbox", "cancelled", false],
    ]);

    await expect(
      markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0001" }, actor),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "Este pedido ya está pagado." });
    const events = await testDb.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.toState === "paid")).toHaveLength(1);
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit).toMatchObject({ action: "orders.cash", actorEmail: actor.email, before: { state: "held" } });
    expect(audit?.after).toMatchObject({ state: "fulfilled", reference: "REC-0001", outcome: "applied" });
  });
});

describe("a code paid at the bank after the counter payment", () => {
  it("is kept as a second payment whose refund due the desk lists and registers paid", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0009" }, actor);
    // The provider still approves the code (its void came too late): the notification arrives all the same.
    const outcome = await applyProviderState(
      testDb.db,
      order.paymentId,
      approvedAtBank(order.paymentId),
      "notification",
    );
    expect(outcome).toBe("refund_flagged");
    expect((await loadOrder(testDb.db, order.id))?.state).toBe("fulfilled");

    const detail = await orderForDesk(order.code, testDb.db);
    expect(detail?.refunds).toEqual([
      expect.objectContaining({ amountMinor: 100_000, currency: "USD", reason: "overpayment", paidOn: null }),
    ]);
    const refundId = detail?.refunds[0]?.id ?? "";
    await recordRefundPaid(
      target(order),
      { version: await versionOf(order.id), refundId, paidOn: todayInLima(), reference: "TRF-90" },
      actor,
    );
    expect((await orderForDesk(order.code, testDb.db))?.refunds[0]).toMatchObject({ paidReference: "TRF-90" });
  });
});

describe("two people acting on the same order", () => {
  it("refuses the second action made from the version the first one changed", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    const version = await versionOf(order.id);
    await markCashReceived(target(order), { version, reference: "REC-0003" }, actor);
    await expect(
      cancelOrder(target(order), { version, reason: "Desde una página vieja" }, actor),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: CONFLICT_MESSAGE,
    });
    expect((await loadOrder(testDb.db, order.id))?.state).toBe("fulfilled");
    expect(await testDb.db.select().from(refunds).where(eq(refunds.payableId, order.id))).toHaveLength(0);
  });
});

describe("the desk's search, notes and e-mails", () => {
  it("finds orders by code, e-mail, document, traveller, product and state", async () => {
    const order = await heldOrderWithCashCode(testDb.db, "buscar.me@ejemplo.pe");
    const codes = async (filters: Parameters<typeof searchOrders>[0]) =>
      (await searchOrders(filters, testDb.db)).rows.map((row) => row.code);
    expect(await codes({ codigo: order.code })).toEqual([order.code]);
    expect(await codes({ correo: "buscar.me" })).toEqual([order.code]);
    expect(await codes({ documento: "41234567", correo: "buscar.me" })).toEqual([order.code]);
    expect(await codes({ viajero: "julio quispe", estado: "held", producto: "package", correo: "buscar" })).toEqual([
      order.code,
    ]);
    expect(await codes({ codigo: order.code, producto: "flight" })).toEqual([]);
    expect(await codes({ codigo: order.code, estado: "paid" })).toEqual([]);
    expect(await codes({ codigo: order.code, desde: todayInLima(), hasta: todayInLima() })).toEqual([order.code]);
    const [row] = (await searchOrders({ codigo: order.code }, testDb.db)).rows;
    expect(row).toMatchObject({ products: ["package"], travellers: 2, contactName: "Rosa Huamán" });
  });

  it("keeps internal notes with their author and re-queues a document e-mail with its attachment", async () => {
    const order = await heldOrderWithCashCode(testDb.db);
    await addOrderNote(target(order), "Llamó para confirmar el hotel.", actor);
    await enqueueEmail(testDb.db, {
      dedupeKey: `test-voucher:${order.id}`,
      template: "test-voucher",
      to: order.email,
      subject: `Tu voucher ${order.code}`,
      html: "<p>voucher</p>",
      text: "voucher",
      metadata: { orderCode: order.code },
      attachments: [
        { filename: "voucher.pdf", contentType: "application/pdf", content: new Uint8Array([37, 80, 68, 70]) },
      ],
    });
    const detail = await orderForDesk(order.code, testDb.db);
    expect(detail?.notes).toEqual([
      expect.objectContaining({ by: actor.email, text: "Llamó para confirmar el hotel." }),
    ]);
    const email = detail?.emails.find((entry) => entry.hasDocument);
    await resendOrderEmail(target(order), email?.id ?? "", actor);
    const queued = await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, order.email));
    expect(queued.filter((row) => row.subject === `Tu voucher ${order.code}`)).toHaveLength(2);
    const copy = queued.find((row) => row.dedupeKey.includes(":reenvio:"));
    const files = await testDb.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, copy?.id ?? ""));
    expect(files.map((file) => file.filename)).toEqual(["voucher.pdf"]);
    const other = await heldOrderWithCashCode(testDb.db);
    await expect(resendOrderEmail(target(other), email?.id ?? "", actor)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the exchange-rate screen", () => {
  it("replaces the automatic rate of today, refuses a second entry, audits it and stops the warning", async () => {
    // One moment throughout: "today" must not change under the test at midnight in Lima.
    const now = new Date();
    const today = todayInLima(now);
    await testDb.db.insert(exchangeRates).values({ amount: "3.7450", effectiveDate: today, source: "seed" });
    expect(await todaysRateEntered(testDb.db, now)).toBe(false);
    await enterExchangeRate({ effectiveDate: today, amount: "3.7612" }, actor, testDb.db, now);
    expect(await todaysRateEntered(testDb.db, now)).toBe(true);
    const rows = await testDb.db.select().from(exchangeRates).where(eq(exchangeRates.effectiveDate, today));
    expect(rows.map((row) => [row.amount, row.source])).toEqual([["3.7612", "staff"]]);
    await expect(
      enterExchangeRate({ effectiveDate: today, amount: "3.8000" }, actor, testDb.db, now),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const [audit] = await testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "rates.write"), eq(auditLog.entityId, today)));
    expect(audit).toMatchObject({
      before: { amount: "3.7450", source: "seed" },
      after: { amount: "3.7612", source: "staff" },
    });
    await expect(
      enterExchangeRate({ effectiveDate: "2099-01-01", amount: "3.8000" }, actor, testDb.db, now),
    ).rejects.toMatchObject({ code: "INVALID_DATA" });
  });
});
