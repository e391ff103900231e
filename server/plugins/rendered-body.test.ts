import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { RenderedBody } from "#request-context";
import { renderedBody } from "#app/utils/rendered-body.server.ts";
import { compressOptions, pageCompressOptions } from "./compression.ts";
import { pageCachePlugin } from "./page-cache.ts";
import { renderedBodyPlugin, renderedBodySlot } from "./rendered-body.ts";
import { securityPlugin } from "./security.ts";
import { PAGE_CACHE_HEADER } from "#app/utils/page-cache.ts";

const HTML = `<!doctype html><html><body>${"<p>Hola</p>".repeat(300)}</body></html>`;

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("renderedBody", () => {
  it("is an ordinary web stream over the Node stream when the host gives no slot", async () => {
    expect(await text(renderedBody(Readable.from([HTML]), undefined))).toBe(HTML);
  });

  it("leaves the Node stream in the slot, and reading the web stream claims it back", async () => {
    const slot: RenderedBody = { node: null };
    const body = Readable.from([HTML]);
    const web = renderedBody(body, slot);
    expect(slot.node).toBe(body);
    expect(await text(web)).toBe(HTML);
    expect(slot.node).toBeNull();
  });
});

/** A page route like the adapter's: the Response's web stream wrapped in a Node stream and sent. */
async function appWith(ttlMs: number) {
  const app = Fastify();
  await app.register(securityPlugin, { production: true, frameSources: [] });
  await app.register(renderedBodyPlugin);
  await app.register(pageCachePlugin, { ttlMs, sessionCookieName: "kv_session" });
  await app.register(compress, compressOptions);
  let renders = 0;
  let adapterReads = 0;
  app.get("/pagina", { compress: pageCompressOptions }, async (request, reply) => {
    renders += 1;
    const slot = renderedBodySlot(request);
    const web = renderedBody(Readable.from([HTML.slice(0, 1000), HTML.slice(1000)]), slot);
    const reader = web.getReader();
    const adapterStream = new Readable({
      read() {
        adapterReads += 1;
        void reader.read().then(({ done, value }) => this.push(done ? null : Buffer.from(value)));
      },
    });
    reply.type("text/html; charset=utf-8").header(PAGE_CACHE_HEADER, "5");
    return reply.send(adapterStream);
  });
  return { app, renders: () => renders, adapterReads: () => adapterReads };
}

describe("renderedBodyPlugin", () => {
  it("sends the rendered Node stream, compressed with brotli or gzip only (never zstd)", async () => {
    const { app, adapterReads } = await appWith(0);
    const br = await app.inject({ url: "/pagina", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HTML);
    const gzip = await app.inject({ url: "/pagina", headers: { "accept-encoding": "zstd, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HTML);
    const plain = await app.inject({ url: "/pagina", headers: { "accept-encoding": "zstd" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(HTML);
    // The adapter's stream over the web stream was never read: the host sent the Node stream itself.
    expect(adapterReads()).toBe(0);
    await app.close();
  });

  it("hands the page cache the whole page", async () => {
    const { app, renders } = await appWith(5000);
    const first = await app.inject({ url: "/pagina" });
    const second = await app.inject({ url: "/pagina", headers: { "accept-encoding": "gzip" } });
    expect(first.body).toBe(HTML);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(gunzipSync(second.rawPayload).toString()).toBe(HTML);
    expect(renders()).toBe(1);
    await app.close();
  });
});
