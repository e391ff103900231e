import { randomUUID } from "node:crypto";
import type { Db } from "#db";
import type { CancellationTerms, OrderItem, OrderProduct } from "#app/features/orders/order-contract.ts";
import { computeOrderAmounts } from "#app/features/orders/index.ts";
import { insertOrder, orderPayable, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { configurePayments, registerPayable, startPayment } from "#app/features/payments/index.server.ts";
import type { PaymentProvider } from "#app/features/payments/index.ts";

/** A test product with the SPEC 9 shape: 20 % costs retained by the supplier plus the agency's 10 % commission. */
function packageTerms(
  item: OrderItem,
  order: Parameters<OrderProduct["cancellationTerms"]>[1]["order"],
): CancellationTerms {
  const paid = computeOrderAmounts(order).items.find((entry) => entry.itemId === item.id)?.subtotal.chargeMinor ?? 0;
  const penaltyMinor = Math.round(paid * 0.2);
  const commissionMinor = Math.round(paid * 0.1);
  return {
    allowed: true,
    penaltyMinor,
    commissionMinor,
    refundMinor: paid - penaltyMinor - commissionMinor,
    currency: order.chargeCurrency,
  };
}

export const testPackageProduct: OrderProduct = {
  kind: "package",
  quote: async () => ({ status: "gone", reason: "test" }),
  hold: async () => ({ status: "held", expiresAt: null, supplierRef: null }),
  release: async () => undefined,
  confirm: async () => ({ state: "fulfilled", supplierRef: "PKG-TEST" }),
  cancellationTerms: (item, { order }) => packageTerms(item, order),
  cancel: async (_tx, item, { order }) => packageTerms(item, order),
  describe: () => ({ title: "Paquete Cusco mágico", subtitle: "4 días · 2 adultos", facts: [], reference: null }),
  documents: () => [],
};

/** A provider whose cash codes are never paid by itself: tests pay them (a notification or staff at the counter). */
export const counterProvider: PaymentProvider = {
  id: "sandbox",
  startCard: async (input) => ({
    reference: `ref-${input.paymentId}`,
    url: `https://pasarela.test/${input.paymentId}`,
  }),
  createCashCode: async (input) => ({
    reference: `ref-${input.paymentId}`,
    code: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    expiresAt: input.expiresAt,
    bankSteps: [],
  }),
  readNotified: async () => null,
  readPayment: async () => null,
  verifyNotification: () => ({ eventId: "e", resourceId: "r" }),
  refund: async () => undefined,
};

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

const CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const newCode = () =>
  Array.from({ length: 6 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join("");

/** A held package order of US$ 1,000.00 for two travellers, with a pending cash code. */
export async function heldOrderWithCashCode(db: Db, email = `cliente.${randomUUID().slice(0, 8)}@ejemplo.pe`) {
  const code = newCode();
  const { id } = await db.transaction((tx) =>
    insertOrder(tx, {
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
            { kind: "base", code: "ADT", label: "Adultos (2)", quantity: 2, unitMinor: 50_000, amountMinor: 100_000 },
          ],
          travellerIndexes: [0, 1],
          details: {},
          productRecordId: null,
          supplierRef: null,
          holdExpiresAt: null,
          priceValidUntil: null,
        },
      ],
    }),
  );
  const started = await startPayment(db, {
    payable: { kind: "order", id },
    method: "cash",
    amount: { amountMinor: 100_000, currency: "USD" },
    description: `Paquete, pedido ${code}`,
    buyer: { email, firstName: "Rosa", lastName: "Huamán" },
    idempotencyKey: randomUUID(),
    returnUrl: "https://kunturviajes.test/procesando",
  });
  if (started.kind !== "cash") throw new Error(`no cash code: ${started.kind}`);
  return { id, code, email, paymentId: started.paymentId };
}
