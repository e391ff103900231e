import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import type { SessionUser } from "#request-context";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { payHotelOrderByCard as payOrderByCard } from "#tests/support/order-fixture.ts";
import { departureOf, PACKAGE_CONTACT, packageTestDb, packageTravellers } from "#tests/support/package-fixture.ts";
import { placePackageOrder } from "./package-order-place.server.ts";
import { packageOrderPage } from "./package-order.server.ts";
import { EMERGENCY_CONTACT } from "./package-voucher.ts";

// Issue 40: a package order on the order core's one order page. What is the package's own (its heading once paid,
// its travellers, the assistance line, the voucher and calendar, where to choose again) comes through its product.

const SLUG = "mancora-playa-y-sol";
const couple = [{ adults: 2, childrenAges: [] }];
const pageRequest = (orderId: string, query = "") =>
  new Request(`https://kuntur.test/paquetes/reserva/${orderId}${query}`);
const postRequest = (orderId: string, fields: Record<string, string>) =>
  new Request(`https://kuntur.test/paquetes/reserva/${orderId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe(`the package order page on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  let handle: DbHandle;
  let user: SessionUser;
  const today = todayInLima();

  beforeAll(async () => {
    handle = await packageTestDb();
    const [row] = await handle.db
      .insert(users)
      .values({ email: "rosa.paquete@ejemplo.pe", firstName: "Rosa", fatherLastname: "Quispe" })
      .returning({ id: users.id });
    user = { id: row!.id, firstName: "Rosa", email: "rosa.paquete@ejemplo.pe", image: null };
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  async function placed(fromDays: number) {
    const row = await departureOf(handle.db, SLUG, addDays(today, fromDays));
    const outcome = await placePackageOrder(handle.db, {
      selection: { slug: SLUG, departureDate: row.departureDate, rooms: couple, holdKey: crypto.randomUUID() },
      travellers: packageTravellers(couple, row.departureDate),
      contact: PACKAGE_CONTACT,
      userId: user.id,
    });
    if (outcome.status !== "placed") throw new Error(outcome.reason);
    return outcome.orderId;
  }

  it("reviews, pays and cancels by the core's one computation, the package's words through its product", async () => {
    const id = await placed(40);
    const held = await packageOrderPage.load(pageRequest(id), user, id);
    const order = (await loadOrder(handle.db, id))!;
    expect(held.order.state).toBe("held");
    expect(held.amounts).toEqual(computeOrderAmounts(order));
    const [item] = held.items;
    expect(item?.description.title).toMatch(/^Paquete /);
    expect(item?.description.facts.filter((fact) => fact.label.startsWith("Viajero "))).toHaveLength(2);
    expect(item?.documents).toEqual([]);
    expect(held.againPath).toBe(`/paquetes/${SLUG}`);

    await payOrderByCard(handle.db, order);
    const paid = await packageOrderPage.load(pageRequest(id, "?cancelar=1"), user, id);
    expect(paid.order.state).toBe("fulfilled");
    expect(paid.confirmedHeading).toBe("¡Tu paquete está confirmado!");
    expect(paid.items[0]?.description.paidNotes).toEqual([EMERGENCY_CONTACT]);
    expect(paid.items[0]?.documents.map((document) => document.href)).toEqual([
      `/paquetes/reserva/${id}/voucher`,
      `/paquetes/reserva/${id}/calendario`,
    ]);
    expect(paid.confirmingCancel).toBe(true);
    // 40 days ahead: the operator's free tier, so only the agency's 10 % commission is kept.
    const total = paid.amounts.total.chargeMinor;
    if (!paid.terms?.allowed) throw new Error("cancellation refused");
    expect(paid.terms.figures.retained.chargeMinor).toBe(0);
    expect(paid.terms.figures.refund.chargeMinor).toBe(total - Math.round(total / 10));

    const response = await packageOrderPage.post(postRequest(id, { intent: "cancel" }), user, id);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe(`/paquetes/reserva/${id}`);
    const cancelled = await packageOrderPage.load(pageRequest(id), user, id);
    expect(cancelled.order.state).toBe("cancelled");
    expect(cancelled.refund?.figures.refund.chargeMinor).toBe(paid.terms.figures.refund.chargeMinor);
  });

  it("answers a post without an action with the page's message, and hides the order from anyone else", async () => {
    const id = await placed(50);
    const answer = await packageOrderPage.post(postRequest(id, { intent: "other" }), user, id);
    expect(answer).toMatchObject({ data: { message: "Elige una acción.", promo: null }, init: { status: 400 } });
    const stranger: SessionUser = { ...user, id: crypto.randomUUID(), email: "otra@ejemplo.pe" };
    await expect(packageOrderPage.load(pageRequest(id), stranger, id)).rejects.toMatchObject({ status: 404 });
  });
});
