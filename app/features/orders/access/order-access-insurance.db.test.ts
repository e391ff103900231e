import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { policyPageRequest } from "#tests/support/insurance-test-data.ts";
import {
  account,
  browserRequest,
  cookieOf,
  guestHotelOrder,
  guestInsuranceOrder,
  legacyPaidEmailToken,
  openLegacyPolicyLink,
  orderShownAt,
  policyCertificate,
  policyPageOf,
  setUpOrderAccess,
  SITE,
} from "#tests/support/order-access-data.ts";
import { accountOrders } from "./account-orders.server.ts";
import { grantOrder } from "./order-grants.server.ts";
import { openOrderLink } from "./order-link-page.server.ts";
import { orderLinkToken } from "./order-links.server.ts";
import { lookupOrder } from "./order-lookup.server.ts";
import { LOOKUP_MESSAGES } from "./order-lookup-schemas.ts";

const allowAll: LimitAttempt = async (_rule: AttemptRule) => ({ allowed: true, retryAfterSeconds: 0 });

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const linkRequest = (token: string) => browserRequest(`/mis-reservas/abrir?enlace=${encodeURIComponent(token)}`);
const linkOf = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? "";
const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@ejemplo.pe`;

describe("insurance bought alone on the one guest access rule (decision 050)", () => {
  let handle: DbHandle;
  const email = unique("ana.quispe");
  let policy = { orderId: "", code: "", policyNumber: "" };
  const page = () => `/conformidad?pedido=${policy.orderId}`;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await setUpOrderAccess(handle.db);
    policy = await guestInsuranceOrder(handle.db, email);
  }, 180_000);
  afterAll(async () => handle.close());

  it("each of its e-mails carries the order's signed link, which opens the policy in a fresh browser", async () => {
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const links = [
      linkOf(mails.find((mail) => mail.template === "insurance-policy")?.text ?? "", "Ver mi compra"),
      linkOf(mails.find((mail) => mail.template === "insurance-policy-paid")?.text ?? "", "Ver mi seguro"),
    ];
    expect(await orderShownAt(page(), null)).toBeNull();
    for (const link of links) {
      expect(link.startsWith(`${SITE}/mis-reservas/abrir?enlace=${policy.orderId}.`)).toBe(true);
      const url = new URL(link);
      const opened = await openOrderLink(handle.db, browserRequest(`${url.pathname}${url.search}`));
      expect(opened?.location).toBe(page());
      const cookie = cookieOf(opened!.setCookie);
      const shown = await policyPageOf(page(), cookie);
      expect(shown).toMatchObject({ order: { id: policy.orderId, state: "fulfilled" } });
      expect(shown?.policy.policyNumber).toBe(policy.policyNumber);
      // Its certificate downloads for the same browser.
      expect((await policyCertificate(handle.db, shown!))?.fileName).toBe(`certificado-${policy.policyNumber}.pdf`);
    }
  });

  it("code + e-mail finds it and leads to its page; a miss gets the one answer", async () => {
    const found = await lookupOrder(
      handle.db,
      browserRequest("/mis-reservas"),
      form({ code: policy.code.toLowerCase(), email: email.toUpperCase() }),
      { limitAttempt: allowAll, clientIp: "203.0.113.20" },
    );
    expect(found).toMatchObject({ ok: true, orderId: policy.orderId, location: page() });
    if (!found.ok) throw new Error("not found");
    expect(await orderShownAt(page(), cookieOf(found.setCookie))).toBe(policy.orderId);
    const values = { code: policy.code, email: "otra.persona@ejemplo.pe" };
    const miss = await lookupOrder(handle.db, browserRequest("/mis-reservas"), form(values), {
      limitAttempt: allowAll,
      clientIp: "203.0.113.20",
    });
    expect(miss).toEqual({ ok: false, status: 200, message: LOOKUP_MESSAGES.notFound, errors: {}, values });
  });

  it("a verified account with its e-mail lists it and opens it; an unverified one does not", async () => {
    const verified = await account(handle.db, email, true);
    const listed = await accountOrders(handle.db, verified.id);
    expect(listed.map((entry) => [entry.product, entry.id, entry.href])).toEqual([
      ["insurance", policy.orderId, page()],
    ]);
    expect(listed[0]?.title).toMatch(/^Seguro de viaje /);
    expect(await orderShownAt(page(), null, verified)).toBe(policy.orderId);

    const otherEmail = unique("sin.verificar");
    const guest = await guestInsuranceOrder(handle.db, otherEmail, { paid: false });
    const unverified = await account(handle.db, otherEmail, false);
    expect(await accountOrders(handle.db, unverified.id)).toEqual([]);
    expect(await orderShownAt(`/conformidad?pedido=${guest.orderId}`, null, unverified)).toBeNull();
    // Bought while signed in: its own account sees it, paid or not.
    const own = await guestInsuranceOrder(handle.db, otherEmail, { paid: false, userId: unverified.id });
    expect((await accountOrders(handle.db, unverified.id)).map((entry) => entry.id)).toEqual([own.orderId]);
    expect(await orderShownAt(`/conformidad?pedido=${own.orderId}`, null, unverified)).toBe(own.orderId);
  });

  it("a forged, foreign or planted token gets the same 404 as a miss", async () => {
    const token = orderLinkToken(policy.orderId);
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [`${id}.${expires}.${flipped}`, `${id}.${expires}.${"x".repeat(32)}`, "", "KVS-12345678"]) {
      expect(await openOrderLink(handle.db, linkRequest(forged))).toBeNull();
    }
    // A grant for another order, a planted grant, an unknown order and a hotel order's id: one 404 on /conformidad.
    const hotel = await guestHotelOrder(handle.db, unique("hotel"), 30);
    const otherGrant = cookieOf(grantOrder(null, hotel.orderId, "lookup"));
    expect(await policyPageOf(page(), otherGrant)).toBeNull();
    expect(await policyPageOf(`/conformidad?poliza=${policy.policyNumber}`, otherGrant)).toBeNull();
    const planted = `__Host-kv_orders=${policy.orderId}.zzzzzz.${"A".repeat(32)}`;
    expect(await policyPageOf(page(), planted)).toBeNull();
    expect(await policyPageOf(`/conformidad?pedido=${randomUUID()}`, otherGrant)).toBeNull();
    expect(await policyPageOf(`/conformidad?pedido=${hotel.orderId}`, otherGrant)).toBeNull();
    expect(await policyPageOf("/conformidad?pedido=no-es-un-pedido", null)).toBeNull();
  });

  it("an e-mail sent before the core's links (`?clave=`) still opens its policy, read only; a made-up key does not", async () => {
    const grant = cookieOf(grantOrder(null, policy.orderId, "link"));
    const policyId = (await policyPageOf(page(), grant))?.policy.id ?? "";
    // The paid e-mail's old token was derived from the policy's id (with the insurance link key).
    const oldToken = legacyPaidEmailToken(policyId);
    const opened = await openLegacyPolicyLink(
      handle.db,
      policyPageRequest(policy.policyNumber, { legacyToken: oldToken }),
    );
    expect(opened?.location).toBe(`/conformidad?poliza=${policy.policyNumber}`);
    expect(opened?.setCookie).toMatch(/^__Host-kv_orders=[^;]+; Path=\/; Max-Age=86400;/);
    expect(await orderShownAt(opened!.location, cookieOf(opened!.setCookie))).toBe(policy.orderId);
    const madeUp = policyPageRequest(policy.policyNumber, { legacyToken: "A".repeat(43) });
    expect(await openLegacyPolicyLink(handle.db, madeUp)).toBeNull();
    const otherPolicy = policyPageRequest("KVS-ZZZZZZZZ", { legacyToken: oldToken });
    expect(await openLegacyPolicyLink(handle.db, otherPolicy)).toBeNull();
    const ofTheOrder = policyPageRequest(policy.policyNumber, { legacyToken: legacyPaidEmailToken(policy.orderId) });
    expect(await openLegacyPolicyLink(handle.db, ofTheOrder)).toBeNull();
  });
});
