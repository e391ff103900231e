import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#server/db/client.ts";
import { insurancePlans } from "#server/db/schema/insurance.ts";
import { emailOutbox, emailOutboxAttachments } from "#server/db/schema/mail.ts";
import { seedInsurance } from "#server/db/seed/insurance.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";
import type { Order, OrderTraveller } from "#app/features/orders/order-contract.ts";
import { orderProduct, queueOrderConfirmation } from "#app/features/orders/index.server.ts";
import { configureInsurance } from "./insurance-config.server.ts";
import { registerInsurance } from "./insurance-payment.server.ts";
import type { InsuranceItem, InsuranceSelection } from "./insurance-order-item.ts";
import {
  BAND_CHANGED_MESSAGE,
  DATES_INVALID_MESSAGE,
  insuranceOrderProduct,
} from "./insurance-order-product.server.ts";
import { IMPOSSIBLE_TRIP_MESSAGES } from "./insurance-rules.ts";

const start = addDays(todayInLima(), 20);
const end = addDays(start, 9);
const born = (age: number) => `${String(Number(start.slice(0, 4)) - age)}${start.slice(4)}`;
const traveller = (firstName: string, age: number): OrderTraveller => ({
  type: "ADT",
  documentType: "DNI",
  documentNumber: "45678912",
  firstName,
  lastName: "Quispe",
  birthDate: born(age),
  nationality: "PE",
  gender: "F",
});
const TRAVELLERS = [traveller("Ana", 35), traveller("Luis", 70)];
const selection = (overrides: Partial<InsuranceSelection> = {}): InsuranceSelection => ({
  planId: "CONDOR-MUNDO",
  region: "EU",
  startDate: start,
  endDate: end,
  ages: [35, 70],
  ...overrides,
});
const context = (overrides: Partial<Parameters<typeof insuranceOrderProduct.quote>[1]> = {}) => ({
  travellers: [],
  now: new Date(),
  seenTotalMinor: null,
  ...overrides,
});

