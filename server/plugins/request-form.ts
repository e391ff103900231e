import fp from "fastify-plugin";
import { CONTROL_CHARS_MESSAGE, hasLineControlChars, inspectBody } from "#app/utils/text-rules.ts";
import { AppError } from "#server/errors.ts";

/** The methods the site answers; anything else (TRACE, PROPFIND, CONNECT...) gets 405 before any route runs. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

export const BAD_TARGET_MESSAGE = "La dirección solicitada no es válida.";

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether the decoded path, or any query key or value, holds a control character (tab and line breaks included). */
export function targetHasControlChars(url: string, query: unknown): boolean {
  const path = url.split("?")[0] ?? "";
  if (hasLineControlChars(decoded(path))) return true;
  if (query === null || typeof query !== "object") return false;
  return Object.entries(query as Record<string, unknown>).some(
    ([key, value]) =>
      hasLineControlChars(key) || [value].flat().some((item) => typeof item === "string" && hasLineControlChars(item)),
  );
}

/**
 * Unusual request forms are refused with our own 4xx before they reach the pages' renderer (issue 15 item 5):
 * other methods get 405, and request targets that are not a path (absolute form `GET http://host/`, asterisk
 * form `*`, `OPTIONS *`) get 400. Malformed percent-encoding (`/vuelos/%zz`) is answered by the app's
 * `frameworkErrors` with the same 400 (server/app.ts). Bodies with control characters get 400 too.
 */
export const requestFormPlugin = fp(
  async (app, options: { bodyTimeoutMs: number }) => {
    // A body that has not fully arrived within bodyTimeoutMs of the request's start: the connection is cut (a
    // client trickling its body one byte at a time must not hold it forever). The timer ends with the body or the
    // connection, not with the response: a body answered before it was read (403, 405, 415) is still drained by
    // Node for keep-alive, and must arrive within the same deadline.
    app.addHook("onRequest", (request, _reply, done) => {
      const raw = request.raw;
      const hasBody = Number(raw.headers["content-length"] ?? 0) > 0 || raw.headers["transfer-encoding"] !== undefined;
      if (!hasBody || raw.complete) {
        done();
        return;
      }
      // Destroying an unfinished request destroys its socket (Node's IncomingMessage); an injected request (tests)
      // has no real socket and is only ended.
      const timer = setTimeout(() => {
        if (!raw.complete) raw.destroy();
      }, options.bodyTimeoutMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      raw.once("end", clear);
      raw.once("close", clear);
      done();
    });
    app.addHook("onRequest", async (request, reply) => {
      if (!allowed.has(request.method)) {
        reply.header("allow", ALLOWED_METHODS.join(", "));
        throw new AppError("METHOD_NOT_ALLOWED");
      }
      if (!(request.raw.url ?? "").startsWith("/")) throw new AppError("INVALID_DATA", BAD_TARGET_MESSAGE);
      // A path segment or query value is never a person's multi-line text: no control character at all, before any
      // route reads it (PostgreSQL refuses NUL and a 500 would follow).
      if (targetHasControlChars(request.raw.url ?? "/", request.query)) {
        throw new AppError("INVALID_DATA", BAD_TARGET_MESSAGE, { reason: "control_characters" });
      }
    });
    // No text a person types holds control characters, and PostgreSQL refuses NUL in text (issue 15 item 4): every
    // parsed body is checked before any handler, each such field answered with its path. The form schemas refuse
    // them too, with the same message, so the page says it before a request is sent.
    app.addHook("preValidation", async (request) => {
      const { controlCharPaths: paths, tooDeep } = inspectBody(request.body);
      if (tooDeep) throw new AppError("INVALID_DATA", "La solicitud tiene demasiados niveles.", { reason: "too_deep" });
      if (paths.length > 0) {
        throw new AppError("INVALID_DATA", undefined, {
          reason: "control_characters",
          issues: paths.map((path) => ({ path, message: CONTROL_CHARS_MESSAGE })),
        });
      }
    });
  },
  { name: "request-form", dependencies: ["error-handler"] },
);
