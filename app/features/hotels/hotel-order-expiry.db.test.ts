import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { hotelHolds } from "#server/db/schema/hotels.ts";
import { orders } from "#server/db/schema/orders.ts";
import { scheduledJobs } from "#server/db/schema/platform.ts";
import { runDueJobs } from "#server/jobs/jobs.ts";
import {
  heldHotelOrder,
  hotelStay,
  orderTestDb,
  paidHotelOrder,
  seededHotelPlan,
} from "#tests/support/order-fixture.ts";
import {
  EXPIRE_ORDER_JOB,
  expireOrderIfLapsed,
  loadOrder,
  ORDER_JOB_HANDLERS,
} from "#app/features/orders/index.server.ts";

// An unpaid hotel order ends at its hold's end by the order core's job, not only when someone opens its page: a bed
// bank's hold lapses on its side, and the desk and Mis reservas must not show the order held after that.

const contact = {
  firstName: "Julio",
  lastName: "Condori",
  phoneCountryCode: "51",
  phoneNumber: "987654323",
  email: "julio.condori@ejemplo.pe",
};
const guest = { firstName: "Julio", lastName: "Condori", documentType: "DNI", documentNumber: "42345678" } as const;

describe(`an unpaid hotel order's expiry on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let nextOffset = 50;
  const stay = () => hotelStay(ratePlanId, guest, (nextOffset += 3), 2);
  const jobOf = async (orderId: string) =>
    (
      await handle.db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.key, `${EXPIRE_ORDER_JOB}:${orderId}`))
    )[0];
  /** Our inventory's hold of the order's stay (the inventory keys it by the checkout's hold key). */
  const holdOf = async (orderId: string) => {
    const order = await loadOrder(handle.db, orderId);
    const key = (order?.items[0]?.details as { holdKey?: string } | null)?.holdKey ?? "";
    return (await handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, key)))[0];
  };

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId } = await seededHotelPlan(handle.db));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("is scheduled at the hold's end when the order is placed, and before it only asks to run again then", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(), contact);
    const order = await loadOrder(handle.db, orderId);
    const job = await jobOf(orderId);
    expect(job).toMatchObject({ kind: EXPIRE_ORDER_JOB, status: "pending", payload: { orderId } });
    expect(job?.runAt.toISOString()).toBe(new Date(order!.holdExpiresAt!).toISOString());

    const answer = await ORDER_JOB_HANDLERS[EXPIRE_ORDER_JOB]!(
      { orderId },
      {
        db: handle.db,
        log: silentLog,
        job: { key: `${EXPIRE_ORDER_JOB}:${orderId}`, kind: EXPIRE_ORDER_JOB, attempts: 0 },
      },
    );
    expect(answer).toEqual({ runAgainAt: new Date(order!.holdExpiresAt!) });
    expect((await loadOrder(handle.db, orderId))?.state).toBe("held");
    expect((await holdOf(orderId))?.state).toBe("held");
  });

  it("ends the order at the hold's end: expired, its item released, the rooms given back; twice changes nothing", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(), contact);
    const holdEnd = new Date((await loadOrder(handle.db, orderId))!.holdExpiresAt!);
    const after = new Date(holdEnd.getTime() + 1_000);

    expect(await expireOrderIfLapsed(handle.db, orderId, after)).toEqual({ expired: true, lookAgainAt: null });
    const ended = await loadOrder(handle.db, orderId);
    expect(ended?.state).toBe("expired");
    expect(ended?.items.map((item) => item.state)).toEqual(["released"]);
    expect((await holdOf(orderId))?.state).toBe("released");
    expect(await expireOrderIfLapsed(handle.db, orderId, after)).toEqual({ expired: false, lookAgainAt: null });
  });

  it("runs from the job queue once the hold's time has come", async () => {
    const orderId = await heldHotelOrder(handle.db, stay(), contact);
    // The hold's end brought forward, as time passing would.
    await handle.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    await handle.db
      .update(scheduledJobs)
      .set({ runAt: new Date(Date.now() - 60_000) })
      .where(eq(scheduledJobs.key, `${EXPIRE_ORDER_JOB}:${orderId}`));
    await runDueJobs(handle.db, ORDER_JOB_HANDLERS, silentLog);
    expect((await loadOrder(handle.db, orderId))?.state).toBe("expired");
    expect((await jobOf(orderId))?.status).toBe("done");
  });

  it("leaves a paid order alone", async () => {
    const orderId = await paidHotelOrder(handle.db, stay(), contact);
    const paid = await loadOrder(handle.db, orderId);
    const far = new Date(Date.now() + 86_400_000);
    expect(await expireOrderIfLapsed(handle.db, orderId, far)).toEqual({ expired: false, lookAgainAt: null });
    expect((await loadOrder(handle.db, orderId))?.state).toBe(paid?.state);
  });
});

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
