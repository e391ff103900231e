import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { listNotifications, markNotificationRead } from "#app/features/notifications/notifications-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";

/** POST /api/v1/notifications/:id/read (here, not beside the shell's checks: zod stays out of every page). */
const NotificationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: "Identificador de notificación no válido" }),
});

/** The signed-in user's id for a request, or null for a visitor (the accounts feature's session). */
export type UserIdResolver = (request: FastifyRequest) => Promise<string | null>;

/** GET /api/v1/notifications and POST /api/v1/notifications/:id/read (the user's own only). */
export async function notificationRoutes(app: FastifyInstance, options: { db: Db; resolveUserId: UserIdResolver }) {
  app.get("/", async (request, reply) => {
    const userId = await options.resolveUserId(request);
    // Personal when signed in: never stored by a shared cache.
    reply.header("cache-control", "private, no-store");
    return listNotifications(userId, new Date(), options.db);
  });

  app.post("/:id/read", { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const { id } = NotificationIdParamsSchema.parse(request.params);
    const userId = await options.resolveUserId(request);
    if (!userId) throw new AppError("UNAUTHORIZED");
    await markNotificationRead(userId, id, new Date(), options.db);
    return reply.code(204).send();
  });
}
