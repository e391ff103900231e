import { Transform } from "node:stream";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { requestContext, type RequestLog } from "#request-context";
import { NonceProvider } from "./utils/nonce.tsx";
import { deferHydrationScripts } from "./utils/deferred-hydration.server.ts";
import { renderedBody } from "./utils/rendered-body.server.ts";

export const streamTimeout = 5_000;

/** Loader, action and render errors go to the host's log (one JSON line with the request id), not to stderr. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logServerError(error, context);
};

function logServerError(error: unknown, context: Readonly<RouterContextProvider> | undefined) {
  let log: RequestLog | undefined;
  try {
    log = context?.get(requestContext).log;
  } catch {
    log = undefined;
  }
  if (log) log.error({ err: error }, "page request failed");
  else console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, renderedBody: slot } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedChunks(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(renderedBody(body.pipe(deferHydrationScripts()), slot), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logServerError(error, loadContext);
        },
      },
    );
  });
}

/**
 * React writes a rendered shell as many small chunks (2 KB each) within one tick; this stream passes each tick's
 * chunks on as one, so every stream after it (the hydration rewrite, the web stream, compression) handles a few
 * large chunks instead of dozens (docs/benchmarks.md, session 7). `onEnd` runs when React has written everything.
 */
function coalescedChunks(onEnd: () => void): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const passOn = () => {
    scheduled = false;
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      callback();
    },
    flush(callback) {
      onEnd();
      passOn();
      callback();
    },
  });
  return stream;
}
