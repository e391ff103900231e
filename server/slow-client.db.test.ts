import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "#tests/support/test-db.ts";
import { buildTestApp } from "#tests/support/test-app.ts";

/**
 * Sends `head` at once, then one byte every `everyMs` forever, and answers when the server closes the connection:
 * how long it stayed open and what the server said.
 */
function trickle(port: number, head: string, everyMs: number): Promise<{ openMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write("a");
    }, everyMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ openMs: Date.now() - started, answer });
    });
  });
}

describe("slow clients (issue 15 item 1)", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(await createTestDb(), { HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
  });

  it("cuts off a body sent one byte at a time once the request time is up", async () => {
    const head =
      "POST /api/v1/newsletter/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Content-Length: 100000\r\n\r\n{";
    const { openMs, answer } = await trickle(port, head, 200);
    expect(openMs).toBeGreaterThanOrEqual(1900);
    // The limit plus Node's once-a-second check, with room for a loaded machine.
    expect(openMs).toBeLessThan(15_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it("cuts off headers sent one byte at a time once the headers time is up", async () => {
    const { openMs } = await trickle(port, "GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 200);
    expect(openMs).toBeGreaterThanOrEqual(900);
    expect(openMs).toBeLessThan(15_000);
  });

  it("cuts off a trickled body the server answered before reading it (403, 415, 405, a GET with a body)", async () => {
    const heads = [
      // A session cookie without Origin: 403 before the body is read.
      "POST /api/v1/me/password HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: __Host-kv_session=x; kv_session=x\r\n" +
        "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
      "POST /api/v1/newsletter/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml\r\n" +
        "Content-Length: 100000\r\n\r\n<",
      "PROPFIND /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n<",
      "GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n{",
    ];
    const results = await Promise.all(heads.map((head) => trickle(port, head, 200)));
    for (const [index, { openMs, answer }] of results.entries()) {
      expect(answer, heads[index]).toMatch(/^HTTP\/1\.1 (403|415|405|200)/);
      expect(openMs, heads[index]).toBeLessThan(15_000);
    }
  }, 30_000);
});
