import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  account,
  browserRequest,
  cookieOf,
  guestFlightOrder,
  guestHotelOrder,
  cancelStay,
  hotelPageOf,
  orderShownAt,
  setUpOrderAccess,
  SITE,
} from "#tests/support/order-access-data.ts";
import { accountBookings, accountOrders } from "./account-orders.server.ts";
import { computeOrderAmounts } from "#app/features/orders/order-money.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { grantOrder, hasOrderGrant } from "./order-grants.server.ts";
import { openOrderLink } from "./order-link-page.server.ts";
import { LINK_DAYS, orderLinkToken, orderLinkUrl } from "./order-links.server.ts";
import { LOOKUP_RULES, lookupOrder } from "./order-lookup.server.ts";
import { LOOKUP_MESSAGES } from "./order-lookup-schemas.ts";

/** Counts attempts per rule and key like the host's limiter does, in memory. */
function countingLimiter(): LimitAttempt & { calls: string[] } {
  const counts = new Map<string, number>();
  const calls: string[] = [];
  const limit = async (rule: AttemptRule, key: string) => {
    calls.push(`${rule.name}:${key}`);
    const count = (counts.get(`${rule.name}:${key}`) ?? 0) + 1;
    counts.set(`${rule.name}:${key}`, count);
    return { allowed: count <= rule.max, retryAfterSeconds: count <= rule.max ? 0 : 60 };
  };
  return Object.assign(limit, { calls });
}

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const linkRequest = (token: string, cookie?: string) =>
  browserRequest(`/mis-reservas/abrir?enlace=${encodeURIComponent(token)}`, cookie);

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@ejemplo.pe`;

describe("one guest access rule for every order (flight and hotel)", () => {
  let handle: DbHandle;
  const email = unique("rosa.quispe");
  let flight = { orderId: "", code: "" };
  let hotel = { orderId: "", code: "" };
  const kinds = () => [
    { kind: "flight", order: flight, page: `/vuelos/reserva/${flight.orderId}` },
    { kind: "hotel", order: hotel, page: `/hoteles/reserva/${hotel.orderId}` },
  ];

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await setUpOrderAccess(handle.db);
    flight = await guestFlightOrder(handle.db, email, 30);
    hotel = await guestHotelOrder(handle.db, email, 30);
  }, 180_000);
  afterAll(async () => handle.close());

  it("the e-mail's signed link opens each order in a fresh browser, then its page shows it to that browser only", async () => {
    for (const { order, page } of kinds()) {
      // A browser with no cookies sees nothing of the order.
      expect(await orderShownAt(page, null)).toBeNull();
      const url = new URL(orderLinkUrl(order.orderId));
      expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/mis-reservas/abrir`);
      const opened = await openOrderLink(handle.db, browserRequest(`${url.pathname}${url.search}`));
      expect(opened?.location).toBe(page);
      expect(opened?.setCookie).toMatch(
        /^__Host-kv_orders=[^;]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
      );
      expect(await orderShownAt(page, cookieOf(opened!.setCookie))).toBe(order.orderId);
    }
  });

  it("the hotel's confirmation e-mail carries the signed link of its order", async () => {
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const confirmation = mails.find((mail) => mail.template === "hotel-order-confirmed");
    const link = /Ver mi reserva: (\S+)/.exec(confirmation?.text ?? "")?.[1] ?? "";
    expect(link.startsWith(`${SITE}/mis-reservas/abrir?enlace=`)).toBe(true);
    // It says how it was paid, as the voucher does.
    expect(confirmation?.text.replaceAll("\u00a0", " ")).toMatch(
      /Pagaste US\$ [\d,]+\.\d{2} con tarjeta \S+ terminada en \d{4}\./,
    );
    const url = new URL(link);
    const opened = await openOrderLink(handle.db, browserRequest(`${url.pathname}${url.search}`));
    expect(opened?.location).toBe(`/hoteles/reserva/${hotel.orderId}`);
  });

  it("a second order's link keeps the first one's grant in the same browser", async () => {
    const first = await openOrderLink(handle.db, linkRequest(orderLinkToken(flight.orderId)));
    const both = await openOrderLink(handle.db, linkRequest(orderLinkToken(hotel.orderId), cookieOf(first!.setCookie)));
    const cookie = cookieOf(both!.setCookie);
    expect(hasOrderGrant(cookie, flight.orderId)).toBe(true);
    expect(hasOrderGrant(cookie, hotel.orderId)).toBe(true);
  });

  it("a tampered, foreign, expired or unknown link gets the same answer as a miss", async () => {
    const token = orderLinkToken(hotel.orderId);
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const misses = [
      `${id}.${expires}.${flipped}`,
      `${flight.orderId}.${expires}.${signature}`,
      `${id}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
      orderLinkToken(randomUUID()),
      "",
      "no-es-un-enlace",
    ];
    for (const miss of misses) expect(await openOrderLink(handle.db, linkRequest(miss))).toBeNull();
    // Signed under another key (another site): refused.
    const foreign = `${id}.${expires}.${"x".repeat(32)}`;
    expect(await openOrderLink(handle.db, linkRequest(foreign))).toBeNull();
    // Past its expiry the link opens nothing; the day before, it still does.
    const issued = new Date("2026-01-01T12:00:00Z");
    const old = orderLinkToken(hotel.orderId, issued);
    const dayMs = 86_400_000;
    expect(
      await openOrderLink(handle.db, linkRequest(old), new Date(issued.getTime() + (LINK_DAYS - 1) * dayMs)),
    ).not.toBeNull();
    expect(
      await openOrderLink(handle.db, linkRequest(old), new Date(issued.getTime() + (LINK_DAYS + 1) * dayMs)),
    ).toBeNull();
    // A grant signed for one order never opens another, and a planted value is ignored.
    const grant = cookieOf(grantOrder(null, flight.orderId, "lookup"));
    expect(await orderShownAt(`/hoteles/reserva/${hotel.orderId}`, grant)).toBeNull();
    const planted = `__Host-kv_orders=${hotel.orderId}.zzzzzz.${"A".repeat(32)}`;
    expect(await orderShownAt(`/hoteles/reserva/${hotel.orderId}`, planted)).toBeNull();
    expect(await orderShownAt(`/hoteles/reserva/${hotel.orderId}`, grant.replace("__Host-", ""))).toBeNull();
  });

  it("code + e-mail finds each order (any case, spaces), grants it for half an hour and leads to its page", async () => {
    const limitAttempt = countingLimiter();
    for (const { order, page } of kinds()) {
      const found = await lookupOrder(
        handle.db,
        browserRequest("/mis-reservas"),
        form({ code: ` ${order.code.toLowerCase().split("").join(" ")} `, email: `  ${email.toUpperCase()} ` }),
        { limitAttempt, clientIp: "203.0.113.7" },
      );
      expect(found).toMatchObject({ ok: true, orderId: order.orderId, location: page });
      if (!found.ok) throw new Error("not found");
      expect(found.setCookie).toMatch(/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
      expect(await orderShownAt(page, cookieOf(found.setCookie))).toBe(order.orderId);
      expect(limitAttempt.calls).toContain(`${LOOKUP_RULES.perCode.name}:${order.code}`);
    }
    expect(limitAttempt.calls).toContain(`${LOOKUP_RULES.perIp.name}:203.0.113.7`);
  });

  it("one answer for every miss: wrong e-mail, wrong code, another order's e-mail, a code of no order", async () => {
    const options = { limitAttempt: countingLimiter(), clientIp: "203.0.113.8" };
    const other = unique("otra");
    await guestHotelOrder(handle.db, other, 40);
    const wrongCode = flight.code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (const values of [
      { code: hotel.code, email: "otra.persona@ejemplo.pe" },
      { code: wrongCode, email },
      { code: flight.code, email: other },
      { code: "ZZZZZ1", email },
    ]) {
      const miss = await lookupOrder(handle.db, browserRequest("/mis-reservas"), form(values), options);
      expect(miss).toEqual({ ok: false, status: 200, message: LOOKUP_MESSAGES.notFound, errors: {}, values });
    }
    expect(LOOKUP_MESSAGES.notFound).toBe("No encontramos una reserva con esos datos.");
    const invalid = await lookupOrder(
      handle.db,
      browserRequest("/mis-reservas"),
      form({ code: "12", email: "no" }),
      options,
    );
    expect(invalid).toMatchObject({
      ok: false,
      status: 400,
      errors: { code: LOOKUP_MESSAGES.code, email: LOOKUP_MESSAGES.email },
    });
  });

  it("refuses after too many attempts on one code, even with the right e-mail, and per IP", async () => {
    const limitAttempt = countingLimiter();
    const request = browserRequest("/mis-reservas");
    for (let attempt = 0; attempt < LOOKUP_RULES.perCode.max; attempt++) {
      await lookupOrder(handle.db, request, form({ code: hotel.code, email: `intento${String(attempt)}@ejemplo.pe` }), {
        limitAttempt,
        clientIp: `198.51.100.${String(attempt)}`,
      });
    }
    const blocked = await lookupOrder(handle.db, request, form({ code: hotel.code, email }), {
      limitAttempt,
      clientIp: "198.51.100.99",
    });
    expect(blocked).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.tooMany });

    const perIp = countingLimiter();
    let last;
    for (let attempt = 0; attempt <= LOOKUP_RULES.perIp.max; attempt++) {
      last = await lookupOrder(handle.db, request, form({ code: `ABCD${String(attempt + 10)}`, email }), {
        limitAttempt: perIp,
        clientIp: "192.0.2.1",
      });
    }
    expect(last).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.tooMany });
    const next = await lookupOrder(handle.db, request, form({ code: flight.code, email }), {
      limitAttempt: perIp,
      clientIp: "192.0.2.1",
    });
    expect(next).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.tooMany });
  });

  it("a verified account lists the orders made as a guest with its e-mail, of every product; an unverified one does not", async () => {
    const verified = await account(handle.db, email, true);
    const listed = await accountOrders(handle.db, verified.id);
    expect(listed.map((entry) => [entry.product, entry.id, entry.href]).sort()).toEqual(
      kinds()
        .map(({ kind, order, page }) => [kind, order.orderId, page])
        .sort(),
    );
    // Its session opens each order's page with no grant in the browser.
    for (const { order, page } of kinds()) expect(await orderShownAt(page, null, verified)).toBe(order.orderId);
    // The account API lists the same orders, each with the core's total (what the browser keeps as 'bookings').
    const api = await accountBookings(handle.db, verified.id);
    expect(api.map((entry) => [entry.product, entry.id]).sort()).toEqual(
      kinds()
        .map(({ kind, order }) => [kind, order.orderId])
        .sort(),
    );
    for (const entry of api) {
      const order = await loadOrder(handle.db, entry.id);
      expect(entry.total).toEqual({
        amountMinor: computeOrderAmounts(order!).total.chargeMinor,
        currency: order!.chargeCurrency,
      });
    }

    const otherEmail = unique("sin.verificar");
    const guestOrder = await guestHotelOrder(handle.db, otherEmail, 45);
    const unverified = await account(handle.db, otherEmail, false);
    const own = await guestHotelOrder(handle.db, otherEmail, 48, unverified.id);
    expect((await accountOrders(handle.db, unverified.id)).map((entry) => entry.id)).toEqual([own.orderId]);
    expect(await orderShownAt(`/hoteles/reserva/${guestOrder.orderId}`, null, unverified)).toBeNull();
    expect(await orderShownAt(`/hoteles/reserva/${own.orderId}`, null, unverified)).toBe(own.orderId);
  });
  it("a cancelled order still opens from its link, read-only", async () => {
    const stay = await guestHotelOrder(handle.db, email, 60);
    const page = await hotelPageOf(stay.orderId, null);
    expect(page).toBeNull();
    await cancelStay(handle.db, stay.orderId);
    const opened = await openOrderLink(handle.db, linkRequest(orderLinkToken(stay.orderId)));
    const shown = await hotelPageOf(stay.orderId, cookieOf(opened!.setCookie));
    expect(shown).toMatchObject({ order: { id: stay.orderId, state: "cancelled" }, terms: null });
  });
});
