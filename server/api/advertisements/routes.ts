import type { FastifyInstance } from "fastify";
import { getCurrentAdvertisement } from "#app/features/advertisements/advertisement-service.server.ts";
import type { Db } from "#server/db/client.ts";

/** Browsers and proxies may reuse the answer for a minute: the strip checks the end date itself. */
export const ADVERTISEMENT_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=60";

/** GET /api/v1/advertisements/current: the promo strip's advertisement (or null), cached briefly. */
export async function advertisementRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get("/current", async (_request, reply) => {
    const advertisement = await getCurrentAdvertisement(new Date(), options.db);
    reply.header("cache-control", ADVERTISEMENT_CACHE_CONTROL);
    return reply.type("application/json").send(JSON.stringify(advertisement));
  });
}
