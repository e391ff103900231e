import type { FastifyRequest } from "fastify";

/** A URL without its query string: query values may be personal data (names, e-mails, codes). */
export function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?")[0] ?? "";
}

type Loggable = { type: string; message: string; stack: string; code?: string; query?: string; cause?: Loggable };

function firstLine(text: string): string {
  return text.split("\n")[0] ?? "";
}

/**
 * An error as the log may show it. Drizzle's query error carries the values bound to the query (names, e-mails,
 * phones) in its message, its stack and `params`; PostgreSQL's `detail` repeats key values. Only the SQL text, the
 * messages without values and the codes are kept.
 */
export function loggableError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) {
    const message = firstLine(String(error)).slice(0, 200);
    return { type: typeof error, message, stack: message };
  }
  const record = error as Error & { query?: unknown; params?: unknown; code?: unknown };
  const isQueryError = typeof record.query === "string" && "params" in record;
  const message = isQueryError ? `Failed query: ${String(record.query)}` : firstLine(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const type = error.constructor.name || error.name;
  const result: Loggable = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  if (typeof record.code === "string") result.code = record.code;
  if (isQueryError) result.query = String(record.query);
  if (error.cause !== undefined && depth < 3) result.cause = loggableError(error.cause, depth + 1);
  return result;
}

/** The request as the log shows it: no query string, no headers. */
export function loggableRequest(request: FastifyRequest) {
  return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip };
}

/** pino serializers for the server's logger. */
export const logSerializers = { err: (error: unknown) => loggableError(error), req: loggableRequest };
