import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dropOrderGrant, GRANT_SECONDS, grantOrder, hasOrderGrant } from "./order-grants.server.ts";

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("guest grants in one cookie", () => {
  it("each grant lasts as long as the way it was earned; an expired one is dropped", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const id = randomUUID();
    const lookup = grantOrder(null, id, "lookup", now);
    expect(lookup).toMatch(/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(hasOrderGrant(cookieOf(lookup), id, later(GRANT_SECONDS.lookup - 1))).toBe(true);
    expect(hasOrderGrant(cookieOf(lookup), id, later(GRANT_SECONDS.lookup + 1))).toBe(false);
    // A longer grant for the same order replaces the shorter; a shorter one never cuts a longer.
    const purchase = grantOrder(cookieOf(lookup), id, "purchase", now);
    expect(purchase).toMatch(/; Max-Age=7776000; /);
    expect(grantOrder(cookieOf(purchase), id, "lookup", now)).toMatch(/; Max-Age=7776000; /);
  });

  it("keeps ten grants, the newest always and then the longest, and 'Consultar otra reserva' drops one", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const ids = Array.from({ length: 12 }, () => randomUUID());
    let cookie = "";
    for (const id of ids.slice(0, 11)) cookie = cookieOf(grantOrder(cookie, id, "purchase", now));
    cookie = cookieOf(grantOrder(cookie, ids[11]!, "lookup", now));
    expect(ids.filter((id) => hasOrderGrant(cookie, id, now))).toHaveLength(10);
    expect(hasOrderGrant(cookie, ids[11]!, now)).toBe(true);
    const dropped = cookieOf(dropOrderGrant(cookie, ids[11]!, now));
    expect(hasOrderGrant(dropped, ids[11]!, now)).toBe(false);
    expect(ids.filter((id) => hasOrderGrant(dropped, id, now))).toHaveLength(9);
    expect(dropOrderGrant(cookieOf(grantOrder(null, ids[0]!, "link", now)), ids[0]!, now)).toMatch(/Max-Age=0;/);
  });
});
