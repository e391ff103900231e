// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AccountOrderEntry } from "#app/features/orders/access/account-orders.server.ts";
import type { ConfirmingCancellation } from "./my-orders.server.ts";
import { OrdersList } from "./orders-list.tsx";

const entry = (overrides: Partial<AccountOrderEntry>): AccountOrderEntry => ({
  id: "00000000-0000-4000-8000-000000000001",
  code: "K7PQ2M",
  product: "flight",
  title: "Vuelo LIM - CUZ",
  subtitle: "Ida y vuelta · 1 pasajero · Tarifa Light",
  facts: [{ label: "Tramo 1", value: "LIM - CUZ, 2026-12-20 06:15" }],
  state: "held",
  stateLabel: "Reservada, pendiente de pago",
  startDate: "2026-12-20",
  money: { kind: "total", total: "US$ 123.78", reference: "Referencial: S/ 464.18 al tipo de cambio del 28/11/2026" },
  href: "/vuelos/reserva/00000000-0000-4000-8000-000000000001",
  cancellation: null,
  ...overrides,
});

const ORDERS = [
  entry({}),
  entry({
    id: "00000000-0000-4000-8000-000000000002",
    code: "H4TR9B",
    product: "hotel",
    title: "Plaza Inca Cusco, Centro Histórico",
    state: "fulfilled",
    stateLabel: "Emitida",
    money: {
      kind: "total",
      total: "US$ 540.44",
      reference: "Referencial: S/ 2,026.65 al tipo de cambio del 28/11/2026",
    },
    href: "/hoteles/reserva/00000000-0000-4000-8000-000000000002",
    cancellation: "paid",
  }),
  entry({
    id: "00000000-0000-4000-8000-000000000003",
    code: "S3GU7R",
    product: "insurance",
    title: "Seguro de viaje Plan Andino",
    state: "cancelled",
    stateLabel: "Anulada",
    money: {
      kind: "refund",
      summary: "Pagaste US$ 42.48 · Retenido US$ 4.25 · Reembolso US$ 38.23",
      refund: "US$ 38.23 (S/ 143.36)",
    },
    href: "/conformidad?pedido=00000000-0000-4000-8000-000000000003",
  }),
];

function renderList(orders: AccountOrderEntry[], confirming: ConfirmingCancellation | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/perfil/mis-reservas",
      Component: () => <OrdersList orders={orders} listPath="/perfil/mis-reservas" confirming={confirming} />,
    },
  ]);
  return render(<Stub initialEntries={["/perfil/mis-reservas"]} />);
}

afterEach(cleanup);

describe("'Mis reservas' list", () => {
  it("lists every product's order with its description, state, money and page; cancel only where allowed", async () => {
    renderList(ORDERS);
    const items = within(await screen.findByRole("list", { name: "Tus reservas" })).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [flight, hotel, insurance] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(flight).getByRole("heading", { level: 3 }).textContent).toBe("Vuelo LIM - CUZ");
    expect(flight.textContent).toContain("Reserva K7PQ2M · Reservada, pendiente de pago");
    expect(flight.textContent).toContain("Total US$ 123.78");
    expect(flight.textContent).toContain("Referencial: S/ 464.18 al tipo de cambio del 28/11/2026");
    expect(within(flight).getByRole("link", { name: "Ver detalle de la reserva K7PQ2M" }).getAttribute("href")).toBe(
      "/vuelos/reserva/00000000-0000-4000-8000-000000000001",
    );
    expect(within(flight).queryByRole("link", { name: /^Cancelar reserva/ })).toBeNull();

    const cancel = within(hotel).getByRole("link", { name: "Cancelar reserva H4TR9B" });
    expect(cancel.getAttribute("href")).toBe("/perfil/mis-reservas?cancelar=00000000-0000-4000-8000-000000000002");

    // A cancelled order shows what its cancellation gave back, never a total.
    expect(insurance.textContent).toContain("Pagaste US$ 42.48 · Retenido US$ 4.25 · Reembolso US$ 38.23");
    expect(insurance.textContent).toContain("Te devolvemos US$ 38.23 (S/ 143.36)");
    expect(insurance.textContent).not.toContain("Total");
    expect(within(insurance).queryByRole("link", { name: /^Cancelar reserva/ })).toBeNull();
  });

  it("cancels an unpaid order with a plain form that says nothing was charged, and shows that once it ended", async () => {
    const held = entry({ cancellation: "unpaid" });
    const ended = entry({
      id: "00000000-0000-4000-8000-000000000004",
      code: "M8WQ3D",
      state: "cancelled",
      stateLabel: "Anulada",
      money: { kind: "uncharged", note: "No se realizó ningún cobro." },
    });
    const { container } = renderList([held, ended], {
      id: held.id,
      kind: "unpaid",
      says: "Liberaremos lo que separamos para ti. No se realizó ningún cobro, así que no hay nada que devolver.",
    });
    const items = within(await screen.findByRole("list", { name: "Tus reservas" })).getAllByRole("listitem");
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading", { name: "¿Cancelar la reserva K7PQ2M?" })).toBeTruthy();
    expect(first.textContent).toContain("No se realizó ningún cobro, así que no hay nada que devolver.");
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    const fields = Object.fromEntries(new FormData(form ?? undefined).entries());
    expect(fields).toEqual({ intent: "cancel", orderId: held.id, kind: "unpaid" });
    expect(within(first).getByRole("button", { name: "Sí, cancelar reserva K7PQ2M" })).toBeTruthy();

    expect(second.textContent).toContain("No se realizó ningún cobro.");
    expect(second.textContent).not.toContain("Total");
    expect(within(second).queryByRole("link", { name: /^Cancelar reserva/ })).toBeNull();
  });

  it("says so when the account has no orders yet", async () => {
    renderList([]);
    expect(await screen.findByText("Aún no tienes reservas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buscar mi próximo viaje" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("list", { name: "Tus reservas" })).toBeNull();
  });
});
