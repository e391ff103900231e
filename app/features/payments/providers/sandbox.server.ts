import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { BankSteps, PaymentStatus } from "#app/features/payments/payment-contract.ts";
import { toDeclineReason } from "#app/features/payments/payment-messages.ts";
import {
  NotificationRejected,
  type IncomingNotification,
  type PaymentProvider,
  type ProviderPaymentState,
} from "./payment-provider.ts";

/** How our server reaches the gateway's API: HTTP to its base URL, or in-process (Fastify inject) when embedded. */
export type GatewayTransport = (request: {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers: Record<string, string>;
}) => Promise<{ status: number; json: unknown }>;

export function httpTransport(baseUrl: string): GatewayTransport {
  return async ({ method, path, body, headers }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  };
}

const SessionSchema = z.object({
  id: z.string(),
  merchantReference: z.string(),
  status: z.enum(["pending", "challenge", "processing", "approved", "declined", "expired", "cancelled", "refunded"]),
  declineReason: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.enum(["PEN", "USD"]),
  installments: z.number().int().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  submittedAt: z.string().nullable(),
  url: z.string().nullable(),
  cashCode: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bankSteps: z
    .array(
      z.object({
        Imagen: z.string(),
        Name: z.string(),
        PaymentSteps: z.array(z.object({ Step: z.string(), Value: z.string() })),
      }),
    )
    .nullable(),
});

const RefundAnswerSchema = z.object({ refund: z.object({ id: z.string().min(1) }) });

const NotificationSchema = z.object({ eventId: z.string().min(1).max(100), sessionId: z.string().min(1).max(100) });

export const SANDBOX_SIGNATURE_HEADER = "x-pasarela-signature";
/** Notifications older (or newer) than this are refused: a captured request cannot be replayed later. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

const STATUS: Record<z.infer<typeof SessionSchema>["status"], PaymentStatus> = {
  pending: "pending",
  challenge: "pending",
  processing: "pending",
  approved: "approved",
  declined: "declined",
  expired: "expired",
  cancelled: "cancelled",
  refunded: "refunded",
};

function stateOf(session: z.infer<typeof SessionSchema>): ProviderPaymentState {
  return {
    paymentId: session.merchantReference,
    status: STATUS[session.status],
    declineReason: session.status === "declined" ? (toDeclineReason(session.declineReason) ?? "other") : null,
    rawStatus: session.status,
    amount: { amountMinor: session.amountMinor, currency: session.currency },
    installments: session.installments,
    cardBrand: session.cardBrand,
    cardLast4: session.cardLast4,
    awaitingSince: session.status === "processing" && session.submittedAt ? new Date(session.submittedAt) : null,
  };
}

/** Checks `t=<unix>,v1=<hex>` = HMAC-SHA256(secret, "<t>.<raw body>") and the timestamp's freshness. */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now = Date.now(),
): void {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]),
  );
  const timestamp = parts.t;
  const given = parts.v1;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) {
    throw new NotificationRejected("malformed signature header");
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new NotificationRejected("signature mismatch");
  if (Math.abs(now / 1000 - Number(timestamp)) > NOTIFICATION_TOLERANCE_SECONDS) {
    throw new NotificationRejected("stale timestamp");
  }
}

/** Our side of the built-in sandbox gateway (server/sandbox-gateway): its API, its signed notifications. */
export function createSandboxProvider(options: {
  secret: string;
  transport: GatewayTransport;
  now?: () => number;
}): PaymentProvider {
  const auth = { authorization: `Bearer ${options.secret}` };
  async function call(method: "GET" | "POST", path: string, body?: unknown) {
    const { status, json } = await options.transport({ method, path, body, headers: auth });
    if (status === 404) return null;
    if (status < 200 || status >= 300)
      throw new Error(`sandbox gateway answered ${String(status)} to ${method} ${path}`);
    return SessionSchema.parse(json);
  }
  async function must(method: "GET" | "POST", path: string, body?: unknown) {
    const session = await call(method, path, body);
    if (!session) throw new Error(`sandbox gateway: ${path} not found`);
    return session;
  }
  return {
    id: "sandbox",
    async startCard(input) {
      const session = await must("POST", "/pasarela-demo/api/sessions", {
        merchantKey: input.idempotencyKey,
        merchantReference: input.paymentId,
        amountMinor: input.amount.amountMinor,
        currency: input.amount.currency,
        description: input.description,
        returnUrl: input.returnUrl,
      });
      if (!session.url) throw new Error("sandbox gateway returned no page URL");
      return { reference: session.id, url: session.url };
    },
    async createCashCode(input) {
      const session = await must("POST", "/pasarela-demo/api/cash-codes", {
        merchantKey: input.idempotencyKey,
        merchantReference: input.paymentId,
        amountMinor: input.amount.amountMinor,
        currency: input.amount.currency,
        description: input.description,
        expiresAt: input.expiresAt.toISOString(),
      });
      if (!session.cashCode || !session.expiresAt) throw new Error("sandbox gateway returned no cash code");
      const bankSteps: BankSteps[] = session.bankSteps ?? [];
      return { reference: session.id, code: session.cashCode, expiresAt: new Date(session.expiresAt), bankSteps };
    },
    async readNotified(resourceId) {
      const session = await call("GET", `/pasarela-demo/api/sessions/${encodeURIComponent(resourceId)}`);
      return session ? stateOf(session) : null;
    },
    async readPayment(_paymentId, reference) {
      const session = await call("GET", `/pasarela-demo/api/sessions/${encodeURIComponent(reference)}`);
      return session ? stateOf(session) : null;
    },
    verifyNotification(request: IncomingNotification) {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(
        options.secret,
        request.rawBody,
        Array.isArray(header) ? header[0] : header,
        options.now?.(),
      );
      let parsed;
      try {
        parsed = NotificationSchema.parse(JSON.parse(request.rawBody.toString("utf8")));
      } catch {
        throw new NotificationRejected("malformed body");
      }
      return { eventId: parsed.eventId, resourceId: parsed.sessionId };
    },
    async refund(reference, _paymentId, amount, idempotencyKey) {
      const path = `/pasarela-demo/api/sessions/${encodeURIComponent(reference)}/refunds`;
      const { status, json } = await options.transport({
        method: "POST",
        path,
        body: { amountMinor: amount.amountMinor, idempotencyKey },
        headers: auth,
      });
      if (status < 200 || status >= 300) throw new Error(`sandbox gateway answered ${String(status)} to POST ${path}`);
      return { reference: RefundAnswerSchema.parse(json).refund.id };
    },
    async cancelPending(_paymentId, reference) {
      const session = await call("POST", `/pasarela-demo/api/sessions/${encodeURIComponent(reference)}/cancel`, {});
      return session ? stateOf(session) : null;
    },
  };
}
