import type { FastifyInstance } from "fastify";
import { PARTNER_BANKS } from "../app/features/benefits/benefits-content.ts";
import { configurePayments } from "../app/features/payments/payments-config.server.ts";
import { createMercadoPagoProvider } from "../app/features/payments/providers/mercadopago.server.ts";
import type { PaymentProvider } from "../app/features/payments/providers/payment-provider.ts";
import { createSandboxProvider, type GatewayTransport } from "../app/features/payments/providers/sandbox.server.ts";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createSandboxGateway } from "./sandbox-gateway/gateway-plugin.ts";

export const NOTIFICATIONS_PATH = "/api/v1/payments/notifications";

/**
 * Payments (issue 19): the built-in sandbox gateway is mounted in this process (its own routes under /pasarela-demo)
 * and reached in-process, as a separate server would be over HTTP; Mercado Pago takes card payments when both of its
 * variables are set. Called by buildApp before the API routes.
 */
export async function setupPayments(app: FastifyInstance, options: { env: Env; db: Db; sandboxSecret: string }) {
  const { env } = options;
  // The embedded gateway and our server talk through Fastify's inject: no dependency on SITE_URL being reachable.
  const transport: GatewayTransport = async ({ method, path, body, headers }) => {
    const response = await app.inject({
      method,
      url: path,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as unknown) : null };
  };
  const gateway = createSandboxGateway({
    db: options.db,
    baseUrl: env.SITE_URL.replace(/\/$/, ""),
    secret: options.sandboxSecret,
    notifyUrl: `${env.SITE_URL.replace(/\/$/, "")}${NOTIFICATIONS_PATH}/sandbox`,
    merchantOrigins: [new URL(env.SITE_URL).origin],
    partnerBanks: PARTNER_BANKS.map((bank) => bank.name),
    pollIntervalMs: env.SANDBOX_GATEWAY_POLL_MS,
    deliver: async ({ url, body, headers }) => {
      const response = await app.inject({ method: "POST", url: new URL(url).pathname, payload: body, headers });
      return response.statusCode;
    },
    log: app.log,
  });
  await app.register(gateway.plugin);

  const sandbox = createSandboxProvider({ secret: options.sandboxSecret, transport });
  const providers: { sandbox: PaymentProvider; mercadopago?: PaymentProvider } = { sandbox };
  if (env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET) {
    providers.mercadopago = createMercadoPagoProvider({
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
      notificationUrl: `${env.SITE_URL.replace(/\/$/, "")}${NOTIFICATIONS_PATH}/mercadopago`,
    });
  }
  configurePayments({
    providers,
    cardProvider: providers.mercadopago ? "mercadopago" : "sandbox",
    // Cash codes: Mercado Pago's Checkout Pro has no CIP codes of its own (Culqi would: decision 023).
    cashProvider: providers.mercadopago ? null : "sandbox",
    cashCodeHours: env.PAYMENT_CODE_HOURS,
    providerTimeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    log: app.log,
  });
  return gateway;
}
