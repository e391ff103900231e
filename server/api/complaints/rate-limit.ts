import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "#server/errors.ts";

/** Filings and look-ups per IP in this window (the count is COMPLAINTS_RATE_LIMIT_MAX). */
export const COMPLAINTS_RATE_WINDOW_MS = 10 * 60_000;

export function complaintsRateLimit(max: number) {
  return {
    max,
    timeWindow: COMPLAINTS_RATE_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `complaints:${request.ip}`,
  };
}

const PAGE_PREFIX = "/libro-reclamaciones";

/**
 * The complaints pages post to React Router's catch-all route, which has no per-route limit: this hook counts their
 * POSTs (filing and look-up) per IP with the shared store (Redis when configured). Registered after the rate-limit
 * plugin, before the pages.
 */
export const complaintsPageRateLimit = fp(
  async (app: FastifyInstance, options: { max: number }) => {
    const limit = app.createRateLimit(complaintsRateLimit(options.max));
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "POST" || !request.url.startsWith(PAGE_PREFIX)) return;
      const outcome = await limit(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header("retry-after", String(Math.ceil(outcome.ttl / 1000)));
      throw new AppError("RATE_LIMITED");
    });
  },
  { name: "complaints-page-rate-limit", dependencies: ["rate-limit"] },
);
