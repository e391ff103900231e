import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";

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
