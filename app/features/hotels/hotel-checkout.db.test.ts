import { and, eq, gte, lt } from "drizzle-orm";
import { formatMoney } from "#app/utils/money.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { hotelHolds, hotelRoomNights } from "#server/db/schema/hotels.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { users } from "#server/db/schema/accounts.ts";
import { orderEvents, orders } from "#server/db/schema/orders.ts";
import { approved, hotelStay, orderTestDb, paidHotelOrder, seededHotelPlan } from "#tests/support/order-fixture.ts";
import { addDays } from "#app/utils/dates.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder, orderCancellation, orderDocumentMoney } from "#app/features/orders/index.server.ts";
import { applyProviderState, refundsOf } from "#app/features/payments/index.server.ts";
import { cancellationCharge } from "./cancellation.ts";
import type { HotelSelection } from "./hotel-order-item.ts";
import { cancelOwnOrder } from "#app/features/orders/index.server.ts";
import { placeHotelOrder } from "./hotel-order-place.server.ts";
import { accountOrders, startOrderPayment } from "#app/features/orders/index.server.ts";
import type { HotelItem } from "./hotel-product.server.ts";
import { hotelIcs, renderHotelVoucher } from "./hotel-voucher.server.ts";

const contact = {
  firstName: "María",
  lastName: "Quispe",
  phoneCountryCode: "51",
  phoneNumber: "987654321",
  email: "maria.quispe@ejemplo.pe",
};
const guest = { firstName: "María", lastName: "Quispe", documentType: "DNI" as const, documentNumber: "45678912" };

