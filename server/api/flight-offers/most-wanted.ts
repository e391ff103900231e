import type { FastifyInstance } from "fastify";
import { listMostWantedOffers } from "#app/features/offers/most-wanted-service.server.ts";

/** GET /flight-offers/most-wanted (SPEC 7): the home's NAC and INT offers, priced in USD and PEN. */
export async function mostWantedRoutes(app: FastifyInstance) {
  app.get("/most-wanted", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { offers: await listMostWantedOffers() };
  });
}
