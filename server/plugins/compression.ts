import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";
import type { FastifyInstance, RouteOptions } from "fastify";

/** Compression of every response: brotli or gzip only (no zstd, which browsers cannot all read), above 1 KB. */
export const compressOptions = {
  global: true,
  threshold: 1024,
  encodings: ["br", "gzip"],
} satisfies FastifyCompressOptions;

/**
 * The pages' route: rendered HTML is compressed once per response, so it uses cheaper levels than the defaults
 * (brotli 4, gzip 6): about a third less compression CPU for 4-5% more bytes (docs/benchmarks.md, session 9).
 * A route's compress options replace the global ones key by key, with the library's defaults for keys left out
 * (every encoding, zstd included), so the global options are repeated here.
 */
export const pageCompressOptions = {
  ...compressOptions,
  zlibOptions: { level: 4 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
} satisfies FastifyCompressOptions;

/** A route @fastify/static declares for one file of the client build (it names the file in the route's config). */
function isStaticFileRoute(route: RouteOptions): boolean {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  return typeof config?.file === "string" && config.rootPath !== undefined;
}

/**
 * The client build's files are sent as built: a precompressed copy (scripts/precompress.ts), or the file itself
 * when it is small, already compressed (fonts, images) or asked for without br/gzip. On the fly the compression of
 * a stream ignores the size threshold and drops the length. Added before the compression plugin, whose own
 * route hook then sees `compress: false`.
 */
export function sendStaticFilesAsBuilt(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (isStaticFileRoute(route)) route.compress = false;
  });
}
