import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle, type DbHandle } from "#db";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp, TEST_SECRETS } from "#tests/support/test-app.ts";

const form = { "content-type": "application/x-www-form-urlencoded" };
const auth = { authorization: `Bearer ${TEST_SECRETS.sandboxGatewaySecret}` };

describe("sandbox gateway pages and API", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let sessionPath = "";

  beforeAll(async () => {
    handle = await createTestDb();
    setDbHandle(handle);
    app = await buildTestApp(handle, { SANDBOX_GATEWAY_POLL_MS: "0" });
    const created = await app.inject({
      method: "POST",
      url: "/pasarela-demo/api/sessions",
      headers: auth,
      payload: {
        merchantKey: "merchant-key-pages-0001",
        merchantReference: "00000000-0000-4000-8000-000000000001",
        amountMinor: 129_900,
        currency: "PEN",
        description: "Vuelo LIM-CUZ",
        returnUrl: "http://localhost:3000/procesando/x",
      },
    });
    expect(created.statusCode).toBe(201);
    sessionPath = new URL(created.json<{ url: string }>().url).pathname;
  });
  afterAll(async () => {
    await app.close();
  });

  function post(fields: Record<string, string>) {
    const body = new URLSearchParams({
      vencimiento: "12/39",
      cvv: "123",
      titular: "Rosa Quispe",
      documento: "45678912",
      cuotas: "1",
      ...fields,
    });
    return app.inject({ method: "POST", url: sessionPath, headers: form, payload: body.toString() });
  }

  it("serves the hosted page with its own CSP, no inline script, and the amount", async () => {
    const page = await app.inject({ method: "GET", url: sessionPath });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    // One script of its own origin (the expiry's "/"), never inline code.
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/pasarela-demo/vencimiento.js" defer>']);
    expect(page.body).toMatch(/<script[^>]*><\/script>/);
    const script = await app.inject({ method: "GET", url: "/pasarela-demo/vencimiento.js" });
    expect(script.headers["content-type"]).toContain("text/javascript");
    expect(script.body).toContain('getElementById("vencimiento")');
    expect(page.body).toContain("S/ 1,299.00");
    expect(page.body).toContain("Banco Cordillera, Banco Costa Verde, Banco Qhapaq y Banco Pacífico Andino");
    // SPEC 9: the partner banks' interest-free instalments are not offered on the website.
    expect(page.body).toContain("2 cuotas con intereses de tu banco</option>");
    expect(page.body).not.toMatch(/\d cuotas<\/option>|<strong>sin intereses<\/strong>/);
    expect(page.body).toContain("no aplican a boletos aéreos ni a compras en el sitio web");
    const css = await app.inject({ method: "GET", url: "/pasarela-demo/estilos.css" });
    expect(css.headers["content-type"]).toContain("text/css");
  });

  it("refuses a number failing Luhn, a wrong CVV length for the brand, a past expiry; never echoes the number", async () => {
    const luhn = await post({ numero: "4111111111111112" });
    expect(luhn.statusCode).toBe(200);
    expect(luhn.body).toContain("El número de tarjeta no es válido");
    expect(luhn.body).not.toContain("4111111111111112");
    const amex = await post({ numero: "378282246310005", cvv: "123" });
    expect(amex.statusCode).toBe(200);
    expect(amex.body).toContain("El código de seguridad de American Express tiene 4 dígitos.");
    expect(amex.body).not.toContain("378282246310005");
    const visa = await post({ numero: "4111111111111111", cvv: "1234" });
    expect(visa.body).toContain("El código de seguridad de Visa tiene 3 dígitos.");
    const expired = await post({ numero: "4111111111111111", vencimiento: "01/20" });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain("La fecha de vencimiento ya pasó");
    expect(expired.body).toContain('aria-invalid="true"');
    expect(expired.body).toContain('value="Rosa Quispe"');
  });

  it("keeps its API for the merchant only (Bearer secret) and 404s unknown sessions", async () => {
    const anonymous = await app.inject({ method: "GET", url: "/pasarela-demo/api/sessions/ses_aaaaaaaaaaaaaaaa" });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await app.inject({
      method: "GET",
      url: "/pasarela-demo/api/sessions/ses_aaaaaaaaaaaaaaaa",
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/pasarela-demo/tarjeta/ses_nope" })).statusCode).toBe(404);
  });

  it("answers the same session for the same merchant key", async () => {
    const payload = {
      merchantKey: "merchant-key-pages-0002",
      merchantReference: "ref-2",
      amountMinor: 5000,
      currency: "USD",
      description: "Seguro",
      returnUrl: "http://localhost:3000/vuelta",
    };
    const first = await app.inject({ method: "POST", url: "/pasarela-demo/api/sessions", headers: auth, payload });
    const second = await app.inject({ method: "POST", url: "/pasarela-demo/api/sessions", headers: auth, payload });
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });
});
