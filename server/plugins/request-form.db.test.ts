import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

/** Sends a raw HTTP/1.1 request (forms `inject` cannot express) and answers the status and body. */
function raw(port: number, requestLine: string, accept = "text/html"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`);
    });
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
  });
}

describe("unusual request forms (issue 15 items 5 and 8)", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(await createTestDb());
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers other methods with 405 and the methods it allows", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const response = await raw(port, `${method} / HTTP/1.1`, "application/json");
      expect(response.status, method).toBe(405);
      expect(JSON.parse(response.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    }
    // Node's parser refuses methods it does not know before the app sees them: a 4xx all the same.
    expect((await raw(port, "TRACK / HTTP/1.1")).status).toBe(400);
  });

  it("answers targets that are not a path with 400", async () => {
    for (const line of [
      "GET http://evil.example/ HTTP/1.1",
      "GET * HTTP/1.1",
      "OPTIONS * HTTP/1.1",
      "POST http://evil.example/api/v1/newsletter/contacts HTTP/1.1",
    ]) {
      const response = await raw(port, line, "application/json");
      expect(response.status, line).toBe(400);
      expect(JSON.parse(response.body), line).toMatchObject({ code: "INVALID_DATA" });
    }
  });

  it("answers malformed percent-encoding with our 400, HTML to a browser and JSON to the API, echoing nothing", async () => {
    const page = await raw(port, "GET /vuelos/%zz HTTP/1.1");
    expect(page.status).toBe(400);
    expect(page.body).toContain("Lo sentimos");
    expect(page.body).not.toContain("FST_ERR");
    expect(page.body).not.toContain("%zz");
    const api = await raw(port, "GET /api/v1/%zz HTTP/1.1", "application/json");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ code: "INVALID_DATA", message: "La dirección solicitada no es válida." });
  });

  it("still answers ordinary requests", async () => {
    expect((await raw(port, "GET /api/v1/health HTTP/1.1", "application/json")).status).toBe(200);
    expect((await raw(port, "OPTIONS /api/v1/health HTTP/1.1", "application/json")).status).not.toBe(500);
  });
  it("answers a body with control characters with 400 naming each field, before any handler", async () => {
    const endpoints = [
      ["/api/v1/newsletter/contacts", { name: "a\u0000b", lastname: "Quispe", email: "a@b.pe" }, ["name"]],
      ["/api/v1/price-alerts", { email: "a\u0007@b.pe", route: { origin: "LIM" } }, ["email"]],
      ["/api/v1/auth/register", { names: ["ok", "x\u001Fy"], nested: { deep: "\u0000" } }, ["names.1", "nested.deep"]],
    ] as const;
    for (const [url, payload, paths] of endpoints) {
      const response = await app.inject({ method: "POST", url, payload, headers: { origin: "http://localhost:3000" } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: "INVALID_DATA",
        reason: "control_characters",
        issues: paths.map((path) => ({ path, message: "Contiene caracteres no permitidos." })),
      });
    }
  });

  it("answers control characters in a path or query with 400 before any route reads them", async () => {
    for (const url of [
      "/promociones/%00",
      "/api/v1/flights/offers/abc%00def",
      "/seguros/comprar?plan=CONDOR-PERU%00x",
      "/api/v1/health?x=%0d%0aSet-Cookie:a",
      "/login?volver=%2F%09%2Fevil.example",
      "/api/v1/health?a%00b=1",
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await app.inject({ method, url, headers: { accept: "application/json" } });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json(), url).toMatchObject({
          code: "INVALID_DATA",
          message: "La dirección solicitada no es válida.",
        });
      }
    }
    expect((await app.inject({ method: "GET", url: "/api/v1/health?q=Cusco%20y%20Puno" })).statusCode).toBe(200);
  });
});
