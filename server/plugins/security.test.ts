import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, helmetHeaders, nextNonce, securityPlugin } from "./security.ts";

describe("security headers", () => {
  it("collects helmet's headers once, with our options", () => {
    const headers = helmetHeaders();
    expect(headers).toMatchObject({
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-site",
      "x-frame-options": "SAMEORIGIN",
      "x-content-type-options": "nosniff",
    });
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
  });

  it("gives every nonce 128 fresh random bits", () => {
    const nonces = new Set(Array.from({ length: 600 }, () => nextNonce()));
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("splices the nonce into the policy", () => {
    const policy = contentSecurityPolicy({ production: true, frameSources: ["https://calendly.com"] })("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-src 'self' https://calendly.com");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("ws:");
  });

  it("sets the headers and a different nonce on every response", async () => {
    const app = Fastify();
    await app.register(securityPlugin, { production: false, frameSources: [] });
    app.get("/", async (request) => ({ nonce: request.cspNonce }));
    const first = await app.inject({ url: "/" });
    const second = await app.inject({ url: "/" });
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["content-security-policy"]).toContain(`'nonce-${first.json<{ nonce: string }>().nonce}'`);
    expect(first.headers["content-security-policy"]).toContain("connect-src 'self' ws:");
    expect(first.json<{ nonce: string }>().nonce).not.toBe(second.json<{ nonce: string }>().nonce);
    await app.close();
  });
});
