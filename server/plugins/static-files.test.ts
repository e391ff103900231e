import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "#request-context";
import { precompressDirectory } from "#scripts/precompress.ts";
import { compressOptions, sendStaticFilesAsBuilt } from "./compression.ts";
import { reactRouterPlugin } from "./react-router.ts";

const SCRIPT = "/assets/home-Ab12Cd34.js";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The pages' plugin over a client build on disk, behind the app's compression; no page is rendered here. */
async function staticApp(buildDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  sendStaticFilesAsBuilt(app);
  await app.register(compress, compressOptions);
  await app.register(reactRouterPlugin, {
    serverBuild: {} as ServerBuild,
    buildDir,
    publicConfig: {} as PublicConfig,
    analyticsIdKey: "test-analytics-key",
    resolveUser: () => Promise.resolve(null),
    bodyLimit: 1024,
  });
  return app;
}

describe("the client build's files, served precompressed", () => {
  let app: FastifyInstance;
  let client: string;
  let script: Buffer;

  beforeAll(async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "static-files-"));
    client = join(buildDir, "client");
    mkdirSync(join(client, "assets"), { recursive: true });
    const lines = Array.from({ length: 300 }, (_, i) => `export const fare${String(i)} = "Lima-Cusco ${String(i)}";`);
    writeFileSync(join(client, SCRIPT), `${lines.join("\n")}\n`);
    writeFileSync(join(client, "assets", "tiny-Zz99Yy88.js"), "export const a = 1;\n".repeat(10));
    writeFileSync(join(client, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
    await precompressDirectory(client);
    script = readFileSync(join(client, SCRIPT));
    app = await staticApp(buildDir);
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers });

  it("sends the brotli copy to a browser that accepts br, ahead of gzip, with its length and immutable caching", async () => {
    const response = await get(SCRIPT, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(response.headers["content-length"])).toBe(readFileSync(join(client, `${SCRIPT}.br`)).length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(script);
  });

  it("sends the gzip copy to a browser without brotli", async () => {
    const response = await get(SCRIPT, { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload)).toEqual(script);
  });

  it("sends the file itself to a client that accepts no compression", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Array<Record<string, string>>) {
      const response = await get(SCRIPT, headers);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["vary"]).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe(IMMUTABLE);
      expect(Number(response.headers["content-length"])).toBe(script.length);
      expect(response.rawPayload).toEqual(script);
    }
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await get(SCRIPT, { "accept-encoding": "br" }, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(Number(response.headers["content-length"])).toBe(readFileSync(join(client, `${SCRIPT}.br`)).length);
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers 304 to a revalidation by ETag or by date, per encoding", async () => {
    const first = await get(SCRIPT, { "accept-encoding": "br" });
    const etag = String(first.headers["etag"]);
    const plainEtag = String((await get(SCRIPT)).headers["etag"]);
    expect(etag).not.toBe(plainEtag);
    const byEtag = await get(SCRIPT, { "accept-encoding": "br", "if-none-match": etag });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const lastModified = String(first.headers["last-modified"]);
    const byDate = await get(SCRIPT, { "accept-encoding": "br", "if-modified-since": lastModified });
    expect(byDate.statusCode).toBe(304);
    // The brotli copy's tag does not revalidate the plain file.
    expect((await get(SCRIPT, { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("does not compress on the fly a file too small to have copies", async () => {
    const response = await get("/assets/tiny-Zz99Yy88.js", { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe("200");
  });

  it("keeps an hour's caching for files outside /assets/, which keep their name across builds", async () => {
    const response = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
