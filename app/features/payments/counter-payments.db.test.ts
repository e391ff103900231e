import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";
import { sandboxGatewaySessions } from "#server/sandbox-gateway/gateway-schema.ts";
import { sandboxGatewayApp } from "#tests/support/sandbox-gateway-app.ts";
import { recordCashReceived } from "./counter-payments.server.ts";
import { startPayment } from "./payments-service.server.ts";
import { TEST_KIND, newOrder, order, settled, startInput, submitCard } from "#tests/support/test-payable.ts";

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("cash received at the counter, and approvals for a payable already paid (sandbox gateway)", () => {
  const gateway = sandboxGatewayApp();

  async function startCash(id: string) {
    const started = await startPayment(gateway.db, startInput(id, { method: "cash" }));
    if (started.kind !== "cash") throw new Error(`expected a cash code, got ${started.kind}`);
    return started;
  }

  const payAtBank = (code: string) =>
    gateway.app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: `codigo=${code}`,
    });

  const rowsOf = (id: string) => gateway.db.select().from(payments).where(eq(payments.payableId, id));
  const refundsOf = (id: string) => gateway.db.select().from(refunds).where(eq(refunds.payableId, id));
  const sessionOf = async (code: string) =>
    (await gateway.db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.cashCode, code)))[0];

  it("records the counter's cash as its own payment and voids the code at the gateway: the bank then refuses it", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    const received = await gateway.db.transaction((tx) =>
      recordCashReceived(tx, { kind: TEST_KIND, id }, "staff:caja@kuntur.test"),
    );
    expect(received).toMatchObject({ outcome: "applied", voided: [cash.paymentId] });
    expect(order(id)).toMatchObject({ state: "paid", approvedCalls: 1 });
    await runDueJobs(gateway.db, JOB_HANDLERS);
    expect((await sessionOf(cash.code))?.status).toBe("cancelled");

    const atBank = await payAtBank(cash.code);
    expect(atBank.statusCode).toBe(409);
    expect(atBank.body).toContain("La tienda anuló este código");
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.provider, row.status, row.needsRefund]).sort()).toEqual([
      ["counter", "approved", false],
      ["sandbox", "cancelled", false],
    ]);
    expect(await refundsOf(id)).toEqual([]);
    // Paid: a second counter payment changes nothing.
    const again = await gateway.db.transaction((tx) => recordCashReceived(tx, { kind: TEST_KIND, id }, "staff:x"));
    expect(again.outcome).toBe("already_paid");
  });

  it("keeps a code the bank took before the void as a second payment with its refund due in the ledger", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    await gateway.db.transaction((tx) => recordCashReceived(tx, { kind: TEST_KIND, id }, "staff:caja@kuntur.test"));
    // The buyer pays the code at the bank before the void job ran.
    expect((await payAtBank(cash.code)).statusCode).toBe(200);
    const late = await settled(gateway.db, cash.paymentId, (view) => view.status === "approved");
    expect(late.provider).toBe("sandbox");
    await runDueJobs(gateway.db, JOB_HANDLERS);

    const [code] = (await rowsOf(id)).filter((row) => row.id === cash.paymentId);
    expect(code).toMatchObject({ status: "approved", needsRefund: true, refundReason: "duplicate_charge" });
    const ledger = await refundsOf(id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      paymentId: cash.paymentId,
      reason: "overpayment",
      amountMinor: 45_990,
      currency: "USD",
      paidOn: null,
    });
    expect(ledger[0]?.detail).toMatchObject({ cause: "duplicate_charge", method: "cash", previousStatus: "cancelled" });
    expect(order(id).approvedCalls).toBe(1);
  });

  it("records a card approval and then the code's approval: the second is a refund due in the ledger", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    const card = await startPayment(gateway.db, startInput(id));
    if (card.kind !== "redirect") throw new Error(card.kind);
    await submitCard(gateway.app, card.url, { numero: "4111111111111111" });
    await settled(gateway.db, card.paymentId, (view) => view.status === "approved");
    expect((await payAtBank(cash.code)).statusCode).toBe(200);
    await settled(gateway.db, cash.paymentId, (view) => view.status === "approved");
    const ledger = await refundsOf(id);
    expect(ledger.map((row) => [row.reason, row.paymentId, row.amountMinor])).toEqual([
      ["overpayment", cash.paymentId, 45_990],
    ]);
  });
});
