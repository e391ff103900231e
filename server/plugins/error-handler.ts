import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { $ZodError } from "zod/v4/core";
import {
  AppError,
  DEFAULT_MESSAGES,
  isAppError,
  STATUS_BY_CODE,
  type AppErrorCode,
  type FieldIssue,
} from "#server/errors.ts";
import { pathOnly } from "#server/log-serializers.ts";

export type ErrorBody = { code: AppErrorCode; message: string; reason?: string; issues?: FieldIssue[] };

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: "INVALID_DATA",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "El cuerpo de la solicitud no es un JSON válido.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "El cuerpo de la solicitud está vacío.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "El tipo de contenido de la solicitud no es compatible.",
  FST_ERR_CTP_BODY_TOO_LARGE: DEFAULT_MESSAGES.PAYLOAD_TOO_LARGE,
};

/** Issues of any zod schema (full or mini: both throw a $ZodError). */
export function zodIssues(error: $ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Maps any thrown value to the status and body a client sees; 5xx never reveal details. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (isAppError(error)) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.reason) body.reason = error.reason;
    if (error.issues) body.issues = error.issues;
    return { status: STATUS_BY_CODE[error.code], body };
  }
  if (error instanceof $ZodError) {
    return {
      status: 400,
      body: { code: "INVALID_DATA", message: DEFAULT_MESSAGES.INVALID_DATA, issues: zodIssues(error) },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = typeof fastifyError.statusCode === "number" ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? "INVALID_DATA";
    const message = (fastifyError.code && FASTIFY_MESSAGES[fastifyError.code]) ?? DEFAULT_MESSAGES[code];
    return { status, body: { code, message } };
  }
  if (status === 503) return { status, body: { code: "UNAVAILABLE", message: DEFAULT_MESSAGES.UNAVAILABLE } };
  return { status: 500, body: { code: "INTERNAL", message: DEFAULT_MESSAGES.INTERNAL } };
}

function htmlPage(status: number, message: string): string {
  return `<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error ${status} | Kuntur Viajes</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Lo sentimos</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></body></html>`;
}

/** Answers an error as JSON (API clients) or as a small HTML page (browsers), and logs it. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) {
    request.log.error({ err: error, url: pathOnly(request.url), method: request.method }, "request failed");
  } else {
    request.log.info({ code: body.code, url: pathOnly(request.url), status }, "request rejected");
  }
  reply.status(status);
  if (status === 429 && error instanceof Error && "retryAfter" in error)
    reply.header("retry-after", String(error.retryAfter));
  const wantsJson = request.url.startsWith("/api/") || !(request.headers.accept ?? "").includes("text/html");
  if (wantsJson) return reply.type("application/json; charset=utf-8").send(body);
  return reply.type("text/html; charset=utf-8").send(htmlPage(status, body.message));
}

/** One error handler for the API and the pages: AppError codes to statuses, `{ code, message, issues? }` bodies. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError("NOT_FOUND")));
  },
  { name: "error-handler" },
);
