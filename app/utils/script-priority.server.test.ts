import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, markModulePreloadsLowPriority } from "./script-priority.server.ts";

const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>';
const BODY =
  '<body><p>rel="modulepreload" is only text here</p><script type="module">import "/assets/root.js"</script></body></html>';

/** Streams `html` cut into pieces of `size` bytes (splitting tags and multi-byte characters) through the transform. */
async function throughTransform(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return text(Readable.from(pieces).pipe(lowPriorityModulePreloads()));
}

describe("low-priority module preloads", () => {
  it("marks every module preload of the head and nothing else", () => {
    const out = markModulePreloadsLowPriority(HEAD);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(markModulePreloadsLowPriority(out)).toBe(out);
  });

  it.each([1, 7, 64, 100_000])("rewrites the head only, whatever the chunk size (%i bytes)", async (size) => {
    const html = HEAD + BODY.replace("text here", "text here, años después");
    const out = await throughTransform(html, size);
    expect(out).toBe(markModulePreloadsLowPriority(HEAD) + BODY.replace("text here", "text here, años después"));
  });

  it("passes a document without a head end through unchanged", async () => {
    const html = '<link rel="modulepreload" href="/a.js"/>'.repeat(10);
    await expect(throughTransform(html, 16)).resolves.toBe(html);
  });

  it("stops holding text once a head has streamed past its limit, and passes it through", async () => {
    const long = `<html><head>${'<link rel="modulepreload" href="/a.js"/>'.repeat(50)}</head><body></body></html>`;
    const pieces = long.match(/[\s\S]{1,16}/g)?.map((piece) => Buffer.from(piece)) ?? [];
    const out = await text(Readable.from(pieces).pipe(lowPriorityModulePreloads(100)));
    expect(out).toBe(long);
  });
});
