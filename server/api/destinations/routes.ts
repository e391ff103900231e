import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { findAirportByIata, listDestinations } from "#app/features/destinations/destinations-service.server.ts";
import { AppError } from "#server/errors.ts";

const IataParamsSchema = z.object({ iata: z.string().regex(/^[A-Za-z]{3}$/, "Código IATA no válido") }).strict();

/** GET /destinations (SPEC 7, all destinations, loaded once by the search forms) and GET /destinations/:iata. */
export async function destinationsRoutes(app: FastifyInstance) {
  app.get("/", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return { destinations: await listDestinations() };
  });

  app.get("/:iata", async (request, reply) => {
    const { iata } = IataParamsSchema.parse(request.params);
    const destination = await findAirportByIata(iata);
    if (!destination) throw new AppError("NOT_FOUND", "No encontramos ese aeropuerto.");
    reply.header("cache-control", "public, max-age=3600");
    return destination;
  });
}
