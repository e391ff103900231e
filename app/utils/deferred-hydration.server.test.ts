import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./deferred-hydration.ts";
import { deferHydrationScripts } from "./deferred-hydration.server.ts";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>';
const BODY =
  '<body><p>rel="modulepreload" and type="module" are only text here, años después</p>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<script nonce="n1" type="module" async="">import "/other.js";</script></body></html>';

/** Streams `html` cut into pieces of `size` bytes (splitting tags and multi-byte characters) through the transform. */
async function throughTransform(html: string, size: number, limit?: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(deferHydrationScripts(limit)));
}

const EXPECTED =
  HEAD.replaceAll('rel="modulepreload"', `rel="${DEFERRED_PRELOAD_REL}"`) +
  BODY.replace(
    '<script nonce="n1" type="module" async="">import * as',
    `<script nonce="n1" type="${DEFERRED_MODULE_TYPE}" async="">import * as`,
  );

describe("deferred hydration scripts", () => {
  it.each([1, 7, 64, 100_000])(
    "makes the head's module preloads and the first module script inert, whatever the chunk size (%i bytes)",
    async (size) => {
      await expect(throughTransform(HEAD + BODY, size)).resolves.toBe(EXPECTED);
    },
  );

  it("leaves a document without module preloads unchanged", async () => {
    const html = '<html><head><link rel="stylesheet" href="/a.css"/></head>' + BODY;
    await expect(throughTransform(html, 16)).resolves.toBe(html);
  });

  it("passes a head that streams past its limit through unchanged", async () => {
    const html = `<html><head>${'<link rel="modulepreload" href="/a.js"/>'.repeat(50)}</head>${BODY}`;
    await expect(throughTransform(html, 16, 100)).resolves.toBe(html);
  });

  it("keeps a body without a module script whole", async () => {
    const body = "<body>" + "<p>texto</p>".repeat(100) + "</body></html>";
    const out = await throughTransform(HEAD + body, 33);
    expect(out).toBe(HEAD.replaceAll('rel="modulepreload"', `rel="${DEFERRED_PRELOAD_REL}"`) + body);
  });
});
