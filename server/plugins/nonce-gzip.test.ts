import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipWithNonce, prepareNonceGzip, textWithNonce } from "./nonce-gzip.ts";

const OLD = "c3RvcmVkLW5vbmNlLTEyMzQ1Ng==";

describe("gzip with a per-response nonce", () => {
  it("decodes to the text with the new nonce in every place", () => {
    const text = `<!doctype html><script nonce="${OLD}">a()</script>${"ñandú ".repeat(5000)}<script nonce="${OLD}">b()</script>`;
    const prepared = prepareNonceGzip(text, OLD);
    for (const nonce of ["bmV3LW5vbmNlLWFiY2RlZmdoaQ==", "x+/y=="]) {
      const body = gzipWithNonce(prepared, nonce);
      expect(gunzipSync(body).toString("utf8")).toBe(text.replaceAll(OLD, nonce));
      expect(body.length).toBeLessThan(Buffer.byteLength(text) / 10);
    }
  });

  it("handles texts without the nonce, starting or ending with it", () => {
    for (const text of ["sin nonce", `${OLD}al principio`, `al final${OLD}`, OLD, ""]) {
      const prepared = prepareNonceGzip(text, OLD);
      expect(gunzipSync(gzipWithNonce(prepared, "N")).toString("utf8")).toBe(text.replaceAll(OLD, "N"));
      expect(textWithNonce(prepared, "N").toString("utf8")).toBe(text.replaceAll(OLD, "N"));
    }
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
