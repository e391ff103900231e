import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Honours a well-formed incoming X-Request-Id (from a proxy), otherwise makes one. */
export function generateRequestId(request: { headers: FastifyRequest["headers"] }): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
