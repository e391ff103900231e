import type { FastifyInstance } from "fastify";
import { PARTNER_BANKS } from "#app/features/benefits/benefits-content.ts";
import { configurePayments } from "#app/features/payments/payments-config.server.ts";
import { createMercadoPagoProvider } from "#app/features/payments/providers/mercadopago.server.ts";
import { createSandboxProvider, type GatewayTransport } from "#app/features/payments/providers/sandbox.server.ts";
import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { DEMO_NOTICE } from "#app/utils/payment-mode.ts";
import { createSandboxGateway } from "./sandbox-gateway/gateway-plugin.ts";

export const NOTIFICATIONS_PATH = "/api/v1/payments/notifications";

/**
 * Payments: PAYMENT_PROVIDER names who takes them. The sandbox gateway is mounted in this process (its own routes
 * under /pasarela-demo) and reached in-process, as a separate server would be over HTTP; with Mercado Pago it is not
 * mounted at all. Called by buildApp before the API routes; answers the gateway when the sandbox is on.
 */
export async function setupPayments(app: FastifyInstance, options: { env: Env; db: Db; sandboxSecret: string }) {
  const { env } = options;
  const siteUrl = env.SITE_URL.replace(/\/$/, "");
  if (env.PAYMENT_PROVIDER === "mercadopago" && env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_WEBHOOK_SECRET) {
    // A real provider: the sandbox is not mounted at all (its pages answer 404, its test cards pay nothing).
    const mercadopago = createMercadoPagoProvider({
      accessToken: env.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET,
      notificationUrl: `${siteUrl}${NOTIFICATIONS_PATH}/mercadopago`,
      apiBaseUrl: env.MERCADOPAGO_API_URL,
    });
    // Cash codes: Mercado Pago's Checkout Pro has no CIP codes of its own (Culqi would: decision 023).
    configurePayments({
      ...common(env, app),
      providers: { mercadopago },
      cardProvider: "mercadopago",
      cashProvider: null,
    });
    app.log.info({ paymentProvider: "mercadopago" }, "payments: Mercado Pago takes real payments");
    return null;
  }
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
    baseUrl: siteUrl,
    secret: options.sandboxSecret,
    notifyUrl: `${siteUrl}${NOTIFICATIONS_PATH}/sandbox`,
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
  configurePayments({ ...common(env, app), providers: { sandbox }, cardProvider: "sandbox", cashProvider: "sandbox" });
  app.log.warn({ paymentProvider: "sandbox" }, `payments: sandbox gateway, no real charges (${DEMO_NOTICE})`);
  return gateway;
}

function common(env: Env, app: FastifyInstance) {
  return { cashCodeHours: env.PAYMENT_CODE_HOURS, providerTimeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS, log: app.log };
}
