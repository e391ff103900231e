import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

type NonceCarrier = IncomingMessage & { cspNonce?: string };

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** Security headers: HSTS, a CSP with a per-request script nonce, frame-ancestors, nosniff, Referrer-Policy, COOP. */
export const securityPlugin = fp(
  async (app, options: { production: boolean; frameSources: string[] }) => {
    app.decorateRequest("cspNonce", "");
    app.addHook("onRequest", async (request) => {
      const nonce = randomBytes(16).toString("base64");
      request.cspNonce = nonce;
      (request.raw as NonceCarrier).cspNonce = nonce;
    });
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", (req) => `'nonce-${(req as NonceCarrier).cspNonce ?? ""}'`],
          // React Aria sets style attributes during SSR; a nonce would disable 'unsafe-inline' for them.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...(options.production ? [] : ["ws:"])],
          frameSrc: ["'self'", ...options.frameSources],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-site" },
      xFrameOptions: { action: "sameorigin" },
    });
  },
  { name: "security" },
);
