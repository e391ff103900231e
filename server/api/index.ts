import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import type { AppServices } from "../app.ts";
import { advertisementRoutes } from "./advertisements/routes.ts";
import { flagRoutes } from "./flags/routes.ts";
import { healthRoutes } from "./health.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { destinationContentRoutes } from "./destination-content/routes.ts";
import { lastSearchesRoutes } from "./flight-offers/last-searches.ts";
import { priceAlertRoutes } from "./price-alerts/routes.ts";

/** The JSON API under /api/v1. Each resource folder registers its own routes here. */
export async function apiRoutes(app: FastifyInstance, options: { services: AppServices }) {
  await app.register(healthRoutes, { prefix: "/v1", ping: options.services.db.ping });
  const { db, env } = options.services;
  await app.register(advertisementRoutes, { prefix: "/v1/advertisements", db: db.db });
  await app.register(flagRoutes, {
    prefix: "/v1/flags",
    db: db.db,
    defaults: { "app-ad": env.FLAG_APP_AD, "show-chat-in-checkout": env.FLAG_SHOW_CHAT_IN_CHECKOUT },
  });
  // Every caller is a visitor until the accounts feature (issue #5) hands its session resolver in here.
  await app.register(notificationRoutes, { prefix: "/v1/notifications", db: db.db, resolveUserId: async () => null });
  await app.register(destinationContentRoutes, { prefix: "/v1/destination-content" });
  await app.register(lastSearchesRoutes, { prefix: "/v1/flight-offers" });
  await app.register(priceAlertRoutes, { prefix: "/v1/price-alerts", siteUrl: options.services.env.SITE_URL });

  // Anything else under /api is a JSON 404, never the HTML catch-all of the pages.
  app.all("/*", async () => {
    throw new AppError("NOT_FOUND", "El recurso solicitado no existe.");
  });
}
