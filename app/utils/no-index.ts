import type { MiddlewareFunction } from "react-router";

/** `X-Robots-Tag: noindex, nofollow` on every answer of the route (page, data, redirect, error): never indexed. */
export const noIndexPage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
