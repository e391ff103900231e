import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeMercadoPago } from "#tests/fakes/mercadopago-api.ts";
import { choosePlan, fillPurchase, resultsPath, uniqueEmail } from "./insurance-helpers.ts";
import { READY_DEADLINE_MS, serverOutput, startServer, stopServer } from "./own-server.ts";

const SECRET = "mp-webhook-secret-e2e-0123456789";
const SITE_URL = "https://kunturviajes.test";

/** Mercado Pago's documented x-signature: ts=…,v1=HMAC-SHA256("id:<data.id>;request-id:<x-request-id>;ts:<ts>;"). */
function signature(dataId: string, requestId: string): string {
  const ts = String(Math.floor(Date.now() / 1000));
  const v1 = createHmac("sha256", SECRET).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest("hex");
  return `ts=${ts},v1=${v1}`;
}

test.describe("production server with Mercado Pago (issue 30 items 1 and 2)", () => {
  test.describe.configure({ timeout: READY_DEADLINE_MS + 120_000 });

  test("starts with both variables set, fences the sandbox off and sells through Mercado Pago", async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one server start is enough");
    const fake = await startFakeMercadoPago();
    const dataDir = mkdtempSync(join(tmpdir(), "kv-mp-"));
    const port = Number(process.env.E2E_PORT ?? 3210) + 7;
    const origin = `http://127.0.0.1:${String(port)}`;
    const server = await startServer(dataDir, port, {
      PAYMENT_PROVIDER: "mercadopago",
      MERCADOPAGO_ACCESS_TOKEN: "TEST-0000000000000000-000000-e2e",
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
      MERCADOPAGO_API_URL: fake.base,
      SITE_URL,
      LOG_LEVEL: "info",
    });
    try {
      expect(serverOutput(server)).toContain('"paymentProvider":"mercadopago"');
      // The sandbox is gone: its pages and its 'bank' answer 404, and no page says it is a demo.
      for (const path of ["/pasarela-demo/pagar-codigo", "/pasarela-demo/estilos.css"]) {
        expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
      }
      const paid = await fetch(`${origin}/pasarela-demo/pagar-codigo`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "codigo=12345678",
      });
      expect(paid.status).toBe(404);
      expect(await (await fetch(`${origin}/`)).text()).not.toContain("Sitio de demostración");

      // A card purchase goes to Mercado Pago's Checkout Pro page (a preference created with our token).
      await page.route("https://www.mercadopago.com.pe/**", (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<title>Mercado Pago</title><p>Checkout Pro</p>",
        }),
      );
      await page.goto(`${origin}${resultsPath()}`);
      await choosePlan(page);
      await fillPurchase(page, { email: uniqueEmail("mercadopago"), payment: "Tarjeta" });
      await page.getByRole("button", { name: "Comprar seguro" }).click();
      await expect(page).toHaveURL(/^https:\/\/www\.mercadopago\.com\.pe\/checkout\/v1\/redirect\?pref_id=/);
      expect(fake.preferences).toHaveLength(1);
      const preference = fake.preferences[0]!;
      expect(preference.authorization).toBe("Bearer TEST-0000000000000000-000000-e2e");
      expect(preference.body.notification_url).toBe(`${SITE_URL}/api/v1/payments/notifications/mercadopago`);
      const item = (preference.body.items as Array<{ unit_price: number; currency_id: string }>)[0]!;
      const backUrl = new URL((preference.body.back_urls as { success: string }).success);
      expect(backUrl.origin).toBe(SITE_URL);

      // The buyer pays at Mercado Pago; its webhook arrives signed, and the server reads the payment back.
      fake.payments.set(9_000_001, {
        id: 9_000_001,
        status: "approved",
        status_detail: "accredited",
        external_reference: String(preference.body.external_reference),
        transaction_amount: item.unit_price,
        currency_id: item.currency_id,
        installments: 3,
        payment_method_id: "visa",
        card: { last_four_digits: "4242" },
      });
      const forged = await fetch(`${origin}/api/v1/payments/notifications/mercadopago?data.id=9000001&type=payment`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "req-1", "x-signature": "ts=1,v1=00" },
        body: JSON.stringify({ id: 1, type: "payment", data: { id: "9000001" } }),
      });
      expect(forged.status).toBe(401);
      const webhook = await fetch(`${origin}/api/v1/payments/notifications/mercadopago?data.id=9000001&type=payment`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-request-id": "req-2",
          "x-signature": signature("9000001", "req-2"),
        },
        body: JSON.stringify({ action: "payment.updated", id: 2, type: "payment", data: { id: "9000001" } }),
      });
      expect(webhook.status).toBe(200);
      expect(await webhook.json()).toMatchObject({ received: true, outcome: "applied" });

      // Back from Mercado Pago, the order is paid.
      await page.goto(`${origin}${backUrl.pathname}${backUrl.search}`);
      await expect(page.getByText("Pago confirmado: tu seguro está vigente.")).toBeVisible();
    } finally {
      // The page's open connections would hold the graceful shutdown.
      await page.close();
      const code = await stopServer(server);
      if (code !== 0) console.error(serverOutput(server));
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
