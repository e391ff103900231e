/**
 * The built-in sandbox payment gateway (issue 19; docs/decisions/023-payments.md). It behaves like a Peruvian card
 * and cash-code gateway and imports nothing of the site: the host lends it a database handle, a base URL, the shared
 * secret and the merchant's notification URL. Its pages have their own HTML, stylesheet and CSP; the card page's one
 * script (the expiry's "/") is its own file, and every page works without it.
 */
import type { FastifyInstance } from "fastify";
import { apiRoutes } from "./gateway-api.ts";
import { cardRoutes } from "./gateway-card-routes.ts";
import { cashRoutes } from "./gateway-cash-routes.ts";
import { EXPIRY_SCRIPT, EXPIRY_SCRIPT_PATH } from "./gateway-expiry-script.ts";
import { GATEWAY_CSS } from "./gateway-html.ts";
import { createNotifier, type Notifier } from "./gateway-notifier.ts";
import type { GatewayOptions } from "./gateway-types.ts";

export type SandboxGateway = {
  plugin: (app: FastifyInstance) => Promise<void>;
  notifier: Notifier;
};

function gatewayCsp(merchantOrigins: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self' data:",
    // The card form's POST ends in a redirect to the merchant: form-action covers redirect targets.
    `form-action 'self' ${merchantOrigins.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export function createSandboxGateway(options: GatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const notifier = createNotifier({ ...options, now });
  const context = { ...options, now, kick: notifier.kick };
  const csp = gatewayCsp(options.merchantOrigins);

  async function plugin(app: FastifyInstance) {
    // Its forms post urlencoded bodies; this parser exists only inside the gateway's scope.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 8192 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.header("content-security-policy", csp).header("x-frame-options", "DENY");
      return payload;
    });
    app.get("/pasarela-demo/estilos.css", async (_request, reply) =>
      reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(GATEWAY_CSS),
    );
    app.get(EXPIRY_SCRIPT_PATH, async (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=3600").send(EXPIRY_SCRIPT),
    );
    await app.register(cardRoutes, context);
    await app.register(cashRoutes, context);
    await app.register(apiRoutes, context);
    // Notifications left undelivered before a restart go out again.
    app.addHook("onReady", async () => {
      notifier.kick();
    });
    app.addHook("onClose", async () => {
      await notifier.stop();
    });
  }
  return { plugin, notifier };
}
