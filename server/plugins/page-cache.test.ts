import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "#app/utils/page-cache.ts";
import { pageCachePlugin } from "./page-cache.ts";
import { securityPlugin } from "./security.ts";

const SESSION = "kv_session";

async function appWith(ttlMs: number) {
  const app = Fastify();
  const renders: Record<string, number> = {};
  const page = (name: string, nonce: string) =>
    `<!doctype html><html><body><h1>${name}</h1><script nonce="${nonce}">window.n="${nonce}"</script>${"x".repeat(2000)}</body></html>`;
  await app.register(securityPlugin, { production: true, frameSources: [] });
  await app.register(pageCachePlugin, { ttlMs, sessionCookieName: SESSION, renderingCookieNames: ["COOKIES_CONFIG"] });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["gzip"] });
  const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);
  /** A test page: its render count is kept under its path's name; opted in unless `optIn: false`. */
  const route = (
    path: string,
    title: string,
    options: { status?: number; optIn?: boolean; stream?: boolean; headers?: Record<string, string> } = {},
  ) =>
    app.get(path, async (request, reply) => {
      count(path.slice(1));
      const html = page(title, request.cspNonce);
      reply
        .code(options.status ?? 200)
        .type("text/html; charset=utf-8")
        .headers({ ...(options.optIn === false ? {} : { [PAGE_CACHE_HEADER]: "5" }), ...options.headers });
      return reply.send(options.stream ? Readable.from([html]) : html);
    });
  route("/pagina", "Página", { headers: { "cache-control": "no-cache" } });
  route("/stream", "Stream", { stream: true });
  route("/no-existe", "404", { status: 404 });
  route("/con-cookie", "Cookie", { headers: { "set-cookie": "kv_ab=1" } });
  route("/falla", "Error", { status: 500 });
  route("/token", "Enlace de un solo uso", { optIn: false });
  app.get("/api/v1/dato", async () => {
    count("api");
    return { ok: true };
  });
  return { app, renders };
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

let current: Awaited<ReturnType<typeof appWith>>["app"] | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe("page cache", () => {
  it("renders an anonymous page once, then serves it with each response's own nonce", async () => {
    const { app, renders } = await appWith(5000);
    current = app;
    const first = await app.inject({ url: "/pagina" });
    const second = await app.inject({ url: "/pagina" });
    expect(renders.pagina).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    const firstNonce = nonceOf(first.headers["content-security-policy"]);
    const secondNonce = nonceOf(second.headers["content-security-policy"]);
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.body).toContain(`nonce="${String(secondNonce)}"`);
    expect(second.body).not.toContain(String(firstNonce));
    expect(second.body.replaceAll(String(secondNonce), "N")).toBe(first.body.replaceAll(String(firstNonce), "N"));
  });

  it("answers hits gzipped, with the response's own nonce inside", async () => {
    const { app } = await appWith(5000);
    current = app;
    await app.inject({ url: "/pagina" });
    const hit = await app.inject({ url: "/pagina", headers: { "accept-encoding": "gzip" } });
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    const html = gunzipSync(hit.rawPayload).toString();
    expect(html).toContain("<h1>Página</h1>");
    expect(html).toContain(`nonce="${String(nonceOf(hit.headers["content-security-policy"]))}"`);
  });

  it("stores streamed pages and the 404 page", async () => {
    const { app, renders } = await appWith(5000);
    current = app;
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: "/stream" })).body).toContain("<h1>Stream</h1>");
      const missing = await app.inject({ url: "/no-existe" });
      expect(missing.statusCode).toBe(404);
    }
    expect(renders.stream).toBe(1);
    expect(renders["no-existe"]).toBe(1);
  });

  it("stores only the pages whose route opts in, and never lets the opt-in header out", async () => {
    const { app, renders } = await appWith(5000);
    current = app;
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ url: "/token" });
      expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(response.headers["x-page-cache"]).toBeUndefined();
      const cached = await app.inject({ url: "/pagina" });
      expect(cached.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      const own = await app.inject({ url: "/pagina", headers: { cookie: `${SESSION}=abc` } });
      expect(own.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
    expect(renders.token).toBe(2);
    const { app: off } = await appWith(0);
    const response = await off.inject({ url: "/pagina" });
    expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    await off.close();
  });

  it("never serves or stores a signed-in visitor's page, a page that sets a cookie, an error, or the API", async () => {
    const { app, renders } = await appWith(5000);
    current = app;
    for (let i = 0; i < 2; i++) {
      const own = await app.inject({ url: "/pagina", headers: { cookie: `${SESSION}=abc` } });
      expect(own.headers["x-page-cache"]).toBeUndefined();
      await app.inject({ url: "/con-cookie" });
      await app.inject({ url: "/falla" });
      await app.inject({ url: "/api/v1/dato" });
    }
    expect(renders.pagina).toBe(2);
    expect(renders["con-cookie"]).toBe(2);
    expect(renders.falla).toBe(2);
    expect(renders.api).toBe(2);
  });

  it("neither serves nor stores a page rendered from a cookie the page depends on (the cookie choice)", async () => {
    const { app, renders } = await appWith(5000);
    current = app;
    await app.inject({ url: "/pagina" });
    const chosen = await app.inject({ url: "/pagina", headers: { cookie: "a=1; COOKIES_CONFIG=%7B%7D" } });
    expect(chosen.headers["x-page-cache"]).toBeUndefined();
    await app.inject({ url: "/stream", headers: { cookie: "COOKIES_CONFIG=%7B%7D" } });
    expect((await app.inject({ url: "/stream" })).headers["x-page-cache"]).toBe("miss");
    expect(renders.pagina).toBe(2);
  });

  it("keys on the whole URL and renders again once the entry expires", async () => {
    const { app, renders } = await appWith(50);
    current = app;
    await app.inject({ url: "/pagina" });
    await app.inject({ url: "/pagina?tab=1" });
    expect(renders.pagina).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const again = await app.inject({ url: "/pagina" });
    expect(again.headers["x-page-cache"]).toBe("miss");
    expect(renders.pagina).toBe(3);
  });

  it("is off with a TTL of 0", async () => {
    const { app, renders } = await appWith(0);
    current = app;
    await app.inject({ url: "/pagina" });
    const second = await app.inject({ url: "/pagina" });
    expect(second.headers["x-page-cache"]).toBeUndefined();
    expect(renders.pagina).toBe(2);
  });
});