describe("insurance as a product of the order core", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    await seedInsurance(handle.db);
    configureInsurance({ siteUrl: "https://kuntur.test", linkKey: "order-product-test-key-0123456789" });
    registerInsurance();
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  async function quoted(over: Partial<InsuranceSelection> = {}, ctx = context()) {
    const outcome = await insuranceOrderProduct.quote(selection(over), ctx);
    if (outcome.status !== "available") throw new Error(`not available: ${outcome.reason}`);
    return outcome;
  }

  it("quotes from the plans: a line per traveller in US$, the add-on's best plan, a changed price, and why not", async () => {
    const mundo = await quoted();
    expect(mundo.currency).toBe("USD");
    expect(mundo.lines.map((line) => line.amountMinor)).toEqual([10 * 690, 10 * 1290]);
    expect(mundo.details).toMatchObject({ destination: "Europa", days: 10, totalMinor: 10 * (690 + 1290) });
    expect((await quoted({}, context({ travellers: TRAVELLERS }))).details.insured.map((p) => p.age)).toEqual([35, 70]);
    const addOn = await quoted({ planId: null, region: "PE" });
    expect(addOn.lines.at(-1)).toMatchObject({ kind: "tax", code: "IGV" });
    expect(addOn.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(addOn.details.totalMinor);
    const changed = await quoted({}, context({ seenTotalMinor: 100 }));
    expect(changed.changed).toMatchObject({ previousMinor: 100 });
    expect(await insuranceOrderProduct.quote(selection({ ages: [35, 90] }), context())).toEqual({
      status: "gone",
      reason: IMPOSSIBLE_TRIP_MESSAGES.tooOld,
    });
    const past = selection({ startDate: addDays(todayInLima(), -1) });
    expect(await insuranceOrderProduct.quote(past, context())).toEqual({
      status: "gone",
      reason: DATES_INVALID_MESSAGE,
    });
  });

  it("holds without inventory, refusing a retired plan or a traveller outside the quoted age band", async () => {
    const { details, lines } = await quoted();
    const request = { orderId: "o", itemId: "i", details, lines, travellerIndexes: [0, 1], now: new Date() };
    await handle.db
      .transaction(async (tx) => {
        expect(await insuranceOrderProduct.hold(tx, { ...request, travellers: TRAVELLERS })).toEqual({
          status: "held",
          expiresAt: null,
          supplierRef: null,
        });
        const older = [TRAVELLERS[0]!, traveller("Luis", 80)];
        expect(await insuranceOrderProduct.hold(tx, { ...request, travellers: older })).toEqual({
          status: "gone",
          reason: BAND_CHANGED_MESSAGE,
        });
        await tx.update(insurancePlans).set({ active: false }).where(eq(insurancePlans.id, "CONDOR-MUNDO"));
        expect((await insuranceOrderProduct.hold(tx, { ...request, travellers: TRAVELLERS })).status).toBe("gone");
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes("Rollback"))) throw error;
      });
  });

  it("confirm issues the policy once and its confirmation e-mails the certificate, issued as paid", async () => {
    const { details, lines } = await quoted();
    const item: InsuranceItem = {
      id: "3f1c2d9e-0000-4000-8000-000000000001",
      orderId: "3f1c2d9e-0000-4000-8000-0000000000aa",
      product: "insurance",
      state: "held",
      position: 0,
      currency: "USD",
      lines,
      subtotalMinor: details.totalMinor,
      travellerIndexes: [0, 1],
      details,
      supplierRef: null,
      holdExpiresAt: null,
      priceValidUntil: null,
    };
    const order = {
      id: item.orderId,
      code: "K7PQ2M",
      state: "paid",
      invoice: null,
      chargeCurrency: "USD",
      referenceCurrency: "PEN",
      exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "sbs" },
      items: [item],
      adjustments: [],
      travellers: TRAVELLERS,
      contact: {
        firstName: "Ana",
        lastName: "Quispe",
        phoneCountryCode: "51",
        phoneNumber: "987654321",
        email: "ana@example.com",
      },
    } as unknown as Order;
    // The core passes the payment being approved: the certificate's frame says how and when it was paid.
    const payment = {
      id: "pay-1",
      method: "card" as const,
      amount: { amountMinor: details.totalMinor, currency: "USD" as const },
      cardBrand: "Visa",
      cardLast4: "4242",
      installments: 1,
      paidAt: "2026-11-28T15:00:00.000Z",
    };
    const paid = { order, now: new Date(), payment };
    const first = await handle.db.transaction((tx) => insuranceOrderProduct.confirm(tx, item, paid));
    expect(first.state).toBe("fulfilled");
    expect(first.supplierRef).toMatch(/^KVS-[A-Z2-9]{8}$/);
    const again = await handle.db.transaction((tx) =>
      insuranceOrderProduct.confirm(tx, { ...item, supplierRef: first.supplierRef }, paid),
    );
    expect(again.supplierRef).toBe(first.supplierRef);
    // The core queues the item's e-mail once every item is confirmed (decision 062); a second pass queues nothing.
    const fulfilled = { ...item, state: "fulfilled" as const, supplierRef: first.supplierRef };
    for (let pass = 0; pass < 2; pass += 1) {
      await handle.db.transaction((tx) =>
        queueOrderConfirmation(tx, { ...order, items: [fulfilled] }, [item.id], payment),
      );
    }

    const mails = await handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `insurance-item:${item.id}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "ana@example.com" });
    expect(mails[0]?.text).toContain(`Emitimos la póliza ${first.supplierRef} de tu pedido K7PQ2M`);
    // 'Ver mi pedido' is the order core's signed link to the order (decision 050).
    expect(mails[0]?.text).toMatch(new RegExp(`Ver mi pedido: \\S+/mis-reservas/abrir\\?enlace=${item.orderId}\\.`));
    const [pdf] = await handle.db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.outboxId, mails[0]!.id));
    const text = pdfText(pdf!.content);
    expect(text).toContain("Estado: vigente (pago confirmado)");
    expect(text).toContain("Ana Quispe");
    for (const framed of [
      "Pedido K7PQ2M",
      "Tarjeta Visa terminada en 4242",
      "28/11/2026 a las 10:00 (hora de Lima)",
      "al tipo de cambio del 28/11/2026",
      "Kuntur Viajes y Turismo S.A.C. · RUC 20609876540",
      "Libro de Reclamaciones",
      "Boleta de venta electrónica",
    ]) {
      expect(text).toContain(framed);
    }

    const issued = { ...item, state: "fulfilled" as const, supplierRef: first.supplierRef };
    expect(orderProduct("insurance")).toBe(insuranceOrderProduct);
    expect(insuranceOrderProduct.describe(issued, { order, audience: "page" }).reference).toBe(
      `Póliza ${first.supplierRef}`,
    );
  });
});
