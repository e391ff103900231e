import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "./db/client.ts";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

describe("API platform behaviour", () => {
  let db: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    app = await buildTestApp(db, { BODY_LIMIT_BYTES: "2048" });
    app.post("/api/v1/test-echo", async (request) => ({ received: request.body }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers health and readiness", async () => {
    const health = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ method: "GET", url: "/api/v1/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("puts security headers and a request id on API responses", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'/);
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives every request its own CSP nonce", async () => {
    const nonceOf = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];
    const first = await app.inject({ method: "GET", url: "/api/v1/health" });
    const second = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(nonceOf(first.headers["content-security-policy"])).toBeTruthy();
    expect(nonceOf(first.headers["content-security-policy"])).not.toBe(
      nonceOf(second.headers["content-security-policy"]),
    );
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/v1/nothing-here", "/api/other", "/api/v2/health"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "El recurso solicitado no existe." });
    }
  });

  it("answers malformed JSON with a 400 and no stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/test-echo",
      headers: { "content-type": "application/json" },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_DATA",
      message: "El cuerpo de la solicitud no es un JSON válido.",
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("answers a body over the limit with a 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/test-echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "La solicitud es demasiado grande." });
  });

  it("accepts a valid body", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test-echo", payload: { ok: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { ok: true } });
  });
});

describe("readiness when the database is down", () => {
  it("answers 503 with a JSON body", async () => {
    const db = await createTestDb();
    const app = await buildTestApp({ ...db, close: async () => undefined });
    await app.ready();
    await db.close();
    const response = await app.inject({ method: "GET", url: "/api/v1/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: "UNAVAILABLE", message: "La base de datos no está disponible." });
    const health = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    await app.close();
  });
});

describe("rate limiting", () => {
  it("answers 429 with a Spanish message once the limit is passed", async () => {
    const db = await createTestDb();
    const app = await buildTestApp(db, { RATE_LIMIT_MAX: "3" });
    app.get("/api/v1/limited", async () => ({ ok: true }));
    await app.ready();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await app.inject({ method: "GET", url: "/api/v1/limited" });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Has realizado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
    });
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    await app.close();
  });
});
