import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress.ts";

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies of scripts and styles of 256 bytes or more that decode to the file, and skips the rest", async () => {
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

  it("writes no copy of a file that compression does not shrink", async () => {
    const dir = mkdtempSync(join(tmpdir(), "precompress-"));
    writeFileSync(join(dir, "noise.js"), randomBytes(4096));
    const done = await precompressDirectory(dir);
    expect(done).toEqual({ files: 1, bytes: 4096, brotliBytes: 4096, gzipBytes: 4096 });
    expect(existsSync(join(dir, "noise.js.br"))).toBe(false);
    expect(existsSync(join(dir, "noise.js.gz"))).toBe(false);
  });
});
