import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { paymentEvents, payments } from "#server/db/schema/payments.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { CASH_EXPIRY_JOB, readPayment, startPayment } from "./payments-service.server.ts";
import { newOrder, order, registerTestPayable, settled, startInput } from "#tests/support/test-payable.ts";

const HOUR = 3_600_000;
const form = { "content-type": "application/x-www-form-urlencoded" };

describe("cash codes through the sandbox gateway", () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    app = await buildTestApp(handle, { SANDBOX_GATEWAY_POLL_MS: "0", PAYMENT_CODE_HOURS: "1.5" });
    registerTestPayable();
  });
  afterAll(async () => {
    await app.close();
  });

  async function startCash(id: string, cashDeadline?: Date) {
    const started = await startPayment(
      handle.db,
      startInput(id, { method: "cash", ...(cashDeadline ? { cashDeadline } : {}) }),
    );
    if (started.kind !== "cash") throw new Error(`expected a cash code, got ${started.kind}`);
    return started;
  }

  /** Moves our deadline into the past (the gateway keeps its own) and runs the due jobs. */
  async function expireOurs(paymentId: string) {
    const past = new Date(Date.now() - 1000);
    await handle.db.update(payments).set({ cashExpiresAt: past }).where(eq(payments.id, paymentId));
    await handle.db
      .update(scheduledJobs)
      .set({ runAt: past })
      .where(eq(scheduledJobs.key, `${CASH_EXPIRY_JOB}:${paymentId}`));
    await runDueJobs(handle.db, JOB_HANDLERS);
  }

  it("gives a CIP-like code valid PAYMENT_CODE_HOURS (decimals), the four banks' steps, and schedules its expiry", async () => {
    const id = newOrder();
    const before = Date.now();
    const cash = await startCash(id);
    expect(cash.code).toMatch(/^\d{8,}$/);
    const expiresAt = new Date(cash.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(before + 1.5 * HOUR - 2000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 1.5 * HOUR);
    expect(cash.bankSteps.map((bank) => bank.Name)).toEqual(["BCP", "BBVA", "Interbank", "Scotiabank"]);
    for (const bank of cash.bankSteps) {
      expect(bank.PaymentSteps.map((step) => step.Step)).toEqual(["Banca por internet o app", "Agente", "Ventanilla"]);
      expect(bank.PaymentSteps[0]?.Value).toContain(cash.code);
    }
    const [job] = await handle.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `${CASH_EXPIRY_JOB}:${cash.paymentId}`));
    expect(job?.runAt.toISOString()).toBe(cash.expiresAt);
  });

  it("never gives a deadline later than the product's cashDeadline", async () => {
    const deadline = new Date(Date.now() + 20 * 60_000);
    const cash = await startCash(newOrder(), deadline);
    expect(new Date(cash.expiresAt).getTime()).toBeLessThanOrEqual(deadline.getTime());
    await expect(startCash(newOrder(), new Date(Date.now() + 10_000))).rejects.toMatchObject({
      reason: "cash_deadline_passed",
    });
  });

  it("approves the payment when the tester pays the code on the sandbox page", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    const page = await app.inject({ method: "GET", url: "/pasarela-demo/pagar-codigo" });
    expect(page.body).toContain("Código de pago");
    const paid = await app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: `codigo=${cash.code}`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain("La tienda recibirá el aviso de pago");
    expect(await settled(handle.db, cash.paymentId)).toMatchObject({ status: "approved", method: "cash" });
    expect(order(id)).toMatchObject({ state: "paid", approvedCalls: 1 });
    const again = await app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: `codigo=${cash.code}`,
    });
    expect(again.statusCode).toBe(409);
    const unknown = await app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: "codigo=12345678",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("expires an unpaid code at its deadline (the job) and tells the product", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    await expireOurs(cash.paymentId);
    expect(await readPayment(handle.db, cash.paymentId)).toMatchObject({
      status: "expired",
      message: "El código de pago venció sin pagarse.",
    });
    expect(order(id)).toMatchObject({ state: "cancelled", expiredCalls: 1 });
    await runDueJobs(handle.db, JOB_HANDLERS);
    expect(order(id).expiredCalls).toBe(1);
  });

  it("records a code paid after expiry and flags it for refund, never drops it", async () => {
    const id = newOrder();
    const cash = await startCash(id);
    await expireOurs(cash.paymentId);
    const paid = await app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: `codigo=${cash.code}`,
    });
    expect(paid.statusCode).toBe(200);
    await settled(handle.db, cash.paymentId, (view) => view.status === "approved");
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, cash.paymentId));
    expect(row).toMatchObject({ status: "approved", needsRefund: true, refundReason: "payable_not_payable" });
    expect(order(id)).toMatchObject({ state: "cancelled", approvedCalls: 1 });
    const events = await handle.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, cash.paymentId));
    expect(events.map((event) => event.toStatus)).toEqual(expect.arrayContaining(["expired", "approved"]));
  });

  it("refuses at the gateway a code past the gateway's own deadline", async () => {
    const cash = await startCash(newOrder());
    const { sandboxGatewaySessions } = await import("#server/sandbox-gateway/gateway-schema.ts");
    await handle.db
      .update(sandboxGatewaySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxGatewaySessions.cashCode, cash.code));
    const late = await app.inject({
      method: "POST",
      url: "/pasarela-demo/pagar-codigo",
      headers: form,
      payload: `codigo=${cash.code}`,
    });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain("Este código venció");
  });
});
