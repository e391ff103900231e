import { fakePaymentProvider } from "./fake-payment-provider.ts";
import type { Db } from "#db";
import { startPolicyPayment } from "#app/features/insurance/insurance-payment.server.ts";
import { purchasePolicy } from "#app/features/insurance/insurance-purchase.server.ts";
import { confirmationUrl } from "#app/features/insurance/insurance-urls.ts";
import { ORDER_PAYABLE } from "#app/features/orders/order-contract.ts";
import { grantOrder, orderPayable } from "#app/features/orders/index.server.ts";
import { configurePayments, registerPayable } from "#app/features/payments/payments-config.server.ts";
import type { PaymentProvider } from "#app/features/payments/providers/payment-provider.ts";
import type { PurchaseRequest } from "#app/features/insurance/insurance-purchase.server.ts";
import { PurchaseSchema, type PurchaseInput } from "#app/features/insurance/insurance-purchase-schemas.ts";
import { addDays, todayInLima } from "#app/utils/dates.ts";

/** Purchases for insurance database tests: a Europe trip 30 days from now for travellers aged 35 and 70. */
export const TRIP_START = addDays(todayInLima(), 30);
export const TRIP_END = addDays(TRIP_START, 9);
export const birthDate = (age: number) => `${String(Number(TRIP_START.slice(0, 4)) - age - 1)}${TRIP_START.slice(4)}`;

/**
 * A provider that issues card pages and cash codes and, when asked, reports the payments in `approved` as approved
 * for their full amount (what a paid card or a paid code looks like from our side).
 */
export function fakeInsuranceProvider(approved: Map<string, number> = new Map()): PaymentProvider {
  return fakePaymentProvider({
    cashCode: "12345678",
    readPayment: async (paymentId) => {
      const amountMinor = approved.get(paymentId);
      if (amountMinor === undefined) return null;
      return {
        paymentId,
        status: "approved",
        declineReason: null,
        rawStatus: "approved",
        amount: { amountMinor, currency: "USD" },
        installments: 1,
        cardBrand: null,
        cardLast4: null,
        awaitingSince: null,
      };
    },
  });
}

export function useFakeInsuranceProvider(provider: PaymentProvider): void {
  configurePayments({
    providers: { sandbox: provider },
    cardProvider: "sandbox",
    cashProvider: "sandbox",
    cashCodeHours: 2,
    providerTimeoutMs: 30_000,
  });
}

export function purchaseForm(
  paymentType: PurchaseInput["paymentType"],
  email = "ana.quispe@example.com",
): PurchaseInput {
  return PurchaseSchema.parse({
    travellers: [
      {
        names: "Ana",
        surnames: "Quispe",
        birthDate: birthDate(35),
        nationality: "PE",
        documentType: "DNI",
        documentNumber: "45678912",
        sex: "F",
      },
      {
        names: "Luis",
        surnames: "Quispe",
        birthDate: birthDate(70),
        nationality: "PE",
        documentType: "PAS",
        documentNumber: "P1234567",
        sex: "M",
      },
    ],
    contact: {
      names: "Ana",
      surnames: "Quispe",
      email,
      emailConfirmation: email,
      phoneCode: "+51",
      phone: "987654321",
    },
    dataProcessingConsent: "on",
    paymentType,
  });
}

export function purchaseRequest(key: string, overrides: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    planId: "CONDOR-MUNDO",
    trip: { region: "EU", startDate: TRIP_START, endDate: TRIP_END, ages: [35, 70] },
    form: purchaseForm("CODIGO_PAGO"),
    idempotencyKey: key,
    userId: null,
    ...overrides,
  };
}

/** A request for a policy's /conformidad page: the Cookie header the browser holds, and/or an old e-mail's `clave`. */
export function policyPageRequest(
  policyNumber: string,
  access: { cookie?: string | null; legacyToken?: string } = {},
): Request {
  const url = new URL(confirmationUrl(policyNumber), "https://kuntur.test");
  if (access.legacyToken) url.searchParams.set("clave", access.legacyToken);
  return new Request(url, access.cookie ? { headers: { cookie: access.cookie } } : {});
}

/** The Cookie header of the browser that bought the order: the core's purchase grant (as /seguros/comprar sets it). */
export const buyerCookie = (orderId: string) => `other=1; ${grantOrder(null, orderId, "purchase").split(";")[0] ?? ""}`;

/** The payments callbacks of every order (bookings register it at start-up; insurance tests run without them). */
export function useOrderPayable(): void {
  registerPayable(ORDER_PAYABLE, orderPayable);
}

/** A policy bought alone (its order placed and its payment started), for desk and e-mail tests. */
export async function buyInsuranceAlone(
  db: Db,
  input: { key: string; paymentType: PurchaseInput["paymentType"]; email: string },
) {
  const { policy } = await purchasePolicy(
    db,
    purchaseRequest(input.key, { form: purchaseForm(input.paymentType, input.email) }),
  );
  const started = await startPolicyPayment(db, {
    policy,
    buyer: { email: input.email, firstName: "Ana", lastName: "Quispe" },
    idempotencyKey: input.key,
    siteUrl: "https://kuntur.test",
  });
  if (started.status !== "redirect" && started.status !== "cash") throw new Error(`payment refused: ${started.status}`);
  return { policy, paymentId: started.paymentId };
}
