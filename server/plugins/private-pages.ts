import fp from "fastify-plugin";
import { isPrivatePagePath, PRIVATE_CACHE_CONTROL } from "../../app/utils/private-pages.ts";

/**
 * `Cache-Control: private, no-store` on every page with personal data and on every page answered to a signed-in
 * visitor (app/utils/private-pages.ts). Registered before the page cache, which stores nothing marked so.
 */
export const privatePagesPlugin = fp(
  async (app, options: { sessionCookieName: string }) => {
    const cookiePrefix = `${options.sessionCookieName}=`;
    app.addHook("onSend", async (request, reply, payload) => {
      const path = (request.raw.url ?? "/").split("?")[0] ?? "/";
      if (path.startsWith("/api/") || path.startsWith("/assets/")) return payload;
      const signedIn = request.headers.cookie?.includes(cookiePrefix) ?? false;
      if (signedIn || isPrivatePagePath(path)) reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return payload;
    });
  },
  { name: "private-pages" },
);
