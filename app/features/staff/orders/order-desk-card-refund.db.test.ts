/** "Devolver a la tarjeta" on the desk, through the sandbox gateway's own refund API (issue 42). */
import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { setDbHandle, type DbHandle } from "#db";
import { requestContext, type RequestContext } from "#request-context";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { payments, refunds } from "#server/db/schema/payments.ts";
import { auditLog } from "#server/db/schema/staff.ts";
import { sandboxGatewaySessions } from "#server/sandbox-gateway/gateway-schema.ts";
import { heldOrderWithCashCode, testPackageProduct } from "#tests/support/orders-desk-data.ts";
import { allowAllAttempts, buildTestApp } from "#tests/support/test-app.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { settled, submitCard } from "#tests/support/test-payable.ts";
import { createActiveStaff, staffSessionCookie, TEST_HASH_COST } from "#tests/support/test-staff.ts";
import { loadOrder, ORDER_REFUND_PAID_EMAIL, registerOrderProduct } from "#app/features/orders/index.server.ts";
import {
  PROVIDER_REFUND_FAILED_MESSAGE,
  refundAtProvider,
  refundPayment,
} from "#app/features/payments/index.server.ts";
import * as orderRoute from "#app/routes/staff-order.tsx";
import { todayInLima } from "#app/utils/dates.ts";
import { configureStaff } from "#app/features/staff/staff-config.server.ts";
import { formatDual } from "#app/features/orders/index.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { cancelOrder, markCashReceived } from "./order-desk-actions.server.ts";
import type { ActionState } from "./order-desk-forms.tsx";
import { orderForDesk } from "./order-desk.server.ts";
import { cardRefundOffers, refundToCard } from "./order-desk-card-refund.server.ts";

const SITE = "https://kunturviajes.test";
const actor = { id: null, email: "asesora@kuntur.test" };
let handle: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  app = await buildTestApp(handle, { SANDBOX_GATEWAY_POLL_MS: "0" });
  registerOrderProduct(testPackageProduct);
  configureStaff({ hashCost: TEST_HASH_COST, secureCookie: true, siteUrl: SITE });
}, 120_000);
afterAll(async () => {
  // Closing the app closes its database too.
  await app.close();
  setDbHandle(undefined);
});

const versionOf = async (id: string) => (await loadOrder(handle.db, id))?.updatedAt ?? "";
const target = (order: { id: string; code: string }) => ({ ...order, state: "" });

/** A US$ 1,000.00 package paid with the gateway's Visa test card, then cancelled: US$ 800.00 less commission due. */
async function cancelledCardOrder() {
  const order = await heldOrderWithCashCode(handle.db, undefined, { method: "card" });
  if (!order.url) throw new Error("expected a card page");
  expect((await submitCard(app, order.url, { numero: "4111 1111 1111 1111" })).statusCode).toBe(303);
  expect(await settled(handle.db, order.paymentId)).toMatchObject({ status: "approved", cardLast4: "1111" });
  await cancelOrder(target(order), { version: await versionOf(order.id), reason: "El pasajero enfermó" }, actor);
  const [due] = await handle.db.select().from(refunds).where(eq(refunds.payableId, order.id));
  if (!due || due.amountMinor <= 0) throw new Error("expected a refund due");
  return { ...order, due };
}

const ledgerOf = async (id: string) => (await handle.db.select().from(refunds).where(eq(refunds.id, id)))[0];
const paymentOf = async (id: string) => (await handle.db.select().from(payments).where(eq(payments.id, id)))[0];
const sessionOf = async (paymentId: string) =>
  (
    await handle.db.select().from(sandboxGatewaySessions).where(eq(sandboxGatewaySessions.merchantReference, paymentId))
  )[0];
const refundEmails = (refundId: string) =>
  handle.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.template, ORDER_REFUND_PAID_EMAIL), sql`${emailOutbox.metadata}->>'refundId' = ${refundId}`),
    );

