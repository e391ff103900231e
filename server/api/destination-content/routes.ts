import type { FastifyInstance } from "fastify";
import {
  getNotasByWs,
  getPreguntasByWs,
  getRutasByWs,
  getWebSeoBySlug,
} from "#app/features/destinations/destination-content-queries.server.ts";
import { IdWebSeoSchema } from "#app/features/destinations/destination-content-schemas.ts";
import { resolveSlug } from "#app/features/destinations/destination-slug.ts";
import { AppError } from "#server/errors.ts";

const CACHE = "public, max-age=300";

/** Destination landing-page content (SPEC 7): getWebSeoBySlug, then notes, questions and routes by idWebSeo. */
export async function destinationContentRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>("/:slug", async (request, reply) => {
    const resolved = resolveSlug(request.params.slug);
    const content = resolved.kind === "valid" ? await getWebSeoBySlug(resolved.slug) : null;
    if (!content) throw new AppError("NOT_FOUND", "No existe una página de destino con esa dirección.");
    reply.header("cache-control", CACHE);
    return content;
  });

  app.post("/notes", async (request) => getNotasByWs(IdWebSeoSchema.parse(request.body).idWebSeo));
  app.post("/questions", async (request) => getPreguntasByWs(IdWebSeoSchema.parse(request.body).idWebSeo));
  app.post("/routes", async (request) => getRutasByWs(IdWebSeoSchema.parse(request.body).idWebSeo));
}
