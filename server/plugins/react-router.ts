import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext, type PublicConfig, type RequestContext } from "#request-context";
import { encryptAnalyticsUserId } from "#server/analytics/user-id.ts";
import { AppError } from "#server/errors.ts";
import { attemptLimiter } from "./attempt-limit.ts";
import { pageCompressOptions } from "./compression.ts";
import { renderedBodySlot } from "./rendered-body.ts";

/** Hashed build files never change under their name; other public files may. */
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
const FILE_CACHE_CONTROL = "public, max-age=3600";

export type SessionResolver = (request: FastifyRequest) => Promise<RequestContext["user"]>;

/** A page's path as React Router matches it: decoded, lower case, without `.data` or a trailing slash. */
function pagePath(url: string): string {
  let path = url.split("?")[0] ?? "/";
  try {
    path = decodeURIComponent(path);
  } catch {
    // Fastify has refused undecodable URLs already.
  }
  return (
    path
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

/** Serves the pages: React Router's SSR handler behind every path the API does not own. Registered last. */
export async function reactRouterPlugin(
  app: FastifyInstance,
  options: {
    vite?: ViteDevServer | undefined;
    /** A server build given as a module (tests); else BUILD_DIR's is imported. */
    serverBuild?: ServerBuild | undefined;
    buildDir: string;
    publicConfig: PublicConfig;
    analyticsIdKey: string;
    resolveUser: SessionResolver;
    /** Page form posts: BODY_LIMIT_BYTES like the API, or a page's own limit (the complaints book's files). */
    bodyLimit: number;
    bodyLimitByPath?: Record<string, number>;
  },
) {
  // React Router reads a page's body itself, as a stream, with no limit: it is read here first, up to the limit.
  app.addHook("preParsing", async (request, _reply, payload) => {
    const headers = request.headers;
    if (!(Number(headers["content-length"] ?? 0) > 0 || headers["transfer-encoding"] !== undefined)) return payload;
    const path = pagePath(request.url);
    const limit = options.bodyLimitByPath?.[path] ?? options.bodyLimit;
    if (Number(headers["content-length"] ?? 0) > limit) throw new AppError("PAYLOAD_TOO_LARGE");
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limit) throw new AppError("PAYLOAD_TOO_LARGE");
      chunks.push(buffer);
    }
    return Readable.from([Buffer.concat(chunks)]);
  });
  const serverBuildPath = `${options.buildDir}/server/index.js`;
  // Without Vite the build is imported once, here, and handed over as a module: given only its path, the adapter
  // passes React Router a function that loads the build, and React Router then rebuilds its route table and
  // static handler (every route's path compiled and ranked) on every request (docs/benchmarks.md, session 8).
  const build = options.vite
    ? undefined
    : (options.serverBuild ?? ((await import(pathToFileURL(resolve(serverBuildPath)).href)) as ServerBuild));
  let limitAttemptOf: ReturnType<typeof attemptLimiter> | undefined;
  const assetsDirectory = join(resolve(`${options.buildDir}/client`), "assets");
  await app.register(fastifyReactRouter, {
    devServer: options.vite,
    ...(build ? { build } : {}),
    serverBuildPath,
    clientBuildDirectory: `${options.buildDir}/client`,
    assetCacheControl: ASSET_CACHE_CONTROL,
    fileCacheControl: FILE_CACHE_CONTROL,
    // The build's `.br` and `.gz` copies (scripts/precompress.ts) go to browsers that accept them; others get the file.
    staticOptions: {
      preCompressed: true,
      setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
        const isAsset = filePath.startsWith(assetsDirectory);
        res.setHeader("cache-control", isAsset ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL);
        res.setHeader("vary", "accept-encoding");
      },
    },
    routeOptions: { compress: pageCompressOptions },
    getLoadContext: async (request) => {
      // Created lazily: the rate-limit plugin decorates the instance before the pages are registered.
      limitAttemptOf ??= attemptLimiter(app);
      const user = await options.resolveUser(request);
      const context = new RouterContextProvider();
      context.set(requestContext, {
        requestId: request.id,
        nonce: request.cspNonce,
        publicConfig: options.publicConfig,
        user,
        analyticsUserId: user ? encryptAnalyticsUserId(user.email, options.analyticsIdKey) : "",
        limitAttempt: limitAttemptOf(request),
        clientIp: request.ip,
        renderedBody: renderedBodySlot(request),
        log: request.log,
      });
      return context;
    },
  });
}
