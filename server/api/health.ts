import type { FastifyInstance } from "fastify";
import { AppError } from "#server/errors.ts";

/** Liveness (the process answers) and readiness (the database answers) probes. */
export async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get("/health", { config: { rateLimit: false } }, async () => ({ status: "ok" }));

  app.get("/ready", { config: { rateLimit: false } }, async (request) => {
    try {
      await options.ping();
      return { status: "ready" };
    } catch (cause) {
      request.log.error({ err: cause }, "readiness check failed: database unreachable");
      throw new AppError("UNAVAILABLE", "La base de datos no está disponible.", { cause });
    }
  });
}
