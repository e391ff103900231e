/**
 * Mercado Pago (Checkout Pro) through the official `mercadopago` SDK: a preference sends the buyer to Mercado Pago's
 * page; its webhook is verified with the x-signature scheme Mercado Pago documents, and the payment is then re-read
 * through the API (the notification's body is never trusted). Enabled by MERCADOPAGO_ACCESS_TOKEN and
 * MERCADOPAGO_WEBHOOK_SECRET.
 */
import {
  InvalidWebhookSignatureError,
  MercadoPagoConfig,
  Payment,
  PaymentRefund,
  Preference,
  WebhookSignatureValidator,
} from "mercadopago";
import { AppConfig } from "mercadopago/dist/utils/config/index.js";
import type { DeclineReason, Money, PaymentStatus } from "#app/features/payments/payment-contract.ts";
import {
  NotificationRejected,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
} from "./payment-provider.ts";
import { NOTIFICATION_TOLERANCE_SECONDS } from "./sandbox.server.ts";

export type MercadoPagoOptions = {
  accessToken: string;
  webhookSecret: string;
  /** Our notification endpoint (…/api/v1/payments/notifications/mercadopago). */
  notificationUrl: string;
  /** The API's address (https://api.mercadopago.com); the SDK keeps it in one process-wide setting. */
  apiBaseUrl?: string;
  now?: () => number;
};

const STATUS: Record<string, PaymentStatus> = {
  approved: "approved",
  authorized: "pending",
  pending: "pending",
  in_process: "pending",
  in_mediation: "pending",
  rejected: "declined",
  cancelled: "declined",
  refunded: "refunded",
  charged_back: "refunded",
};

/** The statuses Mercado Pago lets a merchant cancel (its "Create cancellation" reference). */
const CANCELLABLE = new Set(["pending", "in_process", "authorized"]);

const DECLINES: Record<string, DeclineReason> = {
  cc_rejected_insufficient_amount: "insufficient_funds",
  cc_rejected_bad_filled_card_number: "invalid_card",
  cc_rejected_bad_filled_other: "invalid_card",
  cc_rejected_bad_filled_date: "expired_card",
  cc_rejected_bad_filled_security_code: "wrong_cvv",
  cc_rejected_blacklist: "stolen_card",
  cc_rejected_high_risk: "stolen_card",
  cc_rejected_3ds_challenge: "authentication_failed",
  cc_rejected_3ds_mandatory: "authentication_failed",
  expired: "timeout",
};

const BRANDS: Record<string, string> = {
  visa: "Visa",
  master: "Mastercard",
  amex: "American Express",
  diners: "Diners Club",
};

/** The fields of a Mercado Pago payment we read (GET /v1/payments/:id or a search result). */
type MpPayment = {
  id?: string | number;
  status?: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  installments?: number;
  payment_method_id?: string;
  card?: { last_four_digits?: string | null } | null;
};

