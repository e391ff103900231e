import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import { authorizationUrl, exchangeCode, newAuthorizationRequest } from "#app/features/accounts/google-oidc.server.ts";
import { signInWithGoogle } from "#app/features/accounts/social-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { startSession } from "./start-session.ts";
import { safeReturnPath } from "#app/utils/safe-return.ts";

const FLOW_COOKIE = "kv_oidc";
const FLOW_PATH = "/api/v1/auth/google";
/** Home with the login dialog open and the SPEC 8 social sign-up error toast. */
const SOCIAL_FAILURE = "/?iniciar-sesion=1&social=error";

const FlowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  back: z.string(),
});

const CallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET /api/v1/auth/google starts Google sign-in; /callback finishes it, starts a session and goes back to the page
 * the visitor came from. Failures return home with the login dialog open and an error toast.
 */
export async function googleRoutes(
  app: FastifyInstance,
  options: { db: Db; config: AccountsConfig; rateLimitMax: number },
) {
  const { db, config } = options;
  const google = config.google;
  const redirectUri = `${config.siteUrl}${FLOW_PATH}/callback`;
  const limited = { config: { rateLimit: { max: options.rateLimitMax, timeWindow: 60_000 } } };
  const cookieOptions = {
    path: FLOW_PATH,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.session.secureCookie,
    signed: true,
  };

  app.get("/google", limited, async (request, reply) => {
    if (!google) throw new AppError("NOT_FOUND", "El inicio de sesión con Google no está disponible.");
    const flow = newAuthorizationRequest();
    const back = safeReturnPath((request.query as { volver?: unknown }).volver) ?? "/";
    const target = await authorizationUrl(google, redirectUri, flow);
    reply.setCookie(
      FLOW_COOKIE,
      JSON.stringify({ state: flow.state, nonce: flow.nonce, verifier: flow.verifier, back }),
      { ...cookieOptions, maxAge: 600 },
    );
    return reply.redirect(target, 302);
  });

  app.get("/google/callback", limited, async (request, reply) => {
    if (!google) throw new AppError("NOT_FOUND", "El inicio de sesión con Google no está disponible.");
    const raw = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    const failed = () => reply.redirect(SOCIAL_FAILURE, 302);
    try {
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) return await failed();
      const flow = FlowSchema.parse(JSON.parse(unsigned.value));
      const query = CallbackQuerySchema.parse(request.query);
      if (query.error || !query.code || !query.state || !sameSecret(query.state, flow.state)) return await failed();
      const identity = await exchangeCode(google, redirectUri, query.code, flow);
      const { userId } = await signInWithGoogle(db, identity);
      await startSession(db, config, request, reply, userId);
      return await reply.redirect(safeReturnPath(flow.back) ?? "/", 302);
    } catch (error) {
      request.log.warn({ err: error }, "Google sign-in failed");
      return await failed();
    }
  });
}
