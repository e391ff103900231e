import { fakePaymentProvider } from "./fake-payment-provider.ts";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { setDbHandle, type Db, type DbHandle } from "#db";
import { createTestDb } from "#tests/support/test-db.ts";
import type { OrderProduct, PenaltyRule } from "#app/features/orders/order-product-contract.ts";
import { addAdjustment, insertOrder, orderPayable, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { configurePayments, registerPayable, startPayment } from "#app/features/payments/index.server.ts";

/**
 * A test product whose supplier retains 20 % of what was paid for it, or the fixed `retainedMinor` of its details
 * (a fare's retention); the core adds the agency's commission.
 */
function packagePenalty(details: unknown, paidMinor: number): PenaltyRule {
  const fixed = (details as { retainedMinor?: number } | null)?.retainedMinor;
  return fixed === undefined
    ? { outcome: "cancel", retainedMinor: Math.round(paidMinor * 0.2), rule: "el operador retiene el 20 % del paquete" }
    : { outcome: "cancel", retainedMinor: Math.min(fixed, paidMinor), rule: "el operador retiene su penalidad" };
}

export const testPackageProduct: OrderProduct = {
  kind: "package",
  quote: async () => ({ status: "gone", reason: "test" }),
  hold: async () => ({ status: "held", expiresAt: null, supplierRef: null }),
  release: async () => undefined,
  confirm: async () => ({ state: "fulfilled", supplierRef: "PKG-TEST" }),
  cancellationPenalty: (item, { paidMinor }) => packagePenalty(item.details, paidMinor),
  cancel: async () => undefined,
  describe: () => ({ title: "Paquete Cusco mágico", subtitle: "4 días · 2 adultos", facts: [], reference: null }),
  documents: () => [],
};

/** A provider whose cash codes are never paid by itself: tests pay them (a notification or staff at the counter). */
export const counterProvider = fakePaymentProvider();

export function setUpOrdersDesk(): void {
  registerOrderProduct(testPackageProduct);
  registerPayable("order", orderPayable);
  configurePayments({
    providers: { sandbox: counterProvider },
    cardProvider: "sandbox",
    cashProvider: "sandbox",
    cashCodeHours: 24,
    providerTimeoutMs: 30_000,
  });
}

/**
 * The test file's database for the orders desk, made before its tests (the process's handle, the desk set up) and
 * closed after them; `db` is read once the tests run.
 */
export function ordersDeskDb(): { readonly db: Db } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    setUpOrdersDesk();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    setDbHandle(undefined);
  });
  return {
    get db() {
      if (!handle) throw new Error("the orders desk database is made in beforeAll");
      return handle.db;
    },
  };
}

const CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const newCode = () =>
  Array.from({ length: 6 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join("");

/**
 * A held order of one package for two (US$ 1,000.00 unless `priceMinor`), with its cash code for the total; a fixed
 * `promoMinor` off and a fixed supplier retention (`retainedMinor`) when given; `method: "card"` starts a card
 * payment instead (its gateway page in `url`).
 */
export async function heldOrderWithCashCode(
  db: Db,
  email = `cliente.${randomUUID().slice(0, 8)}@ejemplo.pe`,
  options: { priceMinor?: number; promoMinor?: number; retainedMinor?: number; method?: "cash" | "card" } = {},
) {
  const code = newCode();
  const priceMinor = options.priceMinor ?? 100_000;
  const { id } = await db.transaction(async (tx) => {
    const placed = await insertOrder(tx, {
      code,
      userId: null,
      contact: { firstName: "Rosa", lastName: "Huamán", phoneCountryCode: "51", phoneNumber: "987654321", email },
      invoice: null,
      travellers: [
        {
          type: "ADT",
          documentType: "DNI",
          documentNumber: "45678912",
          firstName: "Rosa",
          lastName: "Huamán",
          birthDate: "1988-04-02",
          nationality: "PE",
          gender: "F",
        },
        {
          type: "ADT",
          documentType: "DNI",
          documentNumber: "41234567",
          firstName: "Julio",
          lastName: "Quispe",
          birthDate: "1985-09-12",
          nationality: "PE",
          gender: "M",
        },
      ],
      checkoutId: null,
      chargeCurrency: "USD",
      exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "seed" },
      holdExpiresAt: new Date(Date.now() + 86_400_000),
      actor: "customer",
      items: [
        {
          product: "package",
          currency: "USD",
          lines: [
            {
              kind: "base",
              code: "ADT",
              label: "Adultos (2)",
              quantity: 2,
              unitMinor: priceMinor / 2,
              amountMinor: priceMinor,
            },
          ],
          travellerIndexes: [0, 1],
          details: options.retainedMinor === undefined ? {} : { retainedMinor: options.retainedMinor },
          productRecordId: null,
          supplierRef: null,
          holdExpiresAt: null,
          priceValidUntil: null,
        },
      ],
    });
    if (options.promoMinor) {
      await addAdjustment(
        tx,
        placed.id,
        {
          kind: "promo",
          rule: { type: "fixed", amountMinor: -options.promoMinor, currency: "USD" },
          label: "Código VERANO",
          reason: "promo code VERANO",
          promoCode: "VERANO",
        },
        "customer",
      );
    }
    return placed;
  });
  const started = await startPayment(db, {
    payable: { kind: "order", id },
    method: options.method ?? "cash",
    amount: { amountMinor: priceMinor - (options.promoMinor ?? 0), currency: "USD" },
    description: `Paquete, pedido ${code}`,
    buyer: { email, firstName: "Rosa", lastName: "Huamán" },
    idempotencyKey: randomUUID(),
    returnUrl: "https://kunturviajes.test/procesando",
  });
  if (started.kind === "redirect") return { id, code, email, paymentId: started.paymentId, url: started.url };
  if (started.kind !== "cash") throw new Error(`no cash code: ${started.kind}`);
  return { id, code, email, paymentId: started.paymentId, url: null };
}
