import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEMO_NOTICE, paymentsAreSimulated } from "#app/utils/payment-mode.ts";
import { buildApp, publicConfigFrom } from "./app.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { parseEnv } from "./env.ts";
import { TEST_SECRETS } from "#tests/support/test-app.ts";

const MERCADOPAGO = {
  PAYMENT_PROVIDER: "mercadopago",
  MERCADOPAGO_ACCESS_TOKEN: "TEST-0000000000000000-000000-abcdef",
  MERCADOPAGO_WEBHOOK_SECRET: "mp-webhook-secret-0123456789",
};

// Each app closes its database when it closes (an onClose hook): one database per app.
async function appWith(overrides: Record<string, string>) {
  const db = await createTestDb();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString("utf8"));
      callback();
    },
  });
  const env = parseEnv({ NODE_ENV: "test", JOBS_ENABLED: "false", SANDBOX_GATEWAY_POLL_MS: "0", ...overrides });
  const app = await buildApp({ env, secrets: TEST_SECRETS, db, pages: false, logger: { level: "info", stream } });
  await app.ready();
  return { app, env, log: () => lines.join("") };
}

describe("the payment provider is one explicit setting", () => {
  it("with the sandbox: its pages answer, pages and documents say no money moves, and so does the start log", async () => {
    const { app, env, log } = await appWith({});
    try {
      expect(env.PAYMENT_PROVIDER).toBe("sandbox");
      expect((await app.inject({ method: "GET", url: "/pasarela-demo/pagar-codigo" })).statusCode).toBe(200);
      expect(publicConfigFrom(env).simulatedPayments).toBe(true);
      expect(paymentsAreSimulated()).toBe(true);
      expect(log()).toContain(DEMO_NOTICE);
    } finally {
      await app.close().catch(() => undefined);
    }
  }, 120_000);

  it("with Mercado Pago: every sandbox route is 404, a cash code paid at the 'bank' moves nothing, no demo notice", async () => {
    const { app, env, log } = await appWith(MERCADOPAGO);
    try {
      for (const [method, url] of [
        ["GET", "/pasarela-demo/pagar-codigo"],
        ["POST", "/pasarela-demo/pagar-codigo"],
        ["POST", "/pasarela-demo/tarjeta/00000000-0000-0000-0000-000000000000"],
        ["POST", "/pasarela-demo/api/sessions"],
        ["GET", "/pasarela-demo/estilos.css"],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          payload: method === "POST" ? { code: "12345678", number: "4111111111111111" } : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(app.registeredRoutes.some((route) => route.url.startsWith("/pasarela-demo"))).toBe(false);
      expect(publicConfigFrom(env).simulatedPayments).toBe(false);
      expect(paymentsAreSimulated()).toBe(false);
      expect(log()).toContain('"paymentProvider":"mercadopago"');
      expect(log()).not.toContain(DEMO_NOTICE);
    } finally {
      await app.close().catch(() => undefined);
    }
  }, 120_000);
});
