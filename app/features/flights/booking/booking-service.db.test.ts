import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { bookingEvents, bookings } from "#server/db/schema/bookings.ts";
import { orders } from "#server/db/schema/orders.ts";
import { users } from "#server/db/schema/accounts.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { seedFlightNetwork } from "#server/db/seed/flights.ts";
import { seedGeography } from "#server/db/seed/geography.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { JOB_HANDLERS } from "#server/jobs/handlers.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";
import type { FlightOffer } from "#app/features/flights/flight-offer-types.ts";
import type { HoldBookingInput } from "./booking-contract.ts";
import { accountBookings, expireOrderIfLapsed, loadOrder } from "#app/features/orders/index.server.ts";
import {
  cancelBooking,
  findBookingByCode,
  holdBooking,
  listBookingsOfUser,
  readBooking,
} from "./booking-service.server.ts";
import { transitionBooking } from "./booking-states.server.ts";
import {
  adult,
  directOffer,
  holdInput,
  inventoryRow,
  leaveSeats,
  useInventory,
} from "#tests/support/flight-fixture.ts";

describe("the bookings service", () => {
  let handle: DbHandle;
  let offer: FlightOffer;
  let userId: string;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedGeography(handle.db);
    await seedFlightNetwork(handle.db);
    useInventory(handle.db);
    offer = await directOffer({ adults: 1 }, 25);
    const [user] = await handle.db
      .insert(users)
      .values({ email: "lucia@example.com", firstName: "Lucía", fatherLastname: "Mamani" })
      .returning({ id: users.id });
    userId = user?.id ?? "";
  }, 120_000);

  beforeEach(async () => {
    await leaveSeats(handle.db, offer, 150, 60);
  });

  afterAll(async () => {
    await handle.close();
  });

  async function hold(overrides: Partial<HoldBookingInput> = {}) {
    const outcome = await holdBooking(handle.db, holdInput(offer, overrides));
    if (outcome.status !== "held") throw new Error(`not held: ${outcome.status}`);
    return outcome;
  }

  it("allows only the life cycle's transitions, each recorded with its actor; confirming sells the seats", async () => {
    const { bookingId } = await hold({ passengers: [adult(100)] });
    await handle.db.transaction(async (tx) => {
      await expect(transitionBooking(tx, bookingId, "held", "ticketed", "payment")).rejects.toThrow(/not allowed/);
      expect(await transitionBooking(tx, bookingId, "pending_payment", "confirmed", "payment")).toBe(false);
      expect(await transitionBooking(tx, bookingId, "held", "pending_payment", "customer")).toBe(true);
      expect(await transitionBooking(tx, bookingId, "pending_payment", "confirmed", "payment")).toBe(true);
      expect(await transitionBooking(tx, bookingId, "confirmed", "ticketed", "payment")).toBe(true);
    });
    expect(await inventoryRow(handle.db, offer)).toMatchObject({ sold: 91, held: 0 });
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    expect(events.map((event) => [event.fromState, event.toState, event.actor])).toEqual([
      [null, "held", "customer"],
      ["held", "pending_payment", "customer"],
      ["pending_payment", "confirmed", "payment"],
      ["confirmed", "ticketed", "payment"],
    ]);
    // A final state goes nowhere; the database refuses an unknown state.
    await handle.db.transaction(async (tx) => {
      await expect(transitionBooking(tx, bookingId, "cancelled", "held", "staff")).rejects.toThrow(/not allowed/);
    });
    await expect(handle.db.execute(sql`update bookings set state = 'lost' where id = ${bookingId}`)).rejects.toThrow();
  });

  /** The hold's end moved into the past, on the booking and its order (the core's expiry reads the order's). */
  async function lapse(bookingId: string) {
    const past = new Date(Date.now() - 1000);
    await handle.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.id, bookingId));
    await handle.db.update(orders).set({ holdExpiresAt: past }).where(eq(orders.id, bookingId));
    return past;
  }

  it("expires a lapsed hold through the order core's job and releases the seats", async () => {
    const { bookingId } = await hold({ passengers: [adult(200)] });
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);
    // Placement scheduled the core's job; the booking has no job of its own.
    const jobs = await handle.db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(sql`${scheduledJobs.key} like ${`%${bookingId}`}`);
    expect(jobs).toEqual([{ key: `orders.expire-hold:${bookingId}` }]);
    const past = await lapse(bookingId);
    await handle.db
      .update(scheduledJobs)
      .set({ runAt: past })
      .where(eq(scheduledJobs.key, jobs[0]?.key ?? ""));
    await runDueJobs(handle.db, JOB_HANDLERS);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.state).toBe("expired");
    expect((await loadOrder(handle.db, bookingId))?.state).toBe("expired");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
    const events = await handle.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    expect(events.map((event) => [event.fromState, event.toState, event.actor])).toEqual([
      [null, "held", "customer"],
      ["held", "expired", "system"],
    ]);
    // Twice is harmless: nothing is released again.
    expect(await expireOrderIfLapsed(handle.db, bookingId)).toEqual({ expired: false, lookAgainAt: null });
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
  });

  it("a job queued under the booking's old kind ends the hold as the core's job does", async () => {
    const { bookingId } = await hold({ passengers: [adult(250)] });
    const past = await lapse(bookingId);
    await handle.db.insert(scheduledJobs).values({
      key: `bookings.expire-hold:${bookingId}`,
      kind: "bookings.expire-hold",
      runAt: past,
      payload: { bookingId },
    });
    // Only the old job is due: the core's runs at the hold's end as placed.
    await runDueJobs(handle.db, JOB_HANDLERS);
    const [job] = await handle.db
      .select({ status: scheduledJobs.status })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.key, `bookings.expire-hold:${bookingId}`));
    expect(job?.status).toBe("done");
    expect((await loadOrder(handle.db, bookingId))?.state).toBe("expired");
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.state).toBe("expired");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
  });

  it("expires a lapsed hold when it is read", async () => {
    const first = await hold({ passengers: [adult(300)] });
    const second = await hold({ passengers: [adult(301)] });
    expect((await inventoryRow(handle.db, offer))?.held).toBe(2);
    await lapse(first.bookingId);
    const read = await readBooking(handle.db, first.bookingId, {
      kind: "code",
      code: first.code,
      email: "ROSA.QUISPE@example.com",
    });
    expect(read?.state).toBe("expired");
    expect(read?.holdExpiresAt).toBeNull();
    expect(read?.history.at(-1)).toMatchObject({ from: "held", to: "expired", actor: "system" });
    expect((await loadOrder(handle.db, first.bookingId))?.state).toBe("expired");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);
    // The other hold has not lapsed: read, it stays held.
    const other = await readBooking(handle.db, second.bookingId, {
      kind: "code",
      code: second.code,
      email: "rosa.quispe@example.com",
    });
    expect(other?.state).toBe("held");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);
  });

  it("detects the same traveller on the same flight; only the owner may replace the other booking", async () => {
    const checkoutId = "checkout-dup-1";
    const original = await hold({ checkoutId, passengers: [adult(400)] });
    // Same document, another visitor: refused, without naming the other booking.
    const stranger = await holdBooking(
      handle.db,
      holdInput(offer, {
        passengers: [adult(400, { firstName: "Otro", lastName: "Nombre" })],
        contact: { ...holdInput(offer).contact, email: "otra@example.com" },
      }),
    );
    expect(stranger).toEqual({
      status: "duplicate",
      existingCode: "",
      passengerName: "Otro Nombre",
      canReplace: false,
    });
    // Same names and birth date (accents and case aside) with another document, same browser: may replace.
    const again = holdInput(offer, {
      checkoutId,
      passengers: [adult(401, { firstName: adult(400).firstName.toUpperCase(), lastName: adult(400).lastName })],
      contact: { ...holdInput(offer).contact, email: "otra@example.com" },
    });
    const duplicate = await holdBooking(handle.db, again);
    expect(duplicate).toMatchObject({ status: "duplicate", existingCode: original.code, canReplace: true });
    const replaced = await holdBooking(handle.db, {
      ...again,
      idempotencyKey: `${again.idempotencyKey}-2`,
      replaceBookingCode: original.code,
    });
    expect(replaced.status).toBe("held");
    const [old] = await handle.db.select().from(bookings).where(eq(bookings.id, original.bookingId));
    expect(old?.state).toBe("cancelled");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(1);
    // Another flight is not a duplicate.
    const otherDay = await directOffer({ adults: 1 }, 26);
    expect((await holdBooking(handle.db, holdInput(otherDay, { passengers: [adult(400)] }))).status).toBe("held");
  });

  it("shows a booking only to its owner: user, checkout session, or code with its e-mail", async () => {
    const booking = await hold({ userId, checkoutId: "checkout-own-1", passengers: [adult(500)] });
    const id = booking.bookingId;
    expect(await readBooking(handle.db, id, { kind: "user", userId })).toMatchObject({
      code: booking.code,
      state: "held",
    });
    expect(await readBooking(handle.db, id, { kind: "checkout", checkoutId: "checkout-own-1" })).not.toBeNull();
    expect(
      await readBooking(handle.db, id, { kind: "user", userId: "00000000-0000-4000-8000-000000000000" }),
    ).toBeNull();
    expect(await readBooking(handle.db, id, { kind: "checkout", checkoutId: "another" })).toBeNull();
    expect(
      await readBooking(handle.db, id, { kind: "code", code: booking.code, email: "wrong@example.com" }),
    ).toBeNull();
    expect(await readBooking(handle.db, "not-a-uuid", { kind: "user", userId })).toBeNull();
    expect(await findBookingByCode(handle.db, booking.code.toLowerCase(), " Rosa.Quispe@example.com ")).toMatchObject({
      id,
    });
    expect(await findBookingByCode(handle.db, "AAAAAA", "rosa.quispe@example.com")).toBeNull();
    expect(await findBookingByCode(handle.db, booking.code, "other@example.com")).toBeNull();
    expect(await findBookingByCode(handle.db, "x'; drop", "rosa.quispe@example.com")).toBeNull();

    const list = await listBookingsOfUser(handle.db, userId);
    expect(list.map((item) => item.id)).toEqual([id]);
    // The account API lists it through the order core, with every other product's orders.
    expect(await accountBookings(handle.db, userId)).toEqual([
      expect.objectContaining({ id, reference: booking.code, product: "flight", status: "pending-payment" }),
    ]);
  });

  it("lets the owner cancel a held booking, which frees its seats; others and final states are refused", async () => {
    const booking = await hold({ checkoutId: "checkout-cancel", passengers: [adult(600)] });
    await expect(
      cancelBooking(handle.db, booking.bookingId, { kind: "checkout", checkoutId: "someone-else" }, "customer"),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const cancelled = await cancelBooking(
      handle.db,
      booking.bookingId,
      { kind: "code", code: booking.code, email: "rosa.quispe@example.com" },
      "customer",
    );
    expect(cancelled.state).toBe("cancelled");
    expect((await inventoryRow(handle.db, offer))?.held).toBe(0);
    await expect(
      cancelBooking(handle.db, booking.bookingId, { kind: "checkout", checkoutId: "checkout-cancel" }, "customer"),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // The core's job may still run at the hold's end: the order ended, it finds nothing to do.
    expect(await expireOrderIfLapsed(handle.db, booking.bookingId, new Date(Date.now() + 86_400_000))).toEqual({
      expired: false,
      lookAgainAt: null,
    });
  });
});
