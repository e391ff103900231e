import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema/mail.ts";
import { packageHolds } from "#server/db/schema/packages.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import {
  cancelOrderWithRefund,
  expireOrderIfLapsed,
  loadOrder,
  orderPayable,
  startOrderPayment,
} from "#app/features/orders/index.server.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { applyProviderState, paymentsOf } from "#app/features/payments/index.server.ts";
import { placePackageOrder } from "./package-order-place.server.ts";
import { payHotelOrderByCard as payOrderByCard, providerSays } from "#tests/support/order-fixture.ts";
import {
  departureOf,
  PACKAGE_CONTACT,
  packageTestDb,
  packageTravellers,
  placePackage,
  setDeparture,
} from "#tests/support/package-fixture.ts";
import { PACKAGE_HOLD_MINUTES } from "./package-places.server.ts";

// Places of a departure are an allotment that never oversells: held with the order for the hold time, given back
// when it lapses, sold on payment and back on sale when a paid package is cancelled by its own tiers.

const SLUG = "cusco-machu-picchu";
const couple = [{ adults: 2, childrenAges: [] }];

describe(`the package product on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  const today = todayInLima();
  const departure = (fromDays: number) => departureOf(handle.db, SLUG, addDays(today, fromDays));

  beforeAll(async () => {
    handle = await packageTestDb();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("50 concurrent holds on the last 2 places of a departure give exactly 2", async () => {
    const row = await departure(10);
    await setDeparture(handle.db, SLUG, row.departureDate, { sold: row.seats - 2 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        placePackage(handle.db, SLUG, row.departureDate, [{ adults: 1, childrenAges: [] }]),
      ),
    );
    const placed = outcomes.filter((outcome) => outcome.status === "placed");
    expect(placed).toHaveLength(2);
    for (const outcome of outcomes.filter((candidate) => candidate.status === "refused"))
      expect(outcome.reason).toMatch(/Ya no quedan cupos|cupos suficientes/);
    const after = await departure(10);
    expect(after).toMatchObject({ sold: row.seats - 2, held: 2 });
    // The database refuses a third place whatever the code does.
    await expect(setDeparture(handle.db, SLUG, row.departureDate, { held: 3 })).rejects.toThrow();
  });

  it("an unpaid order's expiry gives its places back", async () => {
    const row = await departure(30);
    const outcome = await placePackage(handle.db, SLUG, row.departureDate, couple);
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    expect((await departure(30)).held).toBe(row.held + 2);
    const order = await loadOrder(handle.db, outcome.orderId);
    expect(Date.parse(order!.holdExpiresAt!) - Date.now()).toBeLessThanOrEqual(PACKAGE_HOLD_MINUTES * 60_000);
    await expireOrderIfLapsed(handle.db, outcome.orderId, new Date(Date.now() + (PACKAGE_HOLD_MINUTES + 1) * 60_000));
    expect((await loadOrder(handle.db, outcome.orderId))?.state).toBe("expired");
    expect((await departure(30)).held).toBe(row.held);
  });

  it("prices every occupancy and its IGV, and the amounts add up to the cent in US$ and S/", async () => {
    const row = await departure(40);
    const rooms = [
      { adults: 1, childrenAges: [] },
      { adults: 2, childrenAges: [7] },
      { adults: 3, childrenAges: [] },
    ];
    const outcome = await placePackage(handle.db, SLUG, row.departureDate, rooms);
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    const order = await loadOrder(handle.db, outcome.orderId);
    const amounts = computeOrderAmounts(order!);
    const supplement = row.supplementMinor;
    const expected = 64_900 + 2 * 45_900 + 3 * 42_900 + 31_900 + 7 * supplement;
    expect(amounts.total.chargeMinor).toBe(expected);
    const [item] = amounts.items;
    expect(item?.lines.map((line) => line.code)).toEqual(["ADT_SINGLE", "ADT_DOUBLE", "ADT_TRIPLE", "CHD", "IGV"]);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(item!.lines.map((line) => line.amount.chargeMinor))).toBe(amounts.total.chargeMinor);
    expect(sum(item!.lines.map((line) => line.amount.referenceMinor))).toBe(amounts.total.referenceMinor);
    expect(amounts.total.referenceMinor).toBe(
      Math.round(amounts.total.chargeMinor * Number(amounts.exchangeRate.value)),
    );
    expect((await departure(40)).held).toBe(row.held + 7);
  });

  it("sells the places on payment and cancels by the package's tiers, putting them back on sale", async () => {
    const row = await departure(20);
    const outcome = await placePackage(handle.db, SLUG, row.departureDate, couple);
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    await payOrderByCard(handle.db, (await loadOrder(handle.db, outcome.orderId))!);
    const paid = await loadOrder(handle.db, outcome.orderId);
    expect(paid?.items[0]?.state).toBe("fulfilled");
    expect(paid?.items[0]?.supplierRef).toMatch(/^KVP-[0-9A-F]{8}$/);
    expect(await departure(20)).toMatchObject({ sold: row.sold + 2, held: row.held });

    // 8 to 20 days before departure the operator keeps 30 %; the agency its 10 % commission.
    const daysLeft = Math.round((Date.parse(row.departureDate) - Date.parse(today)) / 86_400_000);
    const now = new Date(Date.now() + (daysLeft - 10) * 86_400_000);
    const { figures } = await handle.db.transaction((tx) =>
      cancelOrderWithRefund(tx, outcome.orderId, { actor: "customer", now, note: "test", motive: "Prueba" }),
    );
    const total = computeOrderAmounts(paid!).total.chargeMinor;
    expect(figures.paid.chargeMinor).toBe(total);
    expect(figures.retained.chargeMinor).toBe(Math.round(total * 0.3));
    expect(figures.commission.chargeMinor).toBe(Math.round(total * 0.1));
    expect(figures.refund.chargeMinor).toBe(total - figures.retained.chargeMinor - figures.commission.chargeMinor);
    const [hold] = await handle.db.select().from(packageHolds).where(eq(packageHolds.departureDate, row.departureDate));
    expect(hold?.state).toBe("cancelled");
    expect(await departure(20)).toMatchObject({ sold: row.sold, held: row.held });
  });

  it("a retried post with the same key answers the first order and holds once", async () => {
    const row = await departure(50);
    const input = {
      selection: { slug: SLUG, departureDate: row.departureDate, rooms: couple, holdKey: "retry-key-package-0001" },
      travellers: packageTravellers(couple, row.departureDate),
      contact: PACKAGE_CONTACT,
      userId: null,
    };
    const first = await placePackageOrder(handle.db, input);
    const again = await placePackageOrder(handle.db, input);
    expect(first.status).toBe("placed");
    expect(again).toMatchObject({ status: "placed", replayed: true });
    if (first.status === "placed" && again.status === "placed") expect(again.orderId).toBe(first.orderId);
    expect((await departure(50)).held).toBe(row.held + 2);
  });

  it("a cash code keeps the places until its deadline, past the hold time", async () => {
    const row = await departure(60);
    const outcome = await placePackage(handle.db, SLUG, row.departureDate, couple);
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    const started = await startOrderPayment(handle.db, (await loadOrder(handle.db, outcome.orderId))!, {
      method: "cash",
    });
    expect(started.status).toBe("cash");
    const held = await loadOrder(handle.db, outcome.orderId);
    const holdKey = (held!.items[0]!.details as { holdKey: string }).holdKey;
    const [hold] = await handle.db.select().from(packageHolds).where(eq(packageHolds.idempotencyKey, holdKey));
    expect(hold!.expiresAt.getTime() - Date.now()).toBeGreaterThan(PACKAGE_HOLD_MINUTES * 60_000 * 2);
    await expireOrderIfLapsed(handle.db, outcome.orderId, new Date(Date.now() + (PACKAGE_HOLD_MINUTES + 1) * 60_000));
    expect((await loadOrder(handle.db, outcome.orderId))?.state).toBe("pending_payment");
    expect((await departure(60)).held).toBe(row.held + 2);
  });

  it("a package alone whose cash code lapses gets the core's release e-mail once, none more on a re-run", async () => {
    const row = await departure(90);
    const outcome = await placePackage(handle.db, SLUG, row.departureDate, couple);
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    const started = await startOrderPayment(handle.db, { id: outcome.orderId }, { method: "cash" });
    if (started.status !== "cash") throw new Error(started.status);
    const mails = () => handle.db.select({ template: emailOutbox.template }).from(emailOutbox);
    const before = await mails();
    expect(before.map((mail) => mail.template)).toContain("package-order-cash-code");
    await applyProviderState(handle.db, started.paymentId, providerSays(started.paymentId, "expired"), "job");
    expect((await loadOrder(handle.db, outcome.orderId))?.state).toBe("cancelled");
    expect((await departure(90)).held).toBe(row.held);
    const released = await mails();
    expect(released.map((mail) => mail.template).filter((template) => template === "order-released")).toHaveLength(1);
    expect(released).toHaveLength(before.length + 1);
    const [payment] = await paymentsOf(handle.db, { kind: ORDER_PAYABLE, id: outcome.orderId });
    await handle.db.transaction((tx) => orderPayable.onCashExpired!(tx, outcome.orderId, payment!));
    expect(await mails()).toHaveLength(before.length + 1);
  });
});
