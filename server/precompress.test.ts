import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies of scripts and styles over 1 KB that decode to the file, and skips the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = `export const x = ${JSON.stringify("kuntur ".repeat(400))};\n`;
    writeFileSync(join(dir, "assets", "app-abc.js"), script);
    writeFileSync(join(dir, "assets", "tiny.css"), "a{}");
    writeFileSync(join(dir, "photo.webp"), Buffer.alloc(4096, 1));
    const done = await precompressDirectory(dir);
    expect(done.files).toBe(1);
    const path = join(dir, "assets", "app-abc.js");
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(done.brotliBytes).toBeLessThan(done.bytes / 10);
    expect(existsSync(join(dir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.webp.br"))).toBe(false);
  });
});
