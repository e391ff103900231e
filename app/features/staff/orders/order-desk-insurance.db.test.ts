import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { refunds } from "#server/db/schema/payments.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import {
  buyInsuranceAlone,
  fakeInsuranceProvider,
  useFakeInsuranceProvider,
  useOrderPayable,
} from "#tests/support/insurance-test-data.ts";
import { registerInsurance } from "#app/features/insurance/index.server.ts";
import { loadOrder } from "#app/features/orders/index.server.ts";
import { refreshPayment } from "#app/features/payments/index.server.ts";
import { todayInLima } from "#app/utils/dates.ts";
import { cancelOrder, recordRefundPaid, resendOrderEmail } from "./order-desk-actions.server.ts";
import { orderForDesk } from "./order-desk.server.ts";
import { searchOrders } from "./order-desk-queries.server.ts";

let handle: DbHandle;
const approved = new Map<string, number>();
const actor = { id: null, email: "asesora@kuntur.test" };

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandle(handle);
  await seedInsurance(handle.db);
  useFakeInsuranceProvider(fakeInsuranceProvider(approved));
  registerInsurance({ siteUrl: "https://kuntur.test", linkKey: "desk-insurance-test-key-0123456789abcdef" });
  useOrderPayable();
}, 120_000);
afterAll(async () => {
  await handle.close();
  setDbHandle(undefined);
});

/** A policy bought alone and paid (card or cash code), as the provider reports it. */
async function paidPolicy(key: string, paymentType: "TARJETA" | "CODIGO_PAGO", email: string) {
  const bought = await buyInsuranceAlone(handle.db, { key, paymentType, email });
  approved.set(bought.paymentId, bought.policy.totalMinor);
  expect((await refreshPayment(handle.db, bought.paymentId))?.status).toBe("approved");
  return bought.policy;
}

describe("insurance bought alone on the orders desk", () => {
  it("is found by product, state, code and e-mail, paid by card and by cash code", async () => {
    const byCard = await paidPolicy("desk-insurance-card-01", "TARJETA", "tarjeta.seguro@ejemplo.pe");
    const byCash = await paidPolicy("desk-insurance-cash-01", "CODIGO_PAGO", "codigo.seguro@ejemplo.pe");
    const unpaid = await buyInsuranceAlone(handle.db, {
      key: "desk-insurance-unpaid-1",
      paymentType: "CODIGO_PAGO",
      email: "pendiente.seguro@ejemplo.pe",
    });
    const codes = async (filters: Parameters<typeof searchOrders>[0]) =>
      (await searchOrders(filters, handle.db)).rows.map((row) => row.code).sort();
    const all = [byCard.orderCode, byCash.orderCode, unpaid.policy.orderCode].sort();
    expect(await codes({ producto: "insurance" })).toEqual(all);
    expect(await codes({ producto: "insurance", estado: "fulfilled" })).toEqual(
      [byCard.orderCode, byCash.orderCode].sort(),
    );
    expect(await codes({ estado: "pending_payment" })).toEqual([unpaid.policy.orderCode]);
    expect(await codes({ codigo: byCash.orderCode.toLowerCase() })).toEqual([byCash.orderCode]);
    expect(await codes({ correo: "tarjeta.seguro@" })).toEqual([byCard.orderCode]);
    expect(await codes({ documento: "P1234567", producto: "insurance" })).toEqual(all);
    const [row] = (await searchOrders({ codigo: byCard.orderCode }, handle.db)).rows;
    expect(row).toMatchObject({ products: ["insurance"], travellers: 2, email: "tarjeta.seguro@ejemplo.pe" });
  });

  it("shows the policy with its documents, resends them, cancels with the 10 % kept and records the refund paid", async () => {
    const policy = await paidPolicy("desk-insurance-card-02", "TARJETA", "anular.seguro@ejemplo.pe");
    const detail = await orderForDesk(policy.orderCode, handle.db);
    expect(detail?.items[0]?.description).toMatchObject({
      title: "Seguro de viaje Cóndor Mundo",
      reference: `Póliza ${policy.policyNumber}`,
    });
    expect(detail?.amounts.total.chargeMinor).toBe(policy.totalMinor);
    expect(detail?.summary.paidMinor).toBe(policy.totalMinor);
    const templates = detail?.emails.filter((email) => email.hasDocument).map((email) => email.template);
    expect(templates?.sort()).toEqual(["insurance-policy", "insurance-policy-paid"]);
    const paidMail = detail?.emails.find((email) => email.template === "insurance-policy-paid");
    const target = { id: policy.orderId, code: policy.orderCode, state: "fulfilled" };
    expect(await resendOrderEmail(target, paidMail!.id, actor)).toBe("Correo reenviado a anular.seguro@ejemplo.pe.");
    expect((await orderForDesk(policy.orderCode, handle.db))?.emails).toHaveLength(3);

    const commission = Math.floor((policy.totalMinor * 10 + 50) / 100);
    // The one cancellation computation: before cover starts nothing is kept by the insurer; the agency keeps 10 %.
    expect(detail?.cancellation).toMatchObject({
      allowed: true,
      figures: {
        paid: { chargeMinor: policy.totalMinor },
        retained: { chargeMinor: 0 },
        commission: { chargeMinor: commission },
        refund: { chargeMinor: policy.totalMinor - commission },
      },
    });
    const version = (await loadOrder(handle.db, policy.orderId))?.updatedAt ?? "";
    expect(await cancelOrder(target, { version, reason: "El cliente no viaja" }, actor)).toMatch(
      /^Pedido anulado\. Reembolso de US\$\s178\.20 \(S\/\s667\.36\) pendiente de pago; le enviamos el detalle al cliente por correo\.$/,
    );
    const cancelled = await loadOrder(handle.db, policy.orderId);
    expect(cancelled).toMatchObject({ state: "cancelled", items: [{ state: "cancelled" }] });
    const [due] = await handle.db.select().from(refunds).where(eq(refunds.payableId, policy.orderId));
    expect(due).toMatchObject({ payableKind: "order", amountMinor: policy.totalMinor - commission, paidOn: null });

    const after = await orderForDesk(policy.orderCode, handle.db);
    expect(after?.refunds).toEqual([expect.objectContaining({ id: due?.id, amountMinor: due?.amountMinor })]);
    expect(
      await recordRefundPaid(
        target,
        { version: after?.version ?? "", refundId: due?.id ?? "", paidOn: todayInLima(), reference: "TRF-SEG-1" },
        actor,
      ),
    ).toBe("Reembolso registrado como pagado; le avisamos al cliente por correo.");
    expect((await orderForDesk(policy.orderCode, handle.db))?.refunds[0]).toMatchObject({
      paidReference: "TRF-SEG-1",
    });
  });
});
