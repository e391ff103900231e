import fp from "fastify-plugin";
import { PRIVATE_CACHE_CONTROL } from "#app/utils/private-pages.ts";

/**
 * `Cache-Control: private, no-store` on every page answered to a signed-in visitor (the header shows their name).
 * Pages with personal data set it themselves, by their route module (app/utils/private-pages.ts). Registered before
 * the page cache, which stores nothing marked so.
 */
export const privatePagesPlugin = fp(
  async (app, options: { sessionCookieName: string }) => {
    const cookiePrefix = `${options.sessionCookieName}=`;
    app.addHook("onSend", async (request, reply, payload) => {
      // The route Fastify matched: the API and the static files decide their own caching.
      const route = request.routeOptions.url ?? "";
      if (route.startsWith("/api/") || (request.raw.url ?? "").startsWith("/assets/")) return payload;
      const signedIn = request.headers.cookie?.includes(cookiePrefix) ?? false;
      if (signedIn) reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return payload;
    });
  },
  { name: "private-pages" },
);
