import { randomInt } from "node:crypto";
import type { Db } from "#db";
import type { OrderProduct, StartedCashCode } from "#app/features/orders/order-product-contract.ts";
import { insertOrder, orderPayable, registerOrderProduct } from "#app/features/orders/index.server.ts";
import { configurePayments, registerPayable } from "#app/features/payments/index.server.ts";
import { fakePaymentProvider } from "./fake-payment-provider.ts";
import { testPackageProduct } from "./orders-desk-data.ts";

/** What the test product was told by the order core's payment use case, per order. */
export const cashCodesStarted: Array<{ orderId: string; orderState: string; started: StartedCashCode }> = [];
/** The return URLs the gateway was given, per payment id. */
export const returnUrls = new Map<string, string>();

/** A package product with its own payment terms: a code due 5 hours from now at the latest, and a hook that records. */
export const payingPackageProduct: OrderProduct = {
  ...testPackageProduct,
  paymentTerms: (order, { dueMinor }) => ({
    description: `Paquete Cusco mágico, pedido ${order.code} (${String(dueMinor)})`,
    returnUrl: `https://kuntur.test/paquetes/pedido/${order.id}`,
    cashDeadline: new Date(Date.now() + 5 * 3_600_000),
  }),
  cashCodeStarted: async (_tx, order, started) => {
    cashCodesStarted.push({ orderId: order.id, orderState: order.state, started });
  },
};

const gateway = fakePaymentProvider({ onCardStart: (input) => returnUrls.set(input.paymentId, input.returnUrl) });

/** The paying package product, the order payable and a gateway whose codes last 24 hours unless the product says less. */
export function setUpOrderPayments(): void {
  registerOrderProduct(payingPackageProduct);
  registerPayable("order", orderPayable);
  configurePayments({
    providers: { sandbox: gateway },
    cardProvider: "sandbox",
    cashProvider: "sandbox",
    cashCodeHours: 24,
    providerTimeoutMs: 30_000,
  });
}

const CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A held order of one package for two, US$ 800.00, held for 20 minutes. */
export async function heldPackageOrder(db: Db) {
  const code = Array.from({ length: 6 }, () => CODE_LETTERS.charAt(randomInt(CODE_LETTERS.length))).join("");
  const holdExpiresAt = new Date(Date.now() + 20 * 60_000);
  const { id } = await db.transaction((tx) =>
    insertOrder(tx, {
      code,
      userId: null,
      contact: {
        firstName: "Rosa",
        lastName: "Huamán",
        phoneCountryCode: "51",
        phoneNumber: "987654321",
        email: `rosa.${code.toLowerCase()}@ejemplo.pe`,
      },
      invoice: null,
      travellers: [],
      checkoutId: null,
      chargeCurrency: "USD",
      exchangeRate: { from: "USD", to: "PEN", value: "3.7450", date: "2026-11-28", source: "seed" },
      holdExpiresAt,
      actor: "customer",
      items: [
        {
          product: "package",
          currency: "USD",
          lines: [
            { kind: "base", code: "ADT", label: "Adultos (2)", quantity: 2, unitMinor: 40_000, amountMinor: 80_000 },
          ],
          travellerIndexes: [],
          details: {},
          productRecordId: null,
          supplierRef: null,
          holdExpiresAt,
          priceValidUntil: null,
        },
      ],
    }),
  );
  return { id, code, holdExpiresAt };
}