describe("refunds to the card from the orders desk", () => {
  it("gives the whole refund back through the sandbox: ledger paid with its reference, audit and e-mail", async () => {
    const order = await cancelledCardOrder();
    const [offer] = await cardRefundOffers(handle.db, (await loadOrder(handle.db, order.id))!);
    expect(offer).toMatchObject({ refundId: order.due.id, dueMinor: order.due.amountMinor });
    expect(offer?.card).toBe("la tarjeta terminada en 1111");

    const message = await refundToCard(
      target(order),
      { version: await versionOf(order.id), refundId: order.due.id },
      actor,
    );
    const session = await sessionOf(order.paymentId);
    const reference = session?.refunds[0]?.id ?? "";
    expect(reference).toMatch(/^re_/);
    expect(message).toContain(`(ref. ${reference})`);
    expect(session).toMatchObject({ status: "approved", refundedMinor: order.due.amountMinor });
    expect(await ledgerOf(order.due.id)).toMatchObject({
      paidOn: todayInLima(),
      paidReference: reference,
      paidMinor: order.due.amountMinor,
      providerRefunds: [{ reference, amountMinor: order.due.amountMinor, provider: "sandbox", by: actor.email }],
    });
    // Part of the payment went back (the supplier kept its penalty): the payment stays approved, not "refunded".
    expect(await paymentOf(order.paymentId)).toMatchObject({
      status: "approved",
      refundedAmountMinor: order.due.amountMinor,
    });
    const emails = await refundEmails(order.due.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(reference);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "orders.refund")));
    expect(audit.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ providerReference: reference, amountMinor: order.due.amountMinor, to: "card" }),
    ]);
    expect(audit[0]?.actorEmail).toBe(actor.email);
    expect(await cardRefundOffers(handle.db, (await loadOrder(handle.db, order.id))!)).toEqual([]);
  });

  it("leaves the rest due after a partial refund, then gives the rest", async () => {
    const order = await cancelledCardOrder();
    const first = await refundToCard(
      target(order),
      { version: await versionOf(order.id), refundId: order.due.id, amountMinor: 10_000 },
      actor,
    );
    expect(first).toContain("Queda por devolver");
    expect(await ledgerOf(order.due.id)).toMatchObject({ paidOn: null, paidReference: null, paidMinor: 10_000 });
    const [offer] = await cardRefundOffers(handle.db, (await loadOrder(handle.db, order.id))!);
    expect(offer?.dueMinor).toBe(order.due.amountMinor - 10_000);
    await expect(
      refundToCard(
        target(order),
        { version: await versionOf(order.id), refundId: order.due.id, amountMinor: order.due.amountMinor },
        actor,
      ),
    ).rejects.toMatchObject({ code: "INVALID_DATA" });

    await refundToCard(target(order), { version: await versionOf(order.id), refundId: order.due.id }, actor);
    const row = await ledgerOf(order.due.id);
    expect(row).toMatchObject({ paidOn: todayInLima(), paidMinor: order.due.amountMinor });
    expect(row?.providerRefunds.map((given) => given.amountMinor)).toEqual([10_000, order.due.amountMinor - 10_000]);
    expect((await sessionOf(order.paymentId))?.refunds).toHaveLength(2);
    expect(await refundEmails(order.due.id)).toHaveLength(2);
  });

  it("refunds once when a post is retried after the provider answered, or sent twice at once", async () => {
    const order = await cancelledCardOrder();
    // As if an earlier post reached the provider and then died before recording it: the same key asks again.
    await refundAtProvider(
      handle.db,
      order.paymentId,
      { amountMinor: order.due.amountMinor, currency: "USD" },
      `desk-refund:${order.due.id}:0`,
    );
    const version = await versionOf(order.id);
    const outcomes = await Promise.allSettled([
      refundToCard(target(order), { version, refundId: order.due.id }, actor),
      refundToCard(target(order), { version, refundId: order.due.id }, actor),
    ]);
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    const session = await sessionOf(order.paymentId);
    expect(session?.refunds).toHaveLength(1);
    expect(session?.refundedMinor).toBe(order.due.amountMinor);
    expect(await ledgerOf(order.due.id)).toMatchObject({ paidMinor: order.due.amountMinor });
    expect((await ledgerOf(order.due.id))?.providerRefunds).toHaveLength(1);
    expect((await paymentOf(order.paymentId))?.refundedAmountMinor).toBe(order.due.amountMinor);
    expect(await refundEmails(order.due.id)).toHaveLength(1);
  });

  it("changes nothing when the provider fails, and says so in Spanish", async () => {
    const order = await cancelledCardOrder();
    // The gateway refuses the refund (409): the session no longer reads approved on its side.
    await handle.db
      .update(sandboxGatewaySessions)
      .set({ status: "cancelled" })
      .where(eq(sandboxGatewaySessions.merchantReference, order.paymentId));
    const version = await versionOf(order.id);
    await expect(refundToCard(target(order), { version, refundId: order.due.id }, actor)).rejects.toMatchObject({
      code: "UNAVAILABLE",
      message: PROVIDER_REFUND_FAILED_MESSAGE,
    });
    expect(await ledgerOf(order.due.id)).toMatchObject({ paidOn: null, paidMinor: 0, providerRefunds: [] });
    expect(await paymentOf(order.paymentId)).toMatchObject({ status: "approved", refundedAmountMinor: null });
    expect(await refundEmails(order.due.id)).toHaveLength(0);
    expect(await versionOf(order.id)).toBe(version);
  });

  it("offers no card refund for an order paid in cash", async () => {
    const order = await heldOrderWithCashCode(handle.db);
    await markCashReceived(target(order), { version: await versionOf(order.id), reference: "REC-0001" }, actor);
    await cancelOrder(target(order), { version: await versionOf(order.id), reason: "Cambio de planes" }, actor);
    const [due] = await handle.db.select().from(refunds).where(eq(refunds.payableId, order.id));
    expect(due?.amountMinor).toBeGreaterThan(0);
    expect(await cardRefundOffers(handle.db, (await loadOrder(handle.db, order.id))!)).toEqual([]);
    await expect(
      refundToCard(target(order), { version: await versionOf(order.id), refundId: due?.id ?? "" }, actor),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("marks a payment refunded only once all of it went back", async () => {
    const order = await heldOrderWithCashCode(handle.db, undefined, { method: "card" });
    expect((await submitCard(app, order.url ?? "", { numero: "4111 1111 1111 1111" })).statusCode).toBe(303);
    await settled(handle.db, order.paymentId);
    const whole = await refundPayment(handle.db, order.paymentId, { amountMinor: 100_000, currency: "USD" }, "prueba");
    expect(whole.status).toBe("refunded");
    expect((await sessionOf(order.paymentId))?.status).toBe("refunded");
  });

  it("answers 403 to a role without the refund permission, before reading anything", async () => {
    const order = await heldOrderWithCashCode(handle.db);
    const form = { intent: "cardRefund", version: "", refundId: "x", confirmado: "si" };
    const thrown = await postAs(["contenido"], order.code, form).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
  });

  it("asks before Anular with the figures of the one computation, then cancels on the second post", async () => {
    const order = await heldOrderWithCashCode(handle.db, undefined, { method: "card" });
    await submitCard(app, order.url ?? "", { numero: "4111 1111 1111 1111" });
    await settled(handle.db, order.paymentId);
    const version = await versionOf(order.id);
    const form = { intent: "cancel", version, reason: "El pasajero enfermó" };
    const asked = (await postAs(["asesor"], order.code, form)) as { data: NonNullable<ActionState> };
    const figures = (await orderForDesk(order.code))?.cancellation;
    if (!figures?.allowed) throw new Error("expected a cancellable order");
    const refund = formatDual(figures.figures, figures.figures.refund);
    expect(refund).toMatch(/^US\$\s[\d,.]+\s\(S\/\s[\d,.]+\)$/);
    expect(asked.data.confirm).toEqual({ version, question: `¿Anular ${order.code} y devolver ${refund}?` });
    expect((await loadOrder(handle.db, order.id))?.state).toBe("fulfilled");
    const done = (await postAs(["asesor"], order.code, { ...form, confirmado: "si" })) as {
      data: NonNullable<ActionState>;
    };
    expect(done.data.message).toContain("Pedido anulado");
    expect((await loadOrder(handle.db, order.id))?.state).toBe("cancelled");
    // The confirmation posted from a page the first press left stale is still refused.
    const again = (await postAs(["asesor"], order.code, { ...form, confirmado: "si" })) as {
      data: NonNullable<ActionState>;
    };
    expect(again.data.ok).toBe(false);
  });
});

/** The detail page's action, posted by a staff member of the given roles. */
async function postAs(roles: StaffRole[], code: string, form: Record<string, string>) {
  const staff = await createActiveStaff(handle.db, roles);
  const cookie = await staffSessionCookie(handle.db, staff.id);
  const request = new Request(`${SITE}/gestion/pedidos/${code}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  const context = new RouterContextProvider();
  context.set(requestContext, {
    requestId: "test",
    nonce: "",
    publicConfig: { siteUrl: SITE } as RequestContext["publicConfig"],
    user: null,
    analyticsUserId: "",
    limitAttempt: allowAllAttempts,
    clientIp: "203.0.113.9",
  });
  return orderRoute.action({ request, params: { code }, context } as unknown as Parameters<
    typeof orderRoute.action
  >[0]);
}
