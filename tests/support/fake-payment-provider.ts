import type { CardStart, PaymentProvider, ProviderPaymentState } from "#app/features/payments/index.ts";
import type { BankSteps } from "#app/features/payments/payment-contract.ts";

/** The bank a test cash code lists. */
export const TEST_BANK: BankSteps = {
  Imagen: "/bcp.svg",
  Name: "BCP",
  PaymentSteps: [{ Step: "Banca por internet", Value: "Pagar servicios" }],
};

/**
 * A provider that accepts every start (a card page at pasarela.test, a cash code at TEST_BANK) and, unless `options`
 * say otherwise, reports nothing: the tests say what it answers through applyProviderState.
 */
export function fakePaymentProvider(
  options: {
    /** The cash code every start gets; a random 8-digit one by default. */
    cashCode?: string;
    onCardStart?: (input: CardStart) => void;
    readPayment?: PaymentProvider["readPayment"];
  } = {},
): PaymentProvider {
  return {
    id: "sandbox",
    startCard: async (input) => {
      options.onCardStart?.(input);
      return { reference: `ref-${input.paymentId}`, url: `https://pasarela.test/pagar/${input.paymentId}` };
    },
    createCashCode: async (input) => ({
      reference: `ref-${input.paymentId}`,
      code: options.cashCode ?? String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      expiresAt: input.expiresAt,
      bankSteps: [TEST_BANK],
    }),
    readNotified: async () => null,
    readPayment: options.readPayment ?? (async () => null),
    verifyNotification: () => ({ eventId: "e", resourceId: "r" }),
    refund: async (_reference, paymentId) => ({ reference: `re-${paymentId}` }),
  };
}

/** What the provider reports of a payment: `status`, by a Visa card ending 1111 unless `extra` says otherwise. */
export const providerSays = (
  paymentId: string,
  status: ProviderPaymentState["status"],
  extra: Partial<ProviderPaymentState> = {},
): ProviderPaymentState => ({
  paymentId,
  status,
  declineReason: status === "declined" ? "insufficient_funds" : null,
  rawStatus: status,
  amount: null,
  installments: 1,
  cardBrand: "Visa",
  cardLast4: "1111",
  awaitingSince: null,
  ...extra,
});

export const approved = (paymentId: string) => providerSays(paymentId, "approved");