describe(`hotel orders on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let ratePlanId: number;
  let roomTypeId: number;

  const selection = (offset: number, overrides: Partial<HotelSelection> = {}) =>
    hotelStay(ratePlanId, guest, offset, 3, overrides);
  const place = (chosen: HotelSelection) =>
    placeHotelOrder(handle.db, { selection: chosen, contact, userId: null, browserKey: "hotel:test" });
  const nights = (checkIn: string, checkOut: string) =>
    handle.db
      .select()
      .from(hotelRoomNights)
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, roomTypeId),
          gte(hotelRoomNights.night, checkIn),
          lt(hotelRoomNights.night, checkOut),
        ),
      )
      .orderBy(hotelRoomNights.night);

  const paidOrder = (chosen: HotelSelection) => paidHotelOrder(handle.db, chosen, contact);

  beforeAll(async () => {
    handle = await orderTestDb(["hotels"]);
    ({ ratePlanId, roomTypeId } = await seededHotelPlan(handle.db));
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("hold -> pay -> confirmed: every night held then sold, the voucher e-mail with PDF and calendar", async () => {
    const chosen = selection(30);
    const before = await nights(chosen.checkIn, chosen.checkOut);
    const placed = await place(chosen);
    if (placed.status !== "placed") throw new Error(placed.reason);
    const held = await loadOrder(handle.db, placed.orderId);
    expect(held).toMatchObject({ state: "held", chargeCurrency: "USD", referenceCurrency: "PEN" });
    const lines = held!.items[0]!.lines;
    expect(lines.find((line) => line.code === "IGV")).toBeDefined();
    for (const line of lines) expect(line.amountMinor).toBe(line.quantity * line.unitMinor);
    const during = await nights(chosen.checkIn, chosen.checkOut);
    expect(during.map((row) => row.held)).toEqual(before.map((row) => row.held + 1));

    const started = await startOrderPayment(handle.db, held!, { method: "card" });
    if (started.status !== "redirect") throw new Error(started.status);
    await applyProviderState(handle.db, started.paymentId, approved(started.paymentId), "notification");

    const order = await loadOrder(handle.db, placed.orderId);
    expect(order?.state).toBe("fulfilled");
    expect(order?.items[0]?.state).toBe("fulfilled");
    expect(order?.items[0]?.supplierRef).toMatch(/^KVH-[0-9A-F]{8}$/);
    const after = await nights(chosen.checkIn, chosen.checkOut);
    expect(after.map((row) => [row.sold, row.held])).toEqual(before.map((row) => [row.sold + 1, row.held]));
    const [hold] = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, chosen.holdKey));
    expect(hold?.state).toBe("confirmed");
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `hotel-order:${placed.orderId}:confirmed`));
    expect(mail?.toAddress).toBe(contact.email);
    const files = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mail!.id));
    expect(files.map((file) => file.filename).sort()).toEqual([
      `estadia-${order!.code}.ics`,
      `voucher-hotel-${order!.code}.pdf`,
    ]);
    const item = order!.items[0] as HotelItem;
    const ics = hotelIcs(order!, item);
    expect(ics).toMatch(new RegExp(`DTSTART:${chosen.checkIn.replaceAll("-", "")}T\\d{6}Z`));
    expect(ics).toMatch(new RegExp(`DTSTART:${chosen.checkOut.replaceAll("-", "")}T\\d{6}Z`));
    const pdf = await renderHotelVoucher(order!, item, await orderDocumentMoney(handle.db, order!));
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe("%PDF-");
  });

  it("a foreign tourist's stay has the IGV line at zero and costs the net price", async () => {
    const resident = await place(selection(31));
    const exempt = await place(
      selection(31, { igvExempt: true, guests: [{ ...guest, documentType: "PAS", documentNumber: "X1234567" }] }),
    );
    if (resident.status !== "placed" || exempt.status !== "placed") throw new Error("not placed");
    const [withIgv, without] = await Promise.all([
      loadOrder(handle.db, resident.orderId),
      loadOrder(handle.db, exempt.orderId),
    ]);
    const igv = withIgv!.items[0]!.lines.find((line) => line.code === "IGV")!.amountMinor;
    expect(without!.items[0]!.lines.find((line) => line.code === "IGV_EXEMPT")?.amountMinor).toBe(0);
    expect(computeOrderAmounts(without!).total.chargeMinor).toBe(computeOrderAmounts(withIgv!).total.chargeMinor - igv);
  });

  it("an idempotent retry (again and concurrently) makes one order and one hold", async () => {
    const chosen = selection(33);
    const before = await nights(chosen.checkIn, chosen.checkOut);
    const results = await Promise.all([place(chosen), place(chosen), place(chosen)]);
    const again = await place(chosen);
    const ids = new Set(
      [...results, again].map((result) => (result.status === "placed" ? result.orderId : result.reason)),
    );
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    const count = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId!));
    expect(count).toHaveLength(1);
    const holds = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, chosen.holdKey));
    expect(holds).toHaveLength(1);
    const after = await nights(chosen.checkIn, chosen.checkOut);
    expect(after.map((row) => row.held)).toEqual(before.map((row) => row.held + 1));
  });

  it("a signed-in buyer's hotel order is listed for 'Mis reservas' with its total", async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ email: "cuenta.hotel@ejemplo.pe", firstName: "Rosa", fatherLastname: "Huamán" })
      .returning({ id: users.id });
    const placed = await placeHotelOrder(handle.db, {
      selection: selection(35),
      contact,
      userId: user!.id,
      browserKey: "hotel:test",
    });
    if (placed.status !== "placed") throw new Error(placed.reason);
    const listed = await accountOrders(handle.db, user!.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: placed.orderId,
      product: "hotel",
      title: expect.stringMatching(/^Malecón Suites Miraflores, /) as unknown,
      href: `/hoteles/reserva/${placed.orderId}`,
    });
    expect(listed[0]?.money).toMatchObject({
      kind: "total",
      total: expect.stringMatching(/^US\$\s[\d,.]+$/) as unknown,
    });
  });

  it("a stay that spans a sold-out night is refused whole: no order, no night taken", async () => {
    const chosen = selection(45);
    const middle = addDays(chosen.checkIn, 1);
    const [row] = (await nights(middle, addDays(middle, 1))) as [typeof hotelRoomNights.$inferSelect];
    await handle.db
      .update(hotelRoomNights)
      .set({ sold: row.allotment - row.held })
      .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), eq(hotelRoomNights.night, middle)));
    const before = await nights(chosen.checkIn, chosen.checkOut);
    const outcome = await place(chosen);
    expect(outcome.status).toBe("refused");
    expect(await nights(chosen.checkIn, chosen.checkOut)).toEqual(before);
    const holds = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, chosen.holdKey));
    expect(holds).toHaveLength(0);
  });

  it("cancelling 3 days before arrival keeps the 50% tier plus the 10 % commission and records the figures", async () => {
    const chosen = selection(20);
    const orderId = await paidOrder(chosen);
    const paid = await loadOrder(handle.db, orderId);
    const total = computeOrderAmounts(paid!).total.chargeMinor;
    const before = await nights(chosen.checkIn, chosen.checkOut);
    const now = new Date(`${addDays(chosen.checkIn, -3)}T12:00:00-05:00`);
    const deskPreview = await orderCancellation(handle.db, paid!, now);
    const figures = await cancelOwnOrder(handle.db, orderId, now);
    const expected = cancellationCharge(
      [
        { daysBefore: 7, penaltyPercent: 0 },
        { daysBefore: 2, penaltyPercent: 50 },
        { daysBefore: 0, penaltyPercent: 100 },
      ],
      total,
      chosen.checkIn,
      addDays(chosen.checkIn, -3),
    );
    expect(expected.penaltyPercent).toBe(50);
    const commission = Math.min(Math.round(total / 10), expected.refundMinor);
    const refund = total - expected.penaltyMinor - commission;
    expect(figures.paid.chargeMinor).toBe(total);
    expect(figures.retained.chargeMinor).toBe(expected.penaltyMinor);
    expect(figures.commission.chargeMinor).toBe(commission);
    expect(figures.refund.chargeMinor).toBe(refund);
    // The desk previews the same figures for the same order and day.
    expect(deskPreview).toEqual({ allowed: true, figures });
    const [hold] = await handle.db.select().from(hotelHolds).where(eq(hotelHolds.idempotencyKey, chosen.holdKey));
    expect(hold).toMatchObject({ state: "cancelled", penaltyMinor: expected.penaltyMinor, refundDueMinor: refund });
    const order = await loadOrder(handle.db, orderId);
    expect(order?.state).toBe("cancelled");
    expect(order?.items[0]?.state).toBe("cancelled");
    expect((await nights(chosen.checkIn, chosen.checkOut)).map((row) => row.sold)).toEqual(
      before.map((row) => row.sold - 1),
    );
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const refundText = formatMoney(refund, "USD", { alwaysDecimals: true });
    expect(events.some((event) => event.type === "refund" && event.note?.includes(refundText))).toBe(true);
    // One row of the one refunds ledger, with what the hotel and the agency retained.
    const ledger = await refundsOf(handle.db, { kind: "order", id: orderId });
    expect(ledger).toEqual([
      expect.objectContaining({
        reason: "cancellation",
        amountMinor: refund,
        retainedMinor: expected.penaltyMinor,
        commissionMinor: commission,
        currency: "USD",
        paidOn: null,
      }),
    ]);
    expect(ledger[0]?.paymentId).not.toBeNull();
    expect(ledger[0]?.detail).toMatchObject({ cancelledBy: "customer" });
    await expect(cancelOwnOrder(handle.db, orderId, now)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await refundsOf(handle.db, { kind: "order", id: orderId })).toHaveLength(1);
  });
});
