import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  account,
  guestFlightOrder,
  guestHotelOrder,
  guestInsuranceOrder,
  setUpOrderAccess,
} from "#tests/support/order-access-data.ts";
import { orderPagePath } from "#app/features/orders/access/order-access.server.ts";
import { cancellationSummary } from "#app/features/orders/lifecycle/cancellation-text.ts";
import { orderCancellation, recordedCancellation } from "#app/features/orders/lifecycle/order-cancellation.server.ts";
import { formatCharge, formatDual } from "#app/features/orders/order-format.ts";
import { computeOrderAmounts, referenceText } from "#app/features/orders/order-money.ts";
import { loadOrder } from "#app/features/orders/order-service.server.ts";
import { cancelListedOrder, loadMyOrders, PROFILE_ORDERS_PATH } from "./my-orders.server.ts";

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@ejemplo.pe`;
const profileUrl = (search = "") => new URL(`https://kuntur.test${PROFILE_ORDERS_PATH}${search}`);
const cancelForm = (orderId: string) => {
  const form = new FormData();
  form.set("intent", "cancel");
  form.set("orderId", orderId);
  return form;
};

describe("'Mis reservas': one list of every product's orders, with the order core's figures", () => {
  let handle: DbHandle;
  const email = unique("lucia.mamani");
  const ids = { flight: "", hotel: "", insurance: "", cancelled: "" };
  let user: Awaited<ReturnType<typeof account>>;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await setUpOrderAccess(handle.db);
    ids.flight = (await guestFlightOrder(handle.db, email, 30)).orderId;
    ids.hotel = (await guestHotelOrder(handle.db, email, 20)).orderId;
    ids.insurance = (await guestInsuranceOrder(handle.db, email)).orderId;
    ids.cancelled = (await guestHotelOrder(handle.db, email, 60)).orderId;
    user = await account(handle.db, email, true);
  }, 240_000);
  afterAll(async () => handle.close());

  it("an account sees its flight, hotel and insurance orders, each with its page and the core's total", async () => {
    const { orders } = await loadMyOrders(user, profileUrl());
    expect(orders.map((entry) => entry.id).sort()).toEqual(Object.values(ids).sort());
    expect(new Set(orders.map((entry) => entry.product))).toEqual(new Set(["flight", "hotel", "insurance"]));
    for (const entry of orders) {
      const order = await loadOrder(handle.db, entry.id);
      if (!order) throw new Error("order missing");
      const amounts = computeOrderAmounts(order);
      expect(entry.money).toEqual({
        kind: "total",
        total: formatCharge(amounts, amounts.total.chargeMinor),
        reference: referenceText(amounts, amounts.total.referenceMinor),
      });
      expect(entry.href).toBe(orderPagePath(order));
      expect(entry.title).not.toBe("");
    }
    const flight = orders.find((entry) => entry.id === ids.flight);
    expect(flight).toMatchObject({ href: `/vuelos/reserva/${ids.flight}`, cancellation: "unpaid" });
    expect(flight?.stateLabel).toBe("Reservada, pendiente de pago");
    expect(orders.find((entry) => entry.id === ids.hotel)).toMatchObject({ state: "fulfilled", cancellation: "paid" });
    // Upcoming first, soonest first.
    const dates = orders.map((entry) => entry.startDate ?? "");
    expect(dates).toEqual([...dates].sort());
  });

  it("shows one product's orders with ?producto= (the former /perfil/mis-seguros), and all of them for another value", async () => {
    const insurance = await loadMyOrders(user, profileUrl("?producto=seguros"));
    expect(insurance.orders.map((entry) => entry.id)).toEqual([ids.insurance]);
    expect(insurance.filter).toBe("Solo tus seguros de viaje.");
    expect((await loadMyOrders(user, profileUrl("?producto=paquetes"))).filter).toBe(
      "Solo tus paquetes: no tienes reservas de este tipo.",
    );
    const hotels = await loadMyOrders(user, profileUrl("?producto=hoteles"));
    expect(hotels.orders.map((entry) => entry.id).sort()).toEqual([ids.hotel, ids.cancelled].sort());
    const unknown = await loadMyOrders(user, profileUrl("?producto=toString"));
    expect(unknown.filter).toBeNull();
    expect(unknown.orders).toHaveLength(4);
  });

  it("the confirmation shows what cancelling gives back; the cancelled order then shows its refund, not its total", async () => {
    const asked = await loadMyOrders(user, profileUrl(`?cancelar=${ids.cancelled}`));
    const before = await loadOrder(handle.db, ids.cancelled);
    if (!before) throw new Error("order missing");
    const terms = await orderCancellation(handle.db, before, new Date());
    if (!terms.allowed) throw new Error(terms.reason);
    expect(asked.confirming).toEqual({ id: ids.cancelled, kind: "paid", figures: terms.figures });

    // Another account may not cancel it; an unpaid order is not cancelled by a paid order's form.
    const stranger = await account(handle.db, unique("otra.persona"), true);
    expect(await cancelListedOrder(stranger, cancelForm(ids.cancelled), PROFILE_ORDERS_PATH)).toEqual({
      ok: false,
      status: 404,
      message: "No encontramos la reserva.",
    });
    expect(await cancelListedOrder(user, cancelForm(ids.flight), PROFILE_ORDERS_PATH)).toMatchObject({
      ok: false,
      status: 409,
    });

    expect(await cancelListedOrder(user, cancelForm(ids.cancelled), PROFILE_ORDERS_PATH)).toEqual({
      ok: true,
      location: `${PROFILE_ORDERS_PATH}?aviso=anulada`,
    });
    const after = await loadMyOrders(user, profileUrl("?aviso=anulada"));
    expect(after.notice).toBe(
      "Cancelaste la reserva. En la lista verás lo que te devolvemos; te lo enviamos también por correo.",
    );
    const record = await recordedCancellation(handle.db, ids.cancelled);
    if (!record) throw new Error("no cancellation recorded");
    expect(record.figures.refund.chargeMinor).toBeGreaterThan(0);
    const cancelled = after.orders.find((entry) => entry.id === ids.cancelled);
    expect(cancelled).toMatchObject({
      state: "cancelled",
      stateLabel: "Anulada",
      cancellation: null,
      money: {
        kind: "refund",
        summary: cancellationSummary(record.figures),
        refund: formatDual(record.figures, record.figures.refund),
      },
    });
    // Ended orders follow the upcoming ones.
    expect(after.orders.at(-1)?.id).toBe(ids.cancelled);
    expect(after.orders.find((entry) => entry.id === ids.flight)?.state).toBe("held");
  });
});
