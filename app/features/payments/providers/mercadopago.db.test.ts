import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs, scheduleJob } from "#server/jobs/jobs.ts";
import { buildTestApp } from "#tests/support/test-app.ts";
import { readPayment, refundPayment, startPayment } from "#app/features/payments/payments-service.server.ts";
import { newOrder, order, registerTestPayable, startInput } from "#tests/support/test-payable.ts";
import { VOID_AT_PROVIDER_JOB } from "#app/features/payments/counter-payments.server.ts";
import { transition } from "#app/features/payments/payments-queries.server.ts";
import { installFakeMercadoPago, type FakeMercadoPago } from "#tests/fakes/mercadopago-install.ts";
import { verifyMercadoPagoSignature } from "./mercadopago.server.ts";
import { NotificationRejected } from "./payment-provider.ts";

const SECRET = "mp-webhook-secret-0123456789";
const TOKEN = "TEST-0000000000000000-000000-abcdef";

/** x-signature exactly as Mercado Pago documents it: HMAC-SHA256 of "id:{data.id};request-id:{x-request-id};ts:{ts};". */
function mpSignature(dataId: string, requestId: string, ts: number, secret = SECRET): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${String(ts)};`;
  return `ts=${String(ts)},v1=${createHmac("sha256", secret).update(manifest).digest("hex")}`;
}

function webhook(
  dataId: string,
  options: { notificationId?: number; ts?: number; secret?: string; requestId?: string } = {},
) {
  const requestId = options.requestId ?? `req-${dataId}-${String(options.notificationId ?? 1)}`;
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  return {
    method: "POST" as const,
    url: `/api/v1/payments/notifications/mercadopago?data.id=${dataId}&type=payment`,
    headers: {
      "content-type": "application/json",
      "x-request-id": requestId,
      "x-signature": mpSignature(dataId, requestId, ts, options.secret),
    },
    payload: JSON.stringify({
      action: "payment.updated",
      api_version: "v1",
      data: { id: dataId },
      id: options.notificationId ?? 1,
      live_mode: false,
      type: "payment",
    }),
  };
}

describe("Mercado Pago signature verification (as documented)", () => {
  const now = () => 1_795_000_000_000;
  const request = (signature: string, dataId = "123456", requestId = "req-1") => ({
    rawBody: Buffer.from("{}"),
    headers: { "x-signature": signature, "x-request-id": requestId },
    query: { "data.id": dataId },
  });
  it("accepts a valid signature, lower-casing an alphanumeric data.id", () => {
    const ts = now() / 1000;
    expect(verifyMercadoPagoSignature(SECRET, request(mpSignature("123456", "req-1", ts)), now)).toEqual({
      dataId: "123456",
      requestId: "req-1",
    });
    expect(verifyMercadoPagoSignature(SECRET, request(mpSignature("abc123", "req-1", ts), "ABC123"), now).dataId).toBe(
      "abc123",
    );
  });
  it("refuses a wrong secret, another data.id, a stale timestamp, a missing header", () => {
    const ts = now() / 1000;
    expect(() =>
      verifyMercadoPagoSignature(SECRET, request(mpSignature("123456", "req-1", ts, "other-secret-xyz")), now),
    ).toThrow(NotificationRejected);
    expect(() =>
      verifyMercadoPagoSignature(SECRET, request(mpSignature("123456", "req-1", ts), "999999"), now),
    ).toThrow(NotificationRejected);
    expect(() => verifyMercadoPagoSignature(SECRET, request(mpSignature("123456", "req-1", ts - 301)), now)).toThrow(
      NotificationRejected,
    );
    expect(() => verifyMercadoPagoSignature(SECRET, request(""), now)).toThrow(NotificationRejected);
  });
});

describe("Mercado Pago provider against a local fake of its API", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let fake: FakeMercadoPago;

  beforeAll(async () => {
    fake = await installFakeMercadoPago();
    handle = await createTestDb();
    setDbHandle(handle);
    app = await buildTestApp(handle, {
      MERCADOPAGO_ACCESS_TOKEN: TOKEN,
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      SANDBOX_GATEWAY_POLL_MS: "0",
    });
    registerTestPayable();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("creates a Checkout Pro preference with our idempotency key, then applies a verified webhook after re-reading the payment", async () => {
    const id = newOrder({ amountMinor: 129_950, currency: "PEN" });
    const started = await startPayment(handle.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    expect(started.url).toMatch(/^https:\/\/www\.mercadopago\.com\.pe\/checkout\/v1\/redirect\?pref_id=/);
    const sent = fake.preferences.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.idempotencyKey).toContain(started.paymentId);
    expect(sent?.body).toMatchObject({
      external_reference: started.paymentId,
      items: [{ unit_price: 1299.5, currency_id: "PEN", quantity: 1 }],
      notification_url: "http://localhost:3000/api/v1/payments/notifications/mercadopago",
      auto_return: "approved",
    });

    fake.payments.set(9001, {
      id: 9001,
      status: "approved",
      status_detail: "accredited",
      external_reference: started.paymentId,
      transaction_amount: 1299.5,
      currency_id: "PEN",
      installments: 3,
      payment_method_id: "visa",
      card: { last_four_digits: "4242" },
    });
    const response = await app.inject(webhook("9001"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: "applied" });
    expect(await readPayment(handle.db, started.paymentId)).toMatchObject({
      status: "approved",
      provider: "mercadopago",
      cardBrand: "Visa",
      cardLast4: "4242",
      installments: 3,
    });
    expect(order(id).approvedCalls).toBe(1);

    expect((await app.inject(webhook("9001"))).json()).toMatchObject({ outcome: "duplicate" });
    expect((await app.inject(webhook("9001", { secret: "not-the-secret-0000" }))).statusCode).toBe(401);
    expect(
      (await app.inject(webhook("9001", { notificationId: 2, ts: Math.floor(Date.now() / 1000) - 600 }))).statusCode,
    ).toBe(401);
    const tampered = {
      ...webhook("9001", { notificationId: 3 }),
      url: "/api/v1/payments/notifications/mercadopago?data.id=9002&type=payment",
    };
    expect((await app.inject(tampered)).statusCode).toBe(401);
    expect(order(id).approvedCalls).toBe(1);

    const refunded = await refundPayment(
      handle.db,
      started.paymentId,
      { amountMinor: 50_000, currency: "PEN" },
      "cancelación",
    );
    // S/ 500.00 of S/ 1,299.50 went back: the payment stays approved, as Mercado Pago's own does (partially_refunded).
    expect(refunded.status).toBe("approved");
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row?.refundedAmountMinor).toBe(50_000);
    expect(fake.refunds).toEqual([{ paymentId: 9001, amount: 500, idempotencyKey: `refund:${started.paymentId}` }]);
  });

  it("maps a rejection's status_detail to our decline reason", async () => {
    const id = newOrder({ amountMinor: 10_000, currency: "PEN" });
    const started = await startPayment(handle.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    fake.payments.set(9100, {
      id: 9100,
      status: "rejected",
      status_detail: "cc_rejected_insufficient_amount",
      external_reference: started.paymentId,
      transaction_amount: 100,
      currency_id: "PEN",
      installments: 1,
      payment_method_id: "master",
      card: { last_four_digits: "0004" },
    });
    expect((await app.inject(webhook("9100"))).statusCode).toBe(200);
    expect(await readPayment(handle.db, started.paymentId)).toMatchObject({
      status: "declined",
      declineReason: "insufficient_funds",
      cardBrand: "Mastercard",
    });
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row?.provider).toBe("mercadopago");
  });

  it("offers no cash codes while Mercado Pago takes the payments", async () => {
    await expect(startPayment(handle.db, startInput(newOrder(), { method: "cash" }))).rejects.toMatchObject({
      reason: "cash_unavailable",
    });
  });

  /** Cancels our pending payment as a counter payment does, then runs the job that voids it at Mercado Pago. */
  async function cancelOursAndVoid(paymentId: string) {
    await handle.db.transaction(async (tx) => {
      await transition(tx, paymentId, ["pending"], "cancelled", "staff:caja@kuntur.test");
      await scheduleJob(tx, {
        kind: VOID_AT_PROVIDER_JOB,
        key: `${VOID_AT_PROVIDER_JOB}:${paymentId}`,
        runAt: new Date(),
        payload: { paymentId },
      });
    });
    await runDueJobs(handle.db, JOB_HANDLERS);
  }

  const ticket = (id: number, paymentId: string, status: string) => ({
    id,
    status,
    status_detail: status === "approved" ? "accredited" : "pending_waiting_payment",
    external_reference: paymentId,
    transaction_amount: 100,
    currency_id: "PEN",
    installments: 1,
    payment_method_id: "pagoefectivo_atm",
    card: { last_four_digits: "" },
  });

  it("voids a pending ticket with PUT /v1/payments/:id status cancelled, so it can no longer be paid", async () => {
    const id = newOrder({ amountMinor: 10_000, currency: "PEN" });
    const started = await startPayment(handle.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    fake.payments.set(9200, ticket(9200, started.paymentId, "pending"));
    await cancelOursAndVoid(started.paymentId);
    expect(fake.cancellations).toEqual([9200]);
    expect(fake.payments.get(9200)?.status).toBe("cancelled");
    expect(await readPayment(handle.db, started.paymentId)).toMatchObject({ status: "cancelled" });
    expect(await handle.db.select().from(refunds).where(eq(refunds.payableId, id))).toEqual([]);
  });

  it("answers a ticket paid before the void as an approval, kept with its refund due in the ledger", async () => {
    const id = newOrder({ amountMinor: 10_000, currency: "PEN" });
    const started = await startPayment(handle.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    order(id).state = "paid";
    fake.payments.set(9201, ticket(9201, started.paymentId, "approved"));
    await cancelOursAndVoid(started.paymentId);
    expect(fake.cancellations).not.toContain(9201);
    const [row] = await handle.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row).toMatchObject({ status: "approved", needsRefund: true });
    expect(await handle.db.select().from(refunds).where(eq(refunds.payableId, id))).toEqual([
      expect.objectContaining({ reason: "overpayment", paymentId: started.paymentId, amountMinor: 10_000 }),
    ]);
  });
});
