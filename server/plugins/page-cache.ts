import { Transform, type Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";
import { PAGE_CACHE_HEADER } from "#app/utils/page-cache.ts";
import { acceptsGzip, gzipWithNonce, prepareNonceGzip, textWithNonce, type NonceGzip } from "./nonce-gzip.ts";

/** Statuses whose pages are the same for every anonymous visitor (the 404 page included). */
const CACHEABLE_STATUSES = new Set([200, 404]);
/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "x-request-id",
  "x-page-cache",
  "date",
  "connection",
  "transfer-encoding",
]);
/** Per-client headers (rate-limit counters) are not part of a stored page either. */
const PER_CLIENT_HEADER_PREFIXES = ["x-ratelimit-", "retry-after"];
const NOT_PAGES = ["/api/", "/assets/", "/fonts/", "/images/", "/__"];

type Entry = {
  status: number;
  headers: Record<string, string>;
  /** The HTML split at the nonce it was rendered with, and gzipped once (no compression work per hit). */
  body: NonceGzip;
  expiresAt: number;
};

export type PageCacheOptions = {
  /** How long a rendered page is reused; 0 turns the cache off. */
  ttlMs: number;
  /** A request carrying this cookie is somebody's (signed in): never cached, never served from the cache. */
  sessionCookieName: string;
  /** Other cookies a page is rendered from (the cookie prompt's choice without JavaScript): treated the same way. */
  renderingCookieNames?: string[];
  maxEntries?: number;
  maxBytes?: number;
};

function isReadable(payload: unknown): payload is Readable {
  return Boolean(payload) && typeof (payload as Readable).pipe === "function";
}

/**
 * A few seconds' cache of the server-rendered HTML that anonymous visitors get (docs/decisions/014-page-cache.md).
 * Rendering a page costs milliseconds of CPU; serving the same page again costs microseconds. Only pages whose route
 * opts in (the x-page-cache-ttl header, stripped here), asked for with GET without a session cookie, answered 200
 * or 404 with HTML and no Set-Cookie, are stored; each response gets its own
 * CSP nonce substituted into the stored HTML, so a nonce is never reused; clients that take gzip get a copy
 * compressed once, with the nonce spliced in as an uncompressed block (nonce-gzip.ts). Must be registered after
 * the security plugin (which sets the nonce) and before compression (it stores the uncompressed page).
 */
export const pageCachePlugin = fp(
  async (app, options: PageCacheOptions) => {
    if (options.ttlMs <= 0) {
      app.addHook("onSend", (_request, reply, payload, done) => {
        if (reply.hasHeader(PAGE_CACHE_HEADER)) reply.removeHeader(PAGE_CACHE_HEADER);
        done(null, payload);
      });
      return;
    }
    const maxEntries = options.maxEntries ?? 500;
    const maxBytes = options.maxBytes ?? 1_000_000;
    const entries = new Map<string, Entry>();
    const keys = new WeakMap<FastifyRequest, string>();
    const cookiePrefixes = [options.sessionCookieName, ...(options.renderingCookieNames ?? [])].map(
      (name) => `${name}=`,
    );

    const keyOf = (request: FastifyRequest): string | null => {
      if (request.method !== "GET") return null;
      const { url } = request;
      if (NOT_PAGES.some((prefix) => url.startsWith(prefix)) || url.includes(".data")) return null;
      const { cookie } = request.headers;
      if (cookie && cookiePrefixes.some((prefix) => cookie.includes(prefix))) return null;
      // Crawlers get the complete document at once, people a streamed one: stored apart.
      const userAgent = request.headers["user-agent"];
      return `${userAgent && isbot(userAgent) ? "bot" : "web"} ${url}`;
    };

    // Callback style: a hit is answered here and the request goes no further (no done()).
    app.addHook("onRequest", (request, reply, done) => {
      const key = keyOf(request);
      if (!key) {
        done();
        return;
      }
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        reply.code(entry.status).headers(entry.headers).header("x-page-cache", "hit").header("vary", "accept-encoding");
        if (acceptsGzip(request.headers["accept-encoding"])) {
          void reply.header("content-encoding", "gzip").send(gzipWithNonce(entry.body, request.cspNonce));
        } else {
          void reply.send(textWithNonce(entry.body, request.cspNonce));
        }
        return;
      }
      if (entry) entries.delete(key);
      keys.set(request, key);
      done();
    });

    const store = (
      key: string,
      request: FastifyRequest,
      status: number,
      headers: Entry["headers"],
      html: string,
      ttlMs: number,
    ) => {
      if (html.length > maxBytes) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, {
        status,
        headers,
        body: prepareNonceGzip(html, request.cspNonce),
        expiresAt: Date.now() + ttlMs,
      });
    };

    // Callback style, completed at once: a streamed page keeps streaming to the visitor while a copy is taken.
    app.addHook("onSend", (request, reply, payload, done) => {
      // The route's opt-in (app/utils/page-cache.ts) never leaves the server.
      const marked = Number(reply.getHeader(PAGE_CACHE_HEADER));
      if (reply.hasHeader(PAGE_CACHE_HEADER)) reply.removeHeader(PAGE_CACHE_HEADER);
      const key = keys.get(request);
      keys.delete(request);
      const type = reply.getHeader("content-type");
      if (
        !key ||
        !(marked > 0) ||
        !CACHEABLE_STATUSES.has(reply.statusCode) ||
        reply.hasHeader("set-cookie") ||
        /private|no-store/.test(String(reply.getHeader("cache-control") ?? "")) ||
        typeof type !== "string" ||
        !type.startsWith("text/html")
      ) {
        done(null, payload);
        return;
      }
      const ttlMs = Math.min(options.ttlMs, marked * 1000);
      const status = reply.statusCode;
      const headers: Entry["headers"] = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
        if (PER_CLIENT_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      }
      reply.header("x-page-cache", "miss");
      if (typeof payload === "string" || Buffer.isBuffer(payload)) {
        store(key, request, status, headers, payload.toString(), ttlMs);
        done(null, payload);
        return;
      }
      if (!isReadable(payload)) {
        done(null, payload);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const copy = new Transform({
        transform(chunk: Buffer | string, _encoding, callback) {
          const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
          size += buffer.length;
          if (size <= maxBytes) chunks.push(buffer);
          callback(null, buffer);
        },
        flush(callback) {
          // Only a page that was rendered to its end is stored.
          if (size <= maxBytes) store(key, request, status, headers, Buffer.concat(chunks).toString("utf8"), ttlMs);
          callback();
        },
      });
      payload.once("error", (error) => copy.destroy(error));
      done(null, payload.pipe(copy));
    });
  },
  { name: "page-cache", dependencies: ["security"] },
);
