import type { FastifyInstance } from "fastify";
import type { ProviderId } from "#app/features/payments/payment-contract.ts";
import { handleNotification } from "#app/features/payments/payments-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { paymentDevRoutes } from "./dev-routes.ts";

const PROVIDERS = new Set<string>(["sandbox", "mercadopago"]);
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/v1/payments/notifications/:provider: a provider's signed notification. The signature covers the exact
 * bytes sent, so in this scope (and only here) every body is kept raw, a Buffer, instead of being parsed as JSON.
 */
async function notificationRoutes(app: FastifyInstance, options: { db: Db }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    "/notifications/:provider",
    { bodyLimit: NOTIFICATION_BODY_LIMIT },
    async (request, reply) => {
      const { provider } = request.params;
      if (!PROVIDERS.has(provider)) throw new AppError("NOT_FOUND", "El recurso solicitado no existe.");
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await handleNotification(options.db, provider as ProviderId, {
        rawBody,
        headers: request.headers,
        query: request.query,
      });
      if (answer.status === 401) throw new AppError("UNAUTHORIZED", "La notificación no tiene una firma válida.");
      if (answer.status === 404) throw new AppError("NOT_FOUND", "El recurso solicitado no existe.");
      reply.status(answer.status).header("cache-control", "no-store");
      return { received: true, outcome: answer.outcome };
    },
  );
}

/** The payments API (issue 19): providers' notifications; with the development pages, a demo payment for e2e tests. */
export async function paymentRoutes(app: FastifyInstance, options: { db: Db; devPages: boolean; siteUrl: string }) {
  await app.register(notificationRoutes, { db: options.db });
  if (options.devPages) await app.register(paymentDevRoutes, { db: options.db, siteUrl: options.siteUrl });
}
