import { randomFillSync } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

// 128 random bits per nonce, drawn from a pooled buffer: one system call per 256 requests instead of one each.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

export function nextNonce(): string {
  if (poolOffset >= pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** The CSP, built once: each response only splices its nonce in. */
export function contentSecurityPolicy(options: { production: boolean; frameSources: string[] }) {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["script-src", ["'self'", "'nonce-{NONCE}'"]],
    // React Aria sets style attributes during SSR; a nonce would disable 'unsafe-inline' for them.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    // The embeds' origins too: the page checks once that an embedded site answers before showing its frame.
    ["connect-src", ["'self'", ...options.frameSources, ...(options.production ? [] : ["ws:"])]],
    ["frame-src", ["'self'", ...options.frameSources]],
    ["frame-ancestors", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  const [before = "", after = ""] = directives
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";")
    .split("{NONCE}");
  return (nonce: string) => before + nonce + after;
}

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  // Set per request from a template (contentSecurityPolicy above): it carries the request's nonce.
  contentSecurityPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-site" },
  xFrameOptions: { action: "sameorigin" },
};

/**
 * The headers helmet sets with our options, computed once. @fastify/helmet rebuilt helmet's middleware from its
 * options on every request, which halved the server's throughput on small responses (docs/benchmarks.md); the
 * headers do not depend on the request, so they are collected from helmet at start-up and copied onto each reply.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, recorder as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/** Security headers: HSTS, a CSP with a per-request script nonce, frame-ancestors, nosniff, Referrer-Policy, COOP. */
export const securityPlugin = fp(
  async (app, options: { production: boolean; frameSources: string[] }) => {
    const csp = contentSecurityPolicy(options);
    const fixed = helmetHeaders();
    app.decorateRequest("cspNonce", "");
    app.addHook("onRequest", (request, reply, done) => {
      const nonce = nextNonce();
      request.cspNonce = nonce;
      reply.headers(fixed).header("content-security-policy", csp(nonce));
      done();
    });
  },
  { name: "security" },
);
