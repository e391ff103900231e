import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentNotifications, payments } from "#server/db/schema/payments.ts";
import { moveSession } from "#server/sandbox-gateway/gateway-store.ts";
import { signatureHeader } from "#server/sandbox-gateway/gateway-notifier.ts";
import { TEST_SECRETS } from "#tests/support/test-app.ts";
import { sandboxGatewayApp } from "#tests/support/sandbox-gateway-app.ts";
import { refreshPayment, startPayment } from "./payments-service.server.ts";
import { newOrder, order, startInput, TEST_KIND } from "#tests/support/test-payable.ts";

const URL_PATH = "/api/v1/payments/notifications/sandbox";

describe("sandbox notifications: verification, deduplication, concurrency", () => {
  const gateway = sandboxGatewayApp();

  /** A card payment the gateway approved (its own notification is left undelivered: the poller is off). */
  async function approvedAtGateway() {
    const id = newOrder();
    const started = await startPayment(gateway.db, startInput(id));
    if (started.kind !== "redirect") throw new Error("expected a redirect");
    const [row] = await gateway.db.select().from(payments).where(eq(payments.id, started.paymentId));
    const sessionId = row?.providerReference ?? "";
    await moveSession(gateway.db, sessionId, ["pending"], "approved", {
      cardBrand: "Visa",
      cardLast4: "1111",
      installments: 1,
    });
    return { id, paymentId: started.paymentId, sessionId };
  }

  function notification(
    sessionId: string,
    options: { eventId?: string; secret?: string; at?: Date; tamper?: boolean } = {},
  ) {
    const eventId = options.eventId ?? `evt_${randomBytes(8).toString("hex")}`;
    const body = JSON.stringify({
      eventId,
      type: "payment.updated",
      sessionId,
      status: "approved",
      createdAt: new Date().toISOString(),
    });
    const signature = signatureHeader(
      options.secret ?? TEST_SECRETS.sandboxGatewaySecret,
      body,
      options.at ?? new Date(),
    );
    const payload = options.tamper ? body.replace('"approved"', '"declined"') : body;
    return {
      method: "POST" as const,
      url: URL_PATH,
      payload,
      headers: { "content-type": "application/json", "x-pasarela-signature": signature },
    };
  }

  async function recorded(eventId: string) {
    const [row] = await gateway.db
      .select({ n: count() })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.provider, "sandbox"), eq(paymentNotifications.eventId, eventId)));
    return row?.n ?? 0;
  }

  it("applies a validly signed notification after re-reading the payment from the gateway", async () => {
    const { id, paymentId, sessionId } = await approvedAtGateway();
    const response = await gateway.app.inject(notification(sessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: true, outcome: "applied" });
    const [row] = await gateway.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe("approved");
    expect(order(id).approvedCalls).toBe(1);
  });

  it("refuses a tampered body, a wrong secret, a stale timestamp, a missing signature (401, nothing recorded)", async () => {
    const { paymentId, sessionId } = await approvedAtGateway();
    const cases = [
      notification(sessionId, { eventId: "evt_tampered_0001", tamper: true }),
      notification(sessionId, { eventId: "evt_wrongsecret_01", secret: "another-secret-0123456789abcdef0123456789" }),
      notification(sessionId, { eventId: "evt_stale_0000001", at: new Date(Date.now() - 6 * 60_000) }),
      notification(sessionId, { eventId: "evt_future_000001", at: new Date(Date.now() + 6 * 60_000) }),
      { ...notification(sessionId, { eventId: "evt_unsigned_0001" }), headers: { "content-type": "application/json" } },
    ];
    for (const request of cases) {
      const response = await gateway.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
    for (const eventId of ["evt_tampered_0001", "evt_wrongsecret_01", "evt_stale_0000001", "evt_unsigned_0001"]) {
      expect(await recorded(eventId)).toBe(0);
    }
    const [row] = await gateway.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe("pending");
  });

  it("answers a replayed event id 2xx without applying it again", async () => {
    const { id, sessionId } = await approvedAtGateway();
    const request = notification(sessionId, { eventId: "evt_replayed_00001" });
    expect((await gateway.app.inject(request)).json()).toMatchObject({ outcome: "applied" });
    const replay = await gateway.app.inject(request);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: "duplicate" });
    expect(await recorded("evt_replayed_00001")).toBe(1);
    expect(order(id).approvedCalls).toBe(1);
  });

  it("50 concurrent notifications and polls of one approval: one approved payment, ONE onApproved call", async () => {
    const { id, paymentId, sessionId } = await approvedAtGateway();
    const same = notification(sessionId, { eventId: "evt_same_event_001" });
    const requests = [
      ...Array.from({ length: 25 }, () => gateway.app.inject(notification(sessionId))),
      ...Array.from({ length: 15 }, () => gateway.app.inject(same)),
      ...Array.from({ length: 10 }, () => refreshPayment(gateway.db, paymentId)),
    ];
    const results = await Promise.all(requests);
    for (const result of results) {
      if (result && "statusCode" in result) expect(result.statusCode).toBe(200);
    }
    const approved = await gateway.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.payableKind, TEST_KIND), eq(payments.payableId, id), eq(payments.status, "approved")));
    expect(approved[0]?.n).toBe(1);
    expect(order(id)).toMatchObject({ approvedCalls: 1, state: "paid" });
    expect(await recorded("evt_same_event_001")).toBe(1);
  });

  it("records a notification for a payment it does not know and answers 2xx", async () => {
    const response = await gateway.app.inject(notification("ses_doesnotexist12345"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: "unknown_payment" });
  });

  it("answers 404 for an unknown provider", async () => {
    const response = await gateway.app.inject({
      ...notification("ses_x"),
      url: "/api/v1/payments/notifications/paypal",
    });
    expect(response.statusCode).toBe(404);
  });
});
