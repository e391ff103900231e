import { createHmac } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { PublicConfig } from "#request-context";
import { sessionCookieName } from "#app/features/accounts/session-service.server.ts";
import { accountsConfigFrom, publicAccountsConfigFrom } from "./accounts-config.ts";
import { apiRoutes } from "./api/index.ts";
import { setupPayments } from "./payments-setup.ts";
import { setSimulatedPayments } from "#app/utils/payment-mode.ts";
import { complaintsPageRateLimit } from "./api/complaints/rate-limit.ts";
import { MAX_FORM_BYTES as COMPLAINT_FORM_BYTES } from "#app/features/complaints/complaint-submit.server.ts";
import {
  configureAppointments,
  DEVELOPMENT_RECEPTION_PIN,
  parseReceptionPins,
} from "#app/features/appointments/appointments-config.server.ts";
import { configureOrderCore } from "#app/features/orders/index.server.ts";
import { configureStaff } from "#app/features/staff/staff-config.server.ts";
import type { DbHandle } from "./db/client.ts";
import type { Env } from "./env.ts";
import { deriveKey, startSiteProducts } from "./products.ts";
import { embedConfigFrom, frameSourcesFrom } from "./embeds.ts";
import { jobWorkerPlugin } from "./jobs/worker-plugin.ts";
import { mailWorkerPlugin } from "./mail/worker-plugin.ts";
import { AppError } from "./errors.ts";
import { errorHandlerPlugin, sendError } from "./plugins/error-handler.ts";
import { logSerializers } from "./log-serializers.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { compressOptions, sendStaticFilesAsBuilt } from "./plugins/compression.ts";
import { pageCachePlugin } from "./plugins/page-cache.ts";
import { COOKIE_CHOICE_NAME } from "#app/features/consent/cookie-choice.ts";
import { privatePagesPlugin } from "./plugins/private-pages.ts";
import { renderedBodyPlugin } from "./plugins/rendered-body.ts";
import { reactRouterPlugin } from "./plugins/react-router.ts";
import { BAD_TARGET_MESSAGE, requestFormPlugin } from "./plugins/request-form.ts";
import { generateRequestId } from "./plugins/request-id.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionPlugin } from "./plugins/session.ts";
import type { Secrets } from "./secrets.ts";

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}

/** What routes and plugins receive: configuration, secrets and the database handle. */
export type AppServices = { env: Env; secrets: Secrets; db: DbHandle };

export type BuildAppOptions = AppServices & {
  /** Serve the pages too (false in API tests, which need no build). */
  pages?: boolean;
  vite?: ViteDevServer | undefined;
  /** The pages' server build as a module, instead of BUILD_DIR's (tests assemble one from the sources). */
  serverBuild?: ServerBuild | undefined;
  logger?: FastifyServerOptions["logger"];
};

export function publicConfigFrom(env: Env): PublicConfig {
  return {
    siteUrl: env.SITE_URL,
    flightEngineSubscriptionKey: env.FLIGHT_ENGINE_SUBSCRIPTION_KEY ?? null,
    flightEnginePathPrefix: env.FLIGHT_ENGINE_PATH_PREFIX,
    abCookieName: env.AB_COOKIE_NAME,
    devPages: env.NODE_ENV !== "production" || env.DEV_PAGES,
    chatAssistantUrl: env.CHAT_ASSISTANT_URL ?? null,
    embeds: embedConfigFrom(env),
    accounts: publicAccountsConfigFrom(env),
    simulatedPayments: env.PAYMENT_PROVIDER === "sandbox",
  };
}

function loggerOptions(env: Env): FastifyServerOptions["logger"] {
  return {
    level: env.LOG_LEVEL,
    serializers: logSerializers,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    ...(env.NODE_ENV === "development" ? { transport: { target: "pino-pretty", options: { singleLine: true } } } : {}),
  };
}

