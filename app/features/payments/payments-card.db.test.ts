import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "#server/db/schema/payments.ts";
import { sandboxGatewaySessions } from "#server/sandbox-gateway/gateway-schema.ts";
import { sandboxGatewayApp } from "#tests/support/sandbox-gateway-app.ts";
import type { DeclineReason } from "./payment-contract.ts";
import { DECLINE_MESSAGES } from "./payment-messages.ts";
import { CARD_ATTEMPTS_LIMIT, paymentsOf, refreshPayment, startPayment } from "./payments-service.server.ts";
import { newOrder, order, settled, startInput, submitCard, TEST_KIND } from "#tests/support/test-payable.ts";

describe("card payments through the sandbox gateway", () => {
  const gateway = sandboxGatewayApp();

  async function redirectOf(id: string) {
    const started = await startPayment(gateway.db, startInput(id));
    if (started.kind !== "redirect") throw new Error(`expected a redirect, got ${started.kind}`);
    return started;
  }

  it("approves a test card: the buyer returns to our page, the notification approves the payment once", async () => {
    const id = newOrder();
    const started = await redirectOf(id);
    const page = await gateway.app.inject({ method: "GET", url: new URL(started.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.body).toContain("Número de tarjeta");
    expect(page.body).toContain("sin intereses");
    // One script of the gateway's own (the expiry field's "/"), no inline code: the card data never meets ours.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/pasarela-demo/vencimiento.js" defer>']);

    const response = await submitCard(gateway.app, started.url, { numero: "4111 1111 1111 1111", cuotas: "6" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:3000/procesando/prueba?external_reference=${started.paymentId}`,
    );
    const view = await settled(gateway.db, started.paymentId);
    expect(view).toMatchObject({
      status: "approved",
      cardBrand: "Visa",
      cardLast4: "1111",
      installments: 6,
      message: null,
    });
    expect(order(id)).toMatchObject({ state: "paid", approvedCalls: 1 });
  });

  const declines: Array<[string, DeclineReason]> = [
    ["4000000000000010", "insufficient_funds"],
    ["4000000000000028", "invalid_card"],
    ["4000000000000036", "expired_card"],
    ["4000000000000044", "wrong_cvv"],
    ["4000000000000051", "stolen_card"],
  ];
  it.each(declines)("declines card %s with reason %s and a Spanish message", async (numero, reason) => {
    const id = newOrder();
    const started = await redirectOf(id);
    expect((await submitCard(gateway.app, started.url, { numero })).statusCode).toBe(303);
    const view = await settled(gateway.db, started.paymentId);
    expect(view).toMatchObject({ status: "declined", declineReason: reason, message: DECLINE_MESSAGES[reason] });
    expect(order(id)).toMatchObject({ state: "open", declinedCalls: 1, approvedCalls: 0 });
  });

  it("runs the 3-D Secure challenge: approved with the code, declined when the challenge fails", async () => {
    const passId = newOrder();
    const pass = await redirectOf(passId);
    const toChallenge = await submitCard(gateway.app, pass.url, { numero: "4000000000000069" });
    expect(toChallenge.statusCode).toBe(303);
    expect(toChallenge.headers.location).toMatch(/^\/pasarela-demo\/3ds\/ses_/);
    const challenge = await gateway.app.inject({ method: "GET", url: String(toChallenge.headers.location) });
    expect(challenge.body).toContain("Verificación de seguridad");
    expect(challenge.body).toContain("terminada en 0069");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const confirmed = await gateway.app.inject({
      method: "POST",
      url: String(toChallenge.headers.location),
      headers: form,
      payload: "codigo=123456&accion=confirmar",
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await settled(gateway.db, pass.paymentId)).toMatchObject({ status: "approved" });

    const failId = newOrder();
    const fail = await redirectOf(failId);
    const location = String((await submitCard(gateway.app, fail.url, { numero: "4000000000000077" })).headers.location);
    await gateway.app.inject({
      method: "POST",
      url: location,
      headers: form,
      payload: "codigo=123456&accion=confirmar",
    });
    const view = await settled(gateway.db, fail.paymentId);
    expect(view).toMatchObject({ status: "declined", declineReason: "authentication_failed" });
  });

  it("asks again for an incomplete 3-D Secure code, with an alert, and keeps the payment open for the right one", async () => {
    const id = newOrder();
    const started = await redirectOf(id);
    const location = String(
      (await submitCard(gateway.app, started.url, { numero: "4000000000000069" })).headers.location,
    );
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const incomplete = await gateway.app.inject({
      method: "POST",
      url: location,
      headers: form,
      payload: "codigo=12&accion=confirmar",
    });
    expect(incomplete.statusCode).toBe(200);
    expect(incomplete.body).toContain('role="alert"');
    expect(incomplete.body).toContain("Ingresa el código de 6 dígitos que te enviamos.");
    expect(incomplete.body).toContain('action="/pasarela-demo/3ds/');
    expect(await refreshPayment(gateway.db, started.paymentId)).toMatchObject({ status: "pending" });
    expect(order(id)).toMatchObject({ state: "open", declinedCalls: 0, approvedCalls: 0 });

    const confirmed = await gateway.app.inject({
      method: "POST",
      url: location,
      headers: form,
      payload: "codigo=123456&accion=confirmar",
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await settled(gateway.db, started.paymentId)).toMatchObject({ status: "approved" });
    expect(order(id)).toMatchObject({ state: "paid", approvedCalls: 1 });
  });

  it("declines as 'timeout' a card the gateway never answers, once the configured wait has passed", async () => {
    const id = newOrder();
    const started = await redirectOf(id);
    expect((await submitCard(gateway.app, started.url, { numero: "4000000000000085" })).statusCode).toBe(303);
    expect(await refreshPayment(gateway.db, started.paymentId)).toMatchObject({ status: "pending" });
    // As if PAYMENT_PROVIDER_TIMEOUT_MS (30 s) had passed since the card was submitted.
    const [row] = await gateway.db.select().from(payments).where(eq(payments.id, started.paymentId));
    await gateway.db
      .update(sandboxGatewaySessions)
      .set({ submittedAt: new Date(Date.now() - 31_000) })
      .where(eq(sandboxGatewaySessions.id, row?.providerReference ?? ""));
    const view = await refreshPayment(gateway.db, started.paymentId);
    expect(view).toMatchObject({ status: "declined", declineReason: "timeout", message: DECLINE_MESSAGES.timeout });
  });

  it(`refuses cards after ${String(CARD_ATTEMPTS_LIMIT)} declined attempts, still offers a cash code`, async () => {
    const id = newOrder();
    for (let attempt = 0; attempt < CARD_ATTEMPTS_LIMIT; attempt++) {
      const started = await redirectOf(id);
      await submitCard(gateway.app, started.url, { numero: "4000000000000010" });
      await settled(gateway.db, started.paymentId);
    }
    expect(await startPayment(gateway.db, startInput(id))).toEqual({
      kind: "refused",
      reason: "card_attempts_exhausted",
    });
    const cash = await startPayment(gateway.db, startInput(id, { method: "cash" }));
    expect(cash.kind).toBe("cash");
    expect((await paymentsOf(gateway.db, { kind: TEST_KIND, id })).length).toBe(CARD_ATTEMPTS_LIMIT + 1);
  });

  it("refuses another payment once one is approved", async () => {
    const id = newOrder();
    const started = await redirectOf(id);
    await submitCard(gateway.app, started.url, { numero: "5555555555554444" });
    await settled(gateway.db, started.paymentId);
    expect(await startPayment(gateway.db, startInput(id))).toEqual({ kind: "refused", reason: "already_paid" });
  });

  it("two tabs paying the same order: the second approval is kept, flagged for refund, not counted", async () => {
    const id = newOrder();
    const first = await redirectOf(id);
    const second = await redirectOf(id);
    await submitCard(gateway.app, first.url, { numero: "4111111111111111" });
    await submitCard(gateway.app, second.url, { numero: "5555555555554444" });
    await settled(gateway.db, first.paymentId);
    await settled(gateway.db, second.paymentId);
    const rows = await gateway.db.select().from(payments).where(eq(payments.payableId, id));
    expect(rows.filter((row) => row.status === "approved")).toHaveLength(2);
    expect(rows.filter((row) => row.status === "approved" && !row.needsRefund)).toHaveLength(1);
    expect(rows.find((row) => row.needsRefund)?.refundReason).toBe("duplicate_charge");
    expect(order(id).approvedCalls).toBe(1);
  });

  it("answers the same StartedPayment for the same idempotency key, also to concurrent submits", async () => {
    const id = newOrder();
    const input = startInput(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => startPayment(gateway.db, input)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await startPayment(gateway.db, input)).toEqual(answers[0]);
    expect(await paymentsOf(gateway.db, { kind: TEST_KIND, id })).toHaveLength(1);
    await expect(startPayment(gateway.db, { ...input, method: "cash" })).rejects.toMatchObject({
      code: "CONFLICT",
      reason: "idempotency_key_reused",
    });
  });

  it("re-checks the amount due before charging: a changed amount is refused and nothing is created", async () => {
    const id = newOrder({ amountMinor: 30_000, currency: "USD" });
    const input = startInput(id);
    order(id).due = { amountMinor: 31_250, currency: "USD" };
    await expect(startPayment(gateway.db, input)).rejects.toMatchObject({ code: "CONFLICT", reason: "amount_changed" });
    expect(await paymentsOf(gateway.db, { kind: TEST_KIND, id })).toHaveLength(0);
    order(id).state = "cancelled";
    await expect(startPayment(gateway.db, startInput(id))).rejects.toMatchObject({ reason: "not_payable" });
  });
});