export function stateOfMpPayment(payment: MpPayment): ProviderPaymentState | null {
  if (!payment.external_reference) return null;
  const status = STATUS[payment.status ?? ""] ?? "pending";
  const currency = payment.currency_id === "PEN" || payment.currency_id === "USD" ? payment.currency_id : null;
  const amount: Money | null =
    currency && typeof payment.transaction_amount === "number"
      ? { amountMinor: Math.round(payment.transaction_amount * 100), currency }
      : null;
  const last4 = payment.card?.last_four_digits ?? null;
  return {
    paymentId: payment.external_reference,
    status,
    declineReason: status === "declined" ? (DECLINES[payment.status_detail ?? ""] ?? "other") : null,
    rawStatus: `${payment.status ?? "unknown"}/${payment.status_detail ?? ""}`,
    amount,
    installments: payment.installments ?? null,
    cardBrand: BRANDS[payment.payment_method_id ?? ""] ?? null,
    cardLast4: last4 && /^\d{4}$/.test(last4) ? last4 : null,
    awaitingSince: null,
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Mercado Pago's documented webhook check, with the SDK's validator: manifest "id:…;request-id:…;ts:…;". */
export function verifyMercadoPagoSignature(
  secret: string,
  request: IncomingNotification,
  now: () => number = Date.now,
): { dataId: string; requestId: string } {
  const rawId = request.query?.["data.id"] ?? "";
  // Mercado Pago's documentation: an alphanumeric data.id is signed in lower case.
  const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
  const requestId = single(request.headers["x-request-id"]) ?? "";
  try {
    WebhookSignatureValidator.validate({
      xSignature: single(request.headers["x-signature"]),
      xRequestId: requestId,
      dataId,
      secret,
      toleranceSeconds: NOTIFICATION_TOLERANCE_SECONDS,
      now,
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw new NotificationRejected(error.reason);
    throw error;
  }
  if (!dataId || !requestId) throw new NotificationRejected("missing data.id or x-request-id");
  return { dataId, requestId };
}

function notificationIdOf(rawBody: Buffer): string | null {
  try {
    const body = JSON.parse(rawBody.toString("utf8")) as { id?: unknown };
    return typeof body.id === "number" || typeof body.id === "string" ? String(body.id) : null;
  } catch {
    return null;
  }
}

export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  // Declared readonly by the SDK's types, but a plain static property its REST client reads on every call.
  if (options.apiBaseUrl) (AppConfig as { BASE_URL: string }).BASE_URL = options.apiBaseUrl.replace(/\/$/, "");
  const config = new MercadoPagoConfig({ accessToken: options.accessToken, options: { timeout: 10_000 } });
  const preferences = new Preference(config);
  const payments = new Payment(config);
  const refunds = new PaymentRefund(config);

  async function allFor(paymentId: string): Promise<MpPayment[]> {
    const found = await payments.search({
      options: { external_reference: paymentId, sort: "date_created", criteria: "desc" },
    });
    return found.results ?? [];
  }

  async function latestFor(paymentId: string): Promise<MpPayment | null> {
    const results = await allFor(paymentId);
    return results.find((item) => item.status === "approved") ?? results[0] ?? null;
  }

  return {
    id: "mercadopago",
    async startCard(input) {
      const created = await preferences.create({
        body: {
          items: [
            {
              id: input.paymentId,
              title: input.description,
              quantity: 1,
              unit_price: input.amount.amountMinor / 100,
              currency_id: input.amount.currency,
            },
          ],
          payer: { email: input.buyer.email, name: input.buyer.firstName, surname: input.buyer.lastName },
          external_reference: input.paymentId,
          back_urls: { success: input.returnUrl, failure: input.returnUrl, pending: input.returnUrl },
          auto_return: "approved",
          notification_url: options.notificationUrl,
          payment_methods: { installments: 12 },
        },
        requestOptions: { idempotencyKey: input.idempotencyKey },
      });
      if (!created.id || !created.init_point) throw new Error("Mercado Pago returned no preference URL");
      return { reference: created.id, url: created.init_point };
    },
    async readNotified(resourceId) {
      if (!/^\d{1,20}$/.test(resourceId)) return null;
      const payment = (await payments.get({ id: resourceId })) as MpPayment;
      return stateOfMpPayment(payment);
    },
    async readPayment(paymentId) {
      const payment = await latestFor(paymentId);
      return payment ? stateOfMpPayment(payment) : null;
    },
    verifyNotification(request) {
      const { dataId, requestId } = verifyMercadoPagoSignature(options.webhookSecret, request, options.now);
      // The notification's own id (Mercado Pago resends the same one until we answer 2xx).
      const notificationId = notificationIdOf(request.rawBody) ?? requestId;
      return { eventId: `${dataId}:${notificationId}`.slice(0, 200), resourceId: dataId };
    },
    async refund(_reference, paymentId, amount, idempotencyKey) {
      const payment = await latestFor(paymentId);
      if (!payment?.id || payment.status !== "approved") throw new Error("no approved Mercado Pago payment to refund");
      const given = await refunds.create({
        payment_id: payment.id,
        body: { amount: amount.amountMinor / 100 },
        requestOptions: { idempotencyKey },
      });
      if (given.id === undefined) throw new Error("Mercado Pago answered a refund without its id");
      return { reference: String(given.id) };
    },
    // Mercado Pago cancels a payment still pending, in process or authorized (PUT /v1/payments/:id, status
    // "cancelled"); one already approved cannot be, and is answered as it is.
    async cancelPending(paymentId) {
      const found = await allFor(paymentId);
      const approved = found.find((item) => item.status === "approved");
      if (approved) return stateOfMpPayment(approved);
      let last: MpPayment | null = null;
      for (const item of found) {
        if (item.id === undefined || !CANCELLABLE.has(item.status ?? "")) continue;
        // No request options: the SDK keeps them on the shared config for every later call.
        last = await payments.cancel({ id: String(item.id) });
      }
      const answer = last ?? found[0];
      return answer ? stateOfMpPayment(answer) : null;
    },
  };
}
