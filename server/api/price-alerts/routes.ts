import type { FastifyInstance } from "fastify";
import { PriceAlertRequestSchema, PriceAlertTokenSchema } from "#app/features/price-alerts/price-alert-schemas.ts";
import {
  confirmPriceAlert,
  subscribePriceAlert,
  unsubscribePriceAlert,
} from "#app/features/price-alerts/price-alert-service.server.ts";

/** Subscriptions per IP and window: enough for a family choosing a few routes, too few to flood inboxes. */
export const PRICE_ALERT_RATE_LIMIT = { max: 6, timeWindow: 10 * 60 * 1000 };

/** E-mail price alerts of a route: subscribe (double opt-in), confirm, unsubscribe (also RFC 8058 one-click). */
export async function priceAlertRoutes(app: FastifyInstance, options: { siteUrl: string }) {
  // One-click unsubscription (RFC 8058) posts `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post("/", { config: { rateLimit: PRICE_ALERT_RATE_LIMIT } }, async (request, reply) => {
    const input = PriceAlertRequestSchema.parse(request.body);
    const { outcome, ...answer } = await subscribePriceAlert(input, { siteUrl: options.siteUrl });
    request.log.info({ outcome }, "price alert subscription");
    // One status and body for new and existing subscriptions: the answer reveals nothing (issue 15).
    reply.status(202);
    return answer;
  });

  app.post("/confirm", { config: { rateLimit: PRICE_ALERT_RATE_LIMIT } }, async (request) => {
    const { token } = PriceAlertTokenSchema.parse(request.body);
    return confirmPriceAlert(token);
  });

  app.post<{ Querystring: { token?: string } }>("/unsubscribe", async (request) => {
    const fromQuery = typeof request.query.token === "string" ? request.query.token : undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { token } = PriceAlertTokenSchema.parse({ token: fromQuery ?? body.token });
    return unsubscribePriceAlert(token);
  });
}
