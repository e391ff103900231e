/** Test code: a fake payable kind ("test-order") and helpers to drive the sandbox gateway through app.inject. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "#db";
import type { Money, PaymentView, StartPaymentInput } from "#app/features/payments/payment-contract.ts";
import { registerPayable } from "#app/features/payments/payments-config.server.ts";
import { readPayment } from "#app/features/payments/payments-service.server.ts";

export const TEST_KIND = "test-order";

export type TestOrder = {
  due: Money | null;
  state: "open" | "paid" | "cancelled";
  approvedCalls: number;
  declinedCalls: number;
  expiredCalls: number;
};

export const orders = new Map<string, TestOrder>();

let counter = 0;

export function newOrder(due: Money = { amountMinor: 45_990, currency: "USD" }): string {
  const id = `ord-${String(Date.now())}-${String(++counter)}`;
  orders.set(id, { due, state: "open", approvedCalls: 0, declinedCalls: 0, expiredCalls: 0 });
  return id;
}

export function order(id: string): TestOrder {
  const found = orders.get(id);
  if (!found) throw new Error(`no test order ${id}`);
  return found;
}

export function registerTestPayable(): void {
  registerPayable(TEST_KIND, {
    amountDue: async (_tx, id) => (orders.get(id)?.state === "open" ? (orders.get(id)?.due ?? null) : null),
    onApproved: async (_tx, id) => {
      const item = order(id);
      item.approvedCalls += 1;
      if (item.state !== "open") return "refund";
      item.state = "paid";
      return "accepted";
    },
    onDeclined: async (_tx, id) => {
      order(id).declinedCalls += 1;
    },
    onCashExpired: async (_tx, id) => {
      const item = order(id);
      item.expiredCalls += 1;
      item.state = "cancelled";
    },
  });
}

let keyCounter = 0;
export function newKey(): string {
  return `test-key-${String(Date.now())}-${String(++keyCounter).padStart(6, "0")}`;
}

export function startInput(id: string, overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    payable: { kind: TEST_KIND, id },
    method: "card",
    amount: order(id).due ?? { amountMinor: 1, currency: "USD" },
    description: `Pedido de prueba ${id}`,
    buyer: { email: "comprador@example.pe", firstName: "Rosa", lastName: "Quispe" },
    idempotencyKey: newKey(),
    returnUrl: "http://localhost:3000/procesando/prueba",
    ...overrides,
  };
}

export type CardEntry = { numero: string; vencimiento?: string; cvv?: string; cuotas?: string };

/** Types a card on the hosted page (as the buyer's browser would post it); answers the response. */
export async function submitCard(app: FastifyInstance, url: string, card: CardEntry) {
  const path = new URL(url).pathname;
  const form = new URLSearchParams({
    numero: card.numero,
    vencimiento: card.vencimiento ?? "12/39",
    cvv: card.cvv ?? (card.numero.startsWith("37") ? "7391" : "123"),
    titular: "ROSA QUISPE",
    documento: "45678912",
    cuotas: card.cuotas ?? "1",
  });
  return app.inject({
    method: "POST",
    url: path,
    payload: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** Waits (without a fixed sleep) until the payment leaves 'pending' or the limit of checks runs out. */
export async function settled(
  db: Db,
  paymentId: string,
  until: (view: PaymentView) => boolean = (v) => v.status !== "pending",
): Promise<PaymentView> {
  for (let check = 0; check < 400; check++) {
    const view = await readPayment(db, paymentId);
    if (view && until(view)) return view;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const last = await readPayment(db, paymentId);
  expect.fail(`payment ${paymentId} did not settle: ${JSON.stringify(last)}`);
}
