import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { listBanners, listWebSections } from "#app/features/content/web-content-service.server.ts";

const PageQuerySchema = z
  .object({
    page: z
      .string()
      .regex(/^[A-Z_]{1,40}$/)
      .default("HOME"),
  })
  .strict();
const WebParamsSchema = z.object({ name: z.string().regex(/^[A-Z_]{1,40}$/) }).strict();

/** Managed content for other clients: banners of a page, and the published sections of a web (SPEC 7). */
export async function webContentRoutes(app: FastifyInstance) {
  app.get("/banners", async (request, reply) => {
    const { page } = PageQuerySchema.parse(request.query);
    reply.header("cache-control", "public, max-age=300");
    return { banners: await listBanners(page) };
  });

  app.get("/webs/:name/sections", async (request, reply) => {
    const { name } = WebParamsSchema.parse(request.params);
    reply.header("cache-control", "public, max-age=300");
    return { sections: await listWebSections(name) };
  });
}
