import type { MiddlewareFunction } from "react-router";

/**
 * Pages that show one person's data carry `Cache-Control: private, no-store` on their HTML and their `.data`
 * answers, so no shared cache or browser history keeps them and the page cache never stores them. The route module
 * decides, not the path's text: React Router matches `/MIS-RESERVAS` and `/%6Dis-reservas` to the same route, and
 * its middleware runs for every answer of that route (page, data, error, redirect). Such a module exports
 * `middleware = [privatePage]`; a parent's middleware covers its children. Every page answered to a signed-in
 * visitor gets the header too (server/plugins/private-pages.ts).
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export const privatePage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return response;
};
