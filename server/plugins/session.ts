import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AccountsConfig } from "#app/features/accounts/accounts-config.ts";
import {
  resolveSession,
  sessionCookieName,
  type ResolvedSession,
} from "#app/features/accounts/session-service.server.ts";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The session of the request's cookie (resolved once per request), or null. */
    getSession: () => Promise<ResolvedSession | null>;
    /** The raw session token of the cookie, if any (for logout and rotation). */
    sessionToken: () => string | undefined;
  }
  interface FastifyReply {
    setSessionCookie: (token: string, expiresAt: Date) => void;
    clearSessionCookie: () => void;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Endpoints that start a session: a cross-site request there is login CSRF even without a cookie. */
const SESSION_STARTING_PATHS = ["/api/v1/auth/"];

/** Stands for an Origin or Referer that names no site we can compare: `null` (sandboxed frames, redirects) or junk. */
const UNKNOWN_ORIGIN = "unknown";

function originOf(value: string): string {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? UNKNOWN_ORIGIN : origin;
  } catch {
    return UNKNOWN_ORIGIN;
  }
}

/** Where the browser says a request comes from: its Origin, else its Referer; null when it sends neither. */
export function claimedOrigin(headers: { origin?: string | undefined; referer?: string | undefined }): string | null {
  if (headers.origin) return originOf(headers.origin);
  if (headers.referer) return originOf(headers.referer);
  return null;
}

/** The session user of a request, or 401. */
export async function requireSession(request: FastifyRequest): Promise<ResolvedSession> {
  const session = await request.getSession();
  if (!session) throw new AppError("UNAUTHORIZED");
  return session;
}

/**
 * Server-side sessions in an HttpOnly, SameSite=Lax cookie (Secure and `__Host-` outside development), and the
 * Origin check of state-changing requests (docs/decisions/006-sessions-and-csrf.md).
 */
export const sessionPlugin = fp(
  async (app, options: { db: Db; config: AccountsConfig }) => {
    const { config } = options;
    const cookieName = sessionCookieName(config.session.secureCookie);
    const siteOrigin = new URL(config.siteUrl).origin;
    const cache = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

    app.decorateRequest("sessionToken", function (this: FastifyRequest) {
      return this.cookies[cookieName] || undefined;
    });
    app.decorateRequest("getSession", function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const token = this.sessionToken();
        pending = token ? resolveSession(options.db, token, config.session) : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });
    const cookieOptions = {
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: config.session.secureCookie,
    };
    app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string, expiresAt: Date) {
      this.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt });
    });
    app.decorateReply("clearSessionCookie", function (this: FastifyReply) {
      this.clearCookie(cookieName, cookieOptions);
    });

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const carriesSession = Boolean(request.cookies[cookieName]);
      // The route Fastify matched, not the raw URL: `/api/v1/%61uth/login` is routed to `/api/v1/auth/login`
      // (issue 15). A request that matched no route reaches no handler.
      const path = request.routeOptions.url ?? "";
      const startsSession = SESSION_STARTING_PATHS.some((prefix) => path.startsWith(prefix));
      // A page's form action (React Router's catch-all): checked whenever the browser says where it comes from.
      const pageAction = !path.startsWith("/api/") && !path.startsWith("/pasarela-demo/");
      if (!carriesSession && !startsSession && !pageAction) return;
      const origin = claimedOrigin(request.headers);
      // Without a cookie, a request with no Origin or Referer at all (a mobile app, curl) cannot be a forged
      // browser request. An unparsable or "null" Origin is foreign.
      if (origin === null && !carriesSession) return;
      if (origin === siteOrigin || origin === `${request.protocol}://${request.host}`) return;
      throw new AppError("FORBIDDEN", "La solicitud no proviene de este sitio.", { reason: "bad_origin" });
    });
  },
  { name: "session", dependencies: ["@fastify/cookie"] },
);
