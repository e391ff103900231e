import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#db";
import { users } from "#server/db/schema/accounts.ts";
import { checkouts } from "#server/db/schema/checkouts.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  CHECKOUT_TTL_MS,
  checkoutCookie,
  checkoutTokenFrom,
  createCheckout,
  findCheckout,
  purgeEndedCheckouts,
  updateCheckout,
  type NewCheckout,
} from "./checkout-session.server.ts";

const selection: NewCheckout = {
  userId: null,
  offerId: "eyJzIjoiaW52ZW50b3J5In0.c2lnbmF0dXJl",
  optionIds: ["o1", "o2"],
  fareFamilyCode: "LA-LIGHT",
  searchUrl: "/resultados/vuelos?tipo=0&origen=LIM&destino=CUZ",
  acceptedTotalMinor: 25_480,
};

describe("checkout session", () => {
  let handle: DbHandle;
  let userId = "";
  let otherUserId = "";

  beforeAll(async () => {
    handle = await createTestDb();
    const rows = await handle.db
      .insert(users)
      .values([
        { email: "rosa@example.com", firstName: "Rosa", fatherLastname: "Condori" },
        { email: "jorge@example.com", firstName: "Jorge", fatherLastname: "Mamani" },
      ])
      .returning({ id: users.id });
    userId = rows[0]?.id ?? "";
    otherUserId = rows[1]?.id ?? "";
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it("stores only the token's hash and finds the checkout by this browser's cookie alone", async () => {
    const { token, checkout } = await createCheckout(handle.db, selection);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await handle.db.select().from(checkouts);
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toHaveLength(64);
    const found = await findCheckout(handle.db, token, null);
    expect(found).toEqual({ status: "found", checkout });
    // Another browser has another cookie (or none, or a forged one): nothing to read.
    const other = await createCheckout(handle.db, selection);
    expect(other.token).not.toBe(token);
    expect((await findCheckout(handle.db, other.token, null)).status).toBe("found");
    expect(await findCheckout(handle.db, undefined, null)).toEqual({ status: "missing" });
    expect(await findCheckout(handle.db, `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`, null)).toEqual({
      status: "missing",
    });
    expect(await findCheckout(handle.db, "' or 1=1 --", null)).toEqual({ status: "missing" });
  });

  it("binds a signed-in creator's checkout to that user", async () => {
    const { token } = await createCheckout(handle.db, { ...selection, userId });
    expect((await findCheckout(handle.db, token, userId)).status).toBe("found");
    expect((await findCheckout(handle.db, token, otherUserId)).status).toBe("missing");
    expect((await findCheckout(handle.db, token, null)).status).toBe("missing");
  });

  it("ends after its lifetime, remembering the search to go back to", async () => {
    const now = new Date();
    const { token } = await createCheckout(handle.db, selection, now);
    const later = new Date(now.getTime() + CHECKOUT_TTL_MS + 1_000);
    expect(await findCheckout(handle.db, token, null, later)).toEqual({
      status: "ended",
      searchUrl: selection.searchUrl,
    });
  });

  it("forgets checkouts a day after they ended", async () => {
    const now = new Date();
    const { token } = await createCheckout(handle.db, selection, now);
    const dayAfter = new Date(now.getTime() + CHECKOUT_TTL_MS + 25 * 60 * 60_000);
    expect(await purgeEndedCheckouts(handle.db, now)).toBe(0);
    expect(await purgeEndedCheckouts(handle.db, dayAfter)).toBeGreaterThanOrEqual(1);
    expect(await findCheckout(handle.db, token, null)).toEqual({ status: "missing" });
  });

  it("moves the step reached forward only", async () => {
    const { token, checkout } = await createCheckout(handle.db, selection);
    await updateCheckout(handle.db, checkout.id, { stepReached: 3, withAssistance: true });
    await updateCheckout(handle.db, checkout.id, { stepReached: 2 });
    const found = await findCheckout(handle.db, token, null);
    expect(found.status === "found" && found.checkout).toMatchObject({ stepReached: 3, withAssistance: true });
  });

  it("sets an HttpOnly, SameSite=Lax cookie, Secure with the __Host- prefix outside development", () => {
    expect(checkoutCookie("abc", true)).toMatch(
      /^__Host-kv_checkout=abc; Path=\/; Max-Age=10800; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(checkoutCookie("abc", false)).toBe("kv_checkout=abc; Path=/; Max-Age=10800; HttpOnly; SameSite=Lax");
    const request = new Request("http://x/booking", { headers: { cookie: "a=1; __Host-kv_checkout=tok_en; b=2" } });
    expect(checkoutTokenFrom(request)).toBe("tok_en");
  });

  it("outside development reads only the __Host- name: a planted plain kv_checkout is no checkout", async () => {
    const { token } = await createCheckout(handle.db, selection);
    const planted = new Request("http://x/booking", { headers: { cookie: `kv_checkout=${token}` } });
    expect(checkoutTokenFrom(planted)).toBeUndefined();
    expect(checkoutTokenFrom(planted, false)).toBe(token);
  });
});

describe("checkout session across a restart", () => {
  it("is still there when the server opens its database again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kv-checkout-"));
    try {
      const first = await openDb({ pgliteDataDir: join(dir, "pglite") });
      const { token, checkout } = await createCheckout(first.db, selection);
      await first.close();
      const second = await openDb({ pgliteDataDir: join(dir, "pglite") });
      expect(await findCheckout(second.db, token, null)).toEqual({ status: "found", checkout });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
