import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { AppError } from "#server/errors.ts";

const STATIC_PREFIXES = ["/assets/", "/fonts/", "/images/", "/favicon", "/robots.txt"];

/**
 * Per-IP rate limit: an in-memory store by default, Redis (shared by every instance) when REDIS_URL is set.
 * Routes tighten it with `config.rateLimit`.
 */
export const rateLimitPlugin = fp(
  async (
    app,
    options: { max: number; timeWindow: number; redisUrl?: string | undefined; redisKeyPrefix?: string | undefined },
  ) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          commandTimeout: 500,
          keyPrefix: options.redisKeyPrefix ?? "",
        })
      : undefined;
    if (redis) {
      let lastLogged = 0;
      redis.on("error", (error: Error) => {
        // ioredis retries on its own; one line every 30 s is enough to tell an operator.
        if (Date.now() - lastLogged < 30_000) return;
        lastLogged = Date.now();
        app.log.warn({ err: error }, "Redis unavailable: rate limits let requests through until it is back");
      });
      app.addHook("onClose", async () => {
        await redis.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.timeWindow,
      ...(redis ? { redis, nameSpace: "kv-rate-limit:" } : {}),
      // A Redis outage must not take the site down: requests pass and the error is logged.
      skipOnError: true,
      allowList: (request) => STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) => {
        const error = new AppError("RATE_LIMITED");
        return Object.assign(error, { statusCode: 429, retryAfter: Math.ceil(context.ttl / 1000) });
      },
    });
  },
  { name: "rate-limit" },
);
