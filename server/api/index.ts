import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import type { AppServices } from "../app.ts";
import { healthRoutes } from "./health.ts";

/** The JSON API under /api/v1. Each resource folder registers its own routes here. */
export async function apiRoutes(app: FastifyInstance, options: { services: AppServices }) {
  await app.register(healthRoutes, { prefix: "/v1", ping: options.services.db.ping });

  // Anything else under /api is a JSON 404, never the HTML catch-all of the pages.
  app.all("/*", async () => {
    throw new AppError("NOT_FOUND", "El recurso solicitado no existe.");
  });
}
