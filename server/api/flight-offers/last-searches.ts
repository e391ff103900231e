import type { FastifyInstance } from "fastify";
import { getLastSearchesByCity } from "#app/features/destinations/last-searches-queries.server.ts";
import { LastSearchesQuerySchema } from "#app/features/destinations/last-searches-schemas.ts";

/**
 * GET /flight-offers/last-searches?CodeDestination=CUZ&CodeOrigin=LIM&Type=A (SPEC 7, last searches by city):
 * the cheapest recent fares of the route, cheapest first. Registered on its own beside the most-wanted offers.
 */
export async function lastSearchesRoutes(app: FastifyInstance) {
  app.get("/last-searches", async (request, reply) => {
    const query = LastSearchesQuerySchema.parse(request.query);
    reply.header("cache-control", "public, max-age=300");
    return getLastSearchesByCity(query);
  });
}
