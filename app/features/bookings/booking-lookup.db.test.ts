import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptRule, LimitAttempt } from "#request-context";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#server/db/test-db.ts";
import { and, eq } from "drizzle-orm";
import { flightInventory } from "#server/db/schema/flights.ts";
import { grantCookie, grantedBookingId, lookupForGuest, LOOKUP_RULES } from "./booking-lookup.server.ts";
import { LOOKUP_MESSAGES } from "./booking-lookup-schemas.ts";
import { directOffer, flightOf, leaveSeats, seedHeldBooking } from "./booking-test-data.server.ts";
import { holdSeats, seatRequestsOf } from "#app/features/flights/index.server.ts";

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

describe("guests' look-up and the seat limits", () => {
  let handle: DbHandle;
  let code = "";
  let bookingId = "";

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    ({ code, bookingId } = await seedHeldBooking(handle.db, 900, 28));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("answers the same for a wrong code and a wrong e-mail, and finds the right pair", async () => {
    const limitAttempt = countingLimiter();
    const options = { limitAttempt, clientIp: "203.0.113.7" };
    const wrongEmail = await lookupForGuest(handle.db, form({ code, email: "otra@example.com" }), options);
    const wrongCode = await lookupForGuest(
      handle.db,
      form({ code: "ZZZZZZ", email: "rosa.quispe@example.com" }),
      options,
    );
    expect(wrongEmail).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.notFound, errors: {} });
    expect(wrongCode).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.notFound, errors: {} });
    const found = await lookupForGuest(
      handle.db,
      form({ code: ` ${code.toLowerCase()} `, email: "Rosa.Quispe@example.com" }),
      options,
    );
    expect(found).toMatchObject({ ok: true, booking: { id: bookingId, code } });
    expect(limitAttempt.calls).toContain(`bookings.lookup.ip:203.0.113.7`);
    expect(limitAttempt.calls).toContain(`bookings.lookup.code:${code}`);
    const invalid = await lookupForGuest(handle.db, form({ code: "12", email: "no" }), options);
    expect(invalid).toMatchObject({ ok: false, errors: { code: LOOKUP_MESSAGES.code, email: LOOKUP_MESSAGES.email } });
  });

  it("refuses after too many attempts on one code, even with the right e-mail, and per IP", async () => {
    const limitAttempt = countingLimiter();
    for (let attempt = 0; attempt < LOOKUP_RULES.perCode.max; attempt++) {
      await lookupForGuest(handle.db, form({ code, email: `guess${String(attempt)}@example.com` }), {
        limitAttempt,
        clientIp: `198.51.100.${String(attempt)}`,
      });
    }
    const blocked = await lookupForGuest(handle.db, form({ code, email: "rosa.quispe@example.com" }), {
      limitAttempt,
      clientIp: "198.51.100.99",
    });
    expect(blocked).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.tooMany });

    const perIp = countingLimiter();
    let last;
    for (let attempt = 0; attempt <= LOOKUP_RULES.perIp.max; attempt++) {
      last = await lookupForGuest(handle.db, form({ code: `ABCD${String(attempt + 10)}`, email: "x@example.com" }), {
        limitAttempt: perIp,
        clientIp: "192.0.2.1",
      });
    }
    expect(last).toMatchObject({ ok: false, message: LOOKUP_MESSAGES.tooMany });
  });

  it("signs the grant cookie: a forged, altered or expired one opens nothing", () => {
    const cookie = grantCookie(bookingId, 1_000_000);
    expect(cookie).toMatch(/^__Host-kv_booking_grant=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
    const value = cookie.split(";")[0] ?? "";
    expect(grantedBookingId(value, 1_000_001)).toBe(bookingId);
    expect(grantedBookingId(value, 1_000_000 + 31 * 60_000)).toBeNull();
    expect(grantedBookingId(value.replace(bookingId, "00000000-0000-4000-8000-000000000000"), 1_000_001)).toBeNull();
    expect(grantedBookingId("__Host-kv_booking_grant=abc", 1_000_001)).toBeNull();
    // Outside development the plain name is never read, even with a valid value (a sibling host could plant it).
    expect(grantedBookingId(value.replace("__Host-", ""), 1_000_001)).toBeNull();
  });

  it("holds within the quoted bucket's limit only, even when the cabin has room", async () => {
    const offer = await directOffer({ adults: 1 }, 29);
    await leaveSeats(handle.db, offer, 100, 100);
    const flight = flightOf(offer);
    const [request] = seatRequestsOf(offer, 1) ?? [];
    if (!request) throw new Error("no request");
    // Bucket O closes at 20% of the cabin: 20 seats. With 20 taken, an O-priced hold must fail.
    const atO = { ...request, closesAt: 0.2 };
    const where = and(
      eq(flightInventory.scheduleId, flight.scheduleId),
      eq(flightInventory.departureDate, flight.departureDate),
      eq(flightInventory.cabin, 0),
    );
    await handle.db.update(flightInventory).set({ sold: 19, held: 0 }).where(where);
    expect(await handle.db.transaction((tx) => holdSeats(tx, [atO], "2026-01-01"))).toBe(true);
    expect(await handle.db.transaction((tx) => holdSeats(tx, [atO], "2026-01-01"))).toBe(false);
    const [row] = await handle.db.select().from(flightInventory).where(where);
    expect(row).toMatchObject({ sold: 19, held: 1 });
  });
});