/** Builds the one Fastify instance: API under /api/v1, then the React Router pages (last). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    genReqId: generateRequestId,
    // Static assets are not logged one by one: a page load would write a dozen lines.
    logController: new LogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: (request) => request.url.startsWith("/assets/") || request.url.startsWith("/fonts/"),
    }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    // A client that sends its headers byte by byte is cut off (issue 15); Node checks every second. Bodies have
    // their own limit (server/plugins/request-form.ts): Node's requestTimeout also cut keep-alive connections
    // browsers were still using (pages hung after 30 s), so it stays off.
    http: { headersTimeout: env.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    // Plugins that open the database or import the server build take seconds; on a busy host (load 20-30 on 2 cores)
    // importing the build alone passed avvio's default 10 s and the server refused to start. A real hang still fails.
    pluginTimeout: 120_000,
    // Flight offer ids are signed tokens of a few hundred characters (GET /api/v1/flights/offers/:id).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1000 },
    // A URL Fastify cannot decode (`/vuelos/%zz`) gets our 400, not Fastify's JSON echoing the URL (issue 15).
    frameworkErrors: (_error, request, reply) => {
      void sendError(request, reply, new AppError("INVALID_DATA", BAD_TARGET_MESSAGE));
    },
  });

  // Every route registered, for tests that walk them all (the fuzz test) and for diagnostics.
  const registeredRoutes: Array<{ method: string; url: string }> = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  // Once shutdown starts, responses ask clients to drop keep-alive connections, so that close() need not
  // wait for idle sockets until their keep-alive timeout.
  let closing = false;
  // Node's close() ends only idle sockets and stops the headers-timeout check, so a socket a browser opened ahead of
  // time and never used would hold the shutdown until its deadline (seen with Chromium's preconnects). While closing,
  // once no request is in flight every remaining socket carries none: they are ended then.
  let requestsInFlight = 0;
  app.server.on("request", (_request, response) => {
    requestsInFlight += 1;
    response.once("close", () => (requestsInFlight -= 1));
  });
  let reaper: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    reaper = setInterval(() => {
      if (requestsInFlight === 0) app.server.closeAllConnections();
    }, 100);
    reaper.unref();
  });
  app.addHook("onClose", async () => clearInterval(reaper));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
  });

  await app.register(errorHandlerPlugin);
  await app.register(requestFormPlugin, { bodyTimeoutMs: env.REQUEST_TIMEOUT_MS });
  await app.register(securityPlugin, {
    production: env.NODE_ENV === "production",
    frameSources: frameSourcesFrom(env),
  });
  const sessionCookie = sessionCookieName(accountsConfigFrom(env).session.secureCookie);
  // Before the page cache, whose onSend then sees the private pages' Cache-Control.
  await app.register(privatePagesPlugin, { sessionCookieName: sessionCookie });
  // Before the page cache and compression: they get the rendered document's own Node stream.
  await app.register(renderedBodyPlugin);
  // After the nonce is set, before compression: it stores and serves uncompressed HTML.
  await app.register(pageCachePlugin, {
    ttlMs: env.PAGE_CACHE_TTL_MS,
    sessionCookieName: sessionCookie,
    renderingCookieNames: [COOKIE_CHOICE_NAME],
  });
  sendStaticFilesAsBuilt(app);
  await app.register(compress, compressOptions);
  await app.register(cookie, { secret: options.secrets.sessionSecret });
  await app.register(rateLimitPlugin, {
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
  });
  // The complaints book's page posts (filing, look-up) have their own per-IP limit (issue 17).
  await app.register(complaintsPageRateLimit, { max: env.COMPLAINTS_RATE_LIMIT_MAX });

  await app.register(sessionPlugin, { db: options.db.db, config: accountsConfigFrom(env) });
  await app.register(mailWorkerPlugin, { env, db: options.db.db });
  await app.register(jobWorkerPlugin, {
    db: options.db.db,
    enabled: env.JOBS_ENABLED,
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
  });
  // The order core's own settings (decision 055): e-mail links to the site, guest access (decision 050) signed under
  // this key, and the one "order" payable every product is paid through.
  configureOrderCore({ siteUrl: env.SITE_URL, accessKey: deriveKey(options.secrets.sessionSecret, "order-access") });
  // Every product the site sells, from its one list (server/products.ts); each declares what it uses.
  const products = startSiteProducts({
    env,
    sessionSecret: options.secrets.sessionSecret,
    db: options.db.db,
    log: app.log,
  });
  // Appointments and the reception kiosk (docs/appointments.md): no PIN in production unless RECEPTION_PIN is set.
  configureAppointments({
    bookingDays: env.APPOINTMENT_BOOKING_DAYS,
    minNoticeMinutes: env.APPOINTMENT_MIN_NOTICE_MINUTES,
    videoUrlTemplate: env.APPOINTMENT_VIDEO_URL_TEMPLATE,
    receptionPin: env.RECEPTION_PIN ?? (env.NODE_ENV === "production" ? null : DEVELOPMENT_RECEPTION_PIN),
    receptionPins: parseReceptionPins(env.RECEPTION_PINS),
    receptionPinAttempts: env.RECEPTION_PIN_ATTEMPTS,
    signingKey: createHmac("sha256", options.secrets.sessionSecret).update("appointments").digest("base64url"),
    siteUrl: env.SITE_URL,
  });
  // The back office under /gestion (issue 34): the customers' KDF cost, the cookie's Secure flag, links' origin.
  configureStaff({
    hashCost: env.PASSWORD_HASH_COST,
    secureCookie: accountsConfigFrom(env).session.secureCookie,
    siteUrl: env.SITE_URL,
    totpKey: createHmac("sha256", options.secrets.sessionSecret).update("staff-totp").digest(),
  });
  // Payments: the provider PAYMENT_PROVIDER names (server/payments-setup.ts); with the sandbox, every page, voucher
  // and e-mail says that no money moves.
  setSimulatedPayments(env.PAYMENT_PROVIDER === "sandbox");
  await setupPayments(app, { env, db: options.db.db, sandboxSecret: options.secrets.sandboxGatewaySecret });
  await app.register(apiRoutes, { prefix: "/api", services: options });

  if (options.pages !== false) {
    await app.register(reactRouterPlugin, {
      vite: options.vite,
      serverBuild: options.serverBuild,
      buildDir: env.BUILD_DIR,
      publicConfig: publicConfigFrom(env),
      analyticsIdKey: options.secrets.analyticsIdKey,
      resolveUser: async (request) => (await request.getSession())?.user ?? null,
      bodyLimit: env.BODY_LIMIT_BYTES,
      // The complaints book takes up to three files, as its API does.
      bodyLimitByPath: { "/libro-reclamaciones": Math.max(env.BODY_LIMIT_BYTES, COMPLAINT_FORM_BYTES) },
    });
  }

  app.addHook("onClose", async () => {
    await products.close();
    await options.db.close();
  });
  return app;
}
