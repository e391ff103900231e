/**
 * Marks a page as the same for every anonymous visitor, so the server may reuse its HTML for a few seconds
 * (server/plugins/page-cache.ts; docs/decisions/014-page-cache.md). The server strips the header before the response
 * leaves; it is never a promise to browsers or CDNs. Pages with per-visitor content or side effects (token links,
 * forms that change data on GET, the signed-in area) must not use it.
 */
export const PAGE_CACHE_HEADER = "x-page-cache-ttl";

/** Seconds an anonymous visitor's copy may be reused (the server's PAGE_CACHE_TTL_MS caps it). */
const SHARED_PAGE_SECONDS = 5;

/** `export const headers = sharedPageHeaders;` in a route module opts the page in. */
export function sharedPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: String(SHARED_PAGE_SECONDS) };
}
