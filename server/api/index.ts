import type { FastifyInstance } from "fastify";
import { AppError } from "#server/errors.ts";
import { accountsConfigFrom } from "#server/accounts-config.ts";
import type { AppServices } from "#server/app.ts";
import { authRoutes } from "./auth/routes.ts";
import { meRoutes, userRoutes } from "./me/routes.ts";
import { advertisementRoutes } from "./advertisements/routes.ts";
import { flagRoutes } from "./flags/routes.ts";
import { healthRoutes } from "./health.ts";
import { destinationsRoutes } from "./destinations/routes.ts";
import { exchangeRateRoutes } from "./exchange-rates/routes.ts";
import { mostWantedRoutes } from "./flight-offers/most-wanted.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { webContentRoutes } from "./web-content/routes.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import { destinationContentRoutes } from "./destination-content/routes.ts";
import { lastSearchesRoutes } from "./flight-offers/last-searches.ts";
import { priceAlertRoutes } from "./price-alerts/routes.ts";
import { flightRoutes } from "./flights/routes.ts";
import { preRegistrationRoutes } from "./pre-registrations/routes.ts";
import { complaintRoutes } from "./complaints/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";

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
  await app.register(notificationRoutes, {
    prefix: "/v1/notifications",
    db: db.db,
    resolveUserId: async (request) => (await request.getSession())?.user.id ?? null,
  });
  await app.register(destinationContentRoutes, { prefix: "/v1/destination-content" });
  await app.register(lastSearchesRoutes, { prefix: "/v1/flight-offers" });
  await app.register(mostWantedRoutes, { prefix: "/v1/flight-offers" });
  await app.register(destinationsRoutes, { prefix: "/v1/destinations" });
  await app.register(exchangeRateRoutes, { prefix: "/v1/exchange-rates" });
  await app.register(newsletterRoutes, { prefix: "/v1/newsletter", siteUrl: options.services.env.SITE_URL });
  await app.register(webContentRoutes, { prefix: "/v1/web-content" });
  await app.register(priceAlertRoutes, { prefix: "/v1/price-alerts", siteUrl: options.services.env.SITE_URL });
  await app.register(preRegistrationRoutes, { prefix: "/v1/pre-registrations" });
  await app.register(flightRoutes, { prefix: "/v1/flights" });
  await app.register(complaintRoutes, {
    prefix: "/v1/complaints",
    siteUrl: env.SITE_URL,
    rateLimitMax: env.COMPLAINTS_RATE_LIMIT_MAX,
  });

  await app.register(paymentRoutes, {
    prefix: "/v1/payments",
    db: db.db,
    devPages: env.NODE_ENV !== "production" || env.DEV_PAGES,
    siteUrl: env.SITE_URL,
  });

  const accounts = accountsConfigFrom(env);
  await app.register(authRoutes, {
    prefix: "/v1/auth",
    db: db.db,
    config: accounts,
    rateLimitMax: env.AUTH_RATE_LIMIT_MAX,
  });
  await app.register(meRoutes, { prefix: "/v1/me", db: db.db, config: accounts });
  await app.register(userRoutes, { prefix: "/v1/users", db: db.db, config: accounts });

  // Anything else under /api is a JSON 404, never the HTML catch-all of the pages.
  app.all("/*", async () => {
    throw new AppError("NOT_FOUND", "El recurso solicitado no existe.");
  });
}
